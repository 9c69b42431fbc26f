import type { GalleryItem } from '../../../domain/api';

/** The photo shipped with the app, shown when a gallery image cannot be loaded. */
export const PLACEHOLDER_URL = '/gallery-placeholder.svg';

/** The small WebP for the grid; rows saved before thumbnails existed only have the full PNG. */
export const thumbnailOf = (item: GalleryItem) => item.thumbnailUrl ?? item.imageUrl;

/** Served as an attachment named `{wrap_name}-carwrap.png`, wherever the image is stored. */
export const downloadUrlOf = (item: GalleryItem) => `/api/gallery/${encodeURIComponent(item.id)}/download`;
