import type { GalleryItem } from '../../../domain/api';

/** The photo shipped with the app, shown when a gallery image cannot be loaded. */
export const PLACEHOLDER_URL = '/gallery-placeholder.svg';

// The server makes 480 px wide thumbnails (server/image/thumbnail.ts); with width and height set
// (4:3, the box they are cropped to) the grid never jumps while images arrive.
export const THUMB_WIDTH = 480;
export const THUMB_HEIGHT = 360;

/** The small WebP for the grid; rows saved before thumbnails existed only have the full PNG. */
export const thumbnailOf = (item: GalleryItem) => item.thumbnailUrl ?? item.imageUrl;

/** Served as an attachment named `{wrap_name}-carwrap.png`, wherever the image is stored. */
export const downloadUrlOf = (item: GalleryItem) => `/api/gallery/${encodeURIComponent(item.id)}/download`;
