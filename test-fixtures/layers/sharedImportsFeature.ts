// Linted as src/web/shared/sharedImportsFeature.ts
import { PLACEHOLDER_URL } from '../features/gallery/galleryUrls';

export const placeholder = PLACEHOLDER_URL;
