// Linted as src/server/gallery/serverImportsWeb.ts
import { PLACEHOLDER_URL } from '../../web/features/gallery/galleryUrls';

export const placeholder = PLACEHOLDER_URL;
