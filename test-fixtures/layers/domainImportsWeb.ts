// Linted as src/domain/gallery/domainImportsWeb.ts
import { PLACEHOLDER_URL } from '../../web/features/gallery/galleryUrls';

export const placeholder = PLACEHOLDER_URL;
