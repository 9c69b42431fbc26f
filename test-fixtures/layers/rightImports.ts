// Linted as src/web/features/gallery/rightImports.ts
import { galleryDownloadName } from '../../../domain/gallery/downloadName';
import { PLACEHOLDER_URL } from './galleryUrls';

export const names = [galleryDownloadName('Red Civic'), PLACEHOLDER_URL];
