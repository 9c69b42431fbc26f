/**
 * The column default of original_image_url (NOT NULL since the first schema). The app now stores
 * the photo before it inserts the row, so only rows from older versions (a photo that never got
 * stored) carry it.
 */
export const PHOTO_NOT_STORED = 'pending';

/** The stored photo's URL, or null while (or if) there is none. */
export function storedPhotoUrl(url: string | null | undefined): string | null {
  return url && url !== PHOTO_NOT_STORED ? url : null;
}
