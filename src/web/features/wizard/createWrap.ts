import { CreateWrapResponse, type CarHint, type WrapRequestFields } from '../../../domain/api';
import { requestJson } from '../../shared/http';
import { storePhoto } from '../../shared/photo/storePhoto';
import { PAINT_MASK_FILE } from '../../shared/touchUp/paintMaskPng';
import { keepOwnerToken } from '../../shared/wrapOwner';
import { embeddingSiteHeaders } from '../../shared/funnelBeacon';

/** The wrap form as the browser sends it: WrapRequestFields with the photo and the touched-up area. */
export interface WrapRequest extends Omit<WrapRequestFields, 'hint' | 'photoId' | 'fileName'> {
  photo: File;
  hint?: CarHint;
  /** The area to wrap as the visitor touched it up (binary PNG at the paint layer's size); absent when not touched up. */
  paintMask?: Blob;
}

/** POST /api/wraps: starts the generation job; the answer names it and carries its owner token, kept for this page's writes. */
export async function createWrap(order: WrapRequest): Promise<string> {
  // Upload once: the photo step stored these bytes when the photo was chosen (or is storing them
  // now); only when that failed does the photo go with the order.
  const photoId = await storePhoto(order.photo).catch(() => null);
  const body = new FormData();
  body.append('email', order.email.trim());
  body.append('color', order.color);
  body.append('finish', order.finish);
  body.append('style', order.style);
  body.append('galleryConsent', String(order.galleryConsent));
  if (order.filmId) body.append('filmId', order.filmId);
  if (order.hint) body.append('hint', JSON.stringify(order.hint));
  if (photoId) {
    body.append('photoId', photoId);
    body.append('fileName', order.photo.name);
  }
  // After the fields and before the photo: the server holds the small mask, then streams the photo.
  if (order.paintMask) body.append('paintMask', order.paintMask, PAINT_MASK_FILE);
  // The file goes last so the server has every field by the time it streams the photo.
  if (!photoId) body.append('image', order.photo, order.photo.name);
  const { requestId, ownerToken } = await requestJson(CreateWrapResponse, '/api/wraps', {
    method: 'POST',
    body,
    headers: embeddingSiteHeaders(),
  });
  keepOwnerToken(requestId, ownerToken);
  return requestId;
}
