import { CreateWrapResponse } from '../../../domain/api';
import { requestJson } from '../../shared/http';
import { PAINT_MASK_FILE } from '../wizard/brush/paintMaskPng';

/** POST /api/wraps/:id/area: the same wrap made again on the area touched up on the result. */
export async function changeArea(requestId: string, paintMask: Blob): Promise<void> {
  const body = new FormData();
  body.append('paintMask', paintMask, PAINT_MASK_FILE);
  await requestJson(CreateWrapResponse, `/api/wraps/${encodeURIComponent(requestId)}/area`, { method: 'POST', body });
}
