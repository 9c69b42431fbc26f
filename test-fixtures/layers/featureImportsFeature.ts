// Linted as src/web/features/result/featureImportsFeature.ts
import { PLACEHOLDER_URL } from '../gallery/galleryUrls';

export const placeholder = PLACEHOLDER_URL;
