/** Spec §5 and §9 limits, shared by the browser and the server. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 1024;
export const JPEG_QUALITY = 0.8;
export const GALLERY_PAGE_SIZE = 6;

// "text, an at-sign, text, a dot, text, no spaces" (spec §5).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function isTooLarge(bytes: number): boolean {
  return bytes > MAX_UPLOAD_BYTES;
}
