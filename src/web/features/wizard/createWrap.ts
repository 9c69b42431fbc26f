import { CreateWrapResponse, type CarHint, type WrapRequestFields } from '../../../domain/api';
import { requestJson } from '../../shared/http';

export interface WrapOrder extends Omit<WrapRequestFields, 'hint'> {
  photo: File;
  hint?: CarHint;
}

/** POST /api/wraps: starts the generation job; the answer only names it (202 { requestId }). */
export async function createWrap(order: WrapOrder): Promise<string> {
  const body = new FormData();
  body.append('email', order.email.trim());
  body.append('color', order.color);
  body.append('finish', order.finish);
  body.append('style', order.style);
  if (order.hint) body.append('hint', JSON.stringify(order.hint));
  // The file goes last so the server has every field by the time it streams the photo.
  body.append('image', order.photo, order.photo.name);
  const { requestId } = await requestJson(CreateWrapResponse, '/api/wraps', { method: 'POST', body });
  return requestId;
}
