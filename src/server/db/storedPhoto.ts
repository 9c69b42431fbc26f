/**
 * A request row's original_image_url holds this until the photo is stored: the column is NOT NULL
 * with this default since the first schema, and rows written then still carry it.
 */
export const PHOTO_NOT_STORED = 'pending';

/** The stored photo's URL, or null while (or if) there is none. */
export function storedPhotoUrl(url: string | null | undefined): string | null {
  return url && url !== PHOTO_NOT_STORED ? url : null;
}
