import { CreateWrapResponse, type CarHint, type WrapRequestFields } from '../../../domain/api';
import { requestJson } from '../../shared/http';
import { PAINT_MASK_FILE } from '../../shared/touchUp/paintMaskPng';
import { keepOwnerToken } from '../../shared/wrapOwner';

/** The wrap form as the browser sends it: WrapRequestFields with the photo and the touched-up area. */
export interface WrapRequest extends Omit<WrapRequestFields, 'hint' | 'photoId' | 'fileName'> {
  photo: File;
  /** The photo step's id of the same photo: sent instead of the file, which the server already has. */
  photoId?: string;
  hint?: CarHint;
  /** The area to wrap as the visitor touched it up (binary PNG at the paint layer's size); absent when not touched up. */
  paintMask?: Blob;
}

/** POST /api/wraps: starts the generation job; the answer names it and carries its owner token, kept for this page's writes. */
export async function createWrap(order: WrapRequest): Promise<string> {
  const body = new FormData();
  body.append('email', order.email.trim());
  body.append('color', order.color);
  body.append('finish', order.finish);
  body.append('style', order.style);
  body.append('galleryConsent', String(order.galleryConsent));
  if (order.filmId) body.append('filmId', order.filmId);
  if (order.hint) body.append('hint', JSON.stringify(order.hint));
  if (order.photoId) {
    // Upload once: the photo step already sent these bytes.
    body.append('photoId', order.photoId);
    body.append('fileName', order.photo.name);
  }
  // After the fields and before the photo: the server holds the small mask, then streams the photo.
  if (order.paintMask) body.append('paintMask', order.paintMask, PAINT_MASK_FILE);
  // The file goes last so the server has every field by the time it streams the photo.
  if (!order.photoId) body.append('image', order.photo, order.photo.name);
  const { requestId, ownerToken } = await requestJson(CreateWrapResponse, '/api/wraps', { method: 'POST', body });
  keepOwnerToken(requestId, ownerToken);
  return requestId;
}
