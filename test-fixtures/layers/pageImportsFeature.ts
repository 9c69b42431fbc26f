// Linted as src/web/pages/pageImportsFeature.ts
import { PLACEHOLDER_URL } from '../features/gallery/galleryUrls';
import { PRODUCT_TITLE } from '../shared/brand';

export const names = [PLACEHOLDER_URL, PRODUCT_TITLE];
