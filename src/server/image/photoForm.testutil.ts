import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CreateWrapResponse, DetectResponse, OWNER_TOKEN_HEADER, WrapJob } from '../../domain/api';
import { COMMITTED_PHOTOS } from '../carPhotos.testutil';

export const carPhoto = (name = 'white-suv-front34-desert.jpg') => fs.readFileSync(path.join(COMMITTED_PHOTOS.cars, name));

/**
 * A 320-px copy of a committed photo, for tests of what goes on around a wrap (budgets, caps), not
 * of the picture: the engine segments it once and wraps it for a fraction of the 1024-px photo's CPU.
 */
export async function smallCarPhoto(name?: string): Promise<ReturnType<typeof carPhoto>> {
  // Copied into a buffer of its own: the type carPhoto's callers (postWrap, sendWrap) take.
  return Buffer.from(await sharp(carPhoto(name)).resize(320).jpeg().toBuffer());
}

/** A small JPEG whose header (SOF0) claims another size: what a decoder reads first, made in a millisecond. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

type FilePart = { data: Buffer; name: string; type: string };

/** A multipart body as a browser's FormData would send it, for app.inject. */
export async function multipart(
  fields: Record<string, string>,
  photo?: { data: Buffer; name: string; type?: string },
  /** Other file parts (the touched-up `paintMask`; a list sends the field once per file), after the fields and before the photo. */
  files: Record<string, FilePart | FilePart[]> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, parts] of Object.entries(files))
    for (const file of [parts].flat()) form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  if (photo) form.append('image', new Blob([new Uint8Array(photo.data)], { type: photo.type ?? 'image/jpeg' }), photo.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

export const orderFields = { email: 'driver@example.com', color: 'red', finish: 'glossy', style: 'solid-wrap' };

export async function postWrap(
  app: FastifyInstance,
  fields: Record<string, string> = orderFields,
  photo = { data: carPhoto(), name: 'My Car.jpg' },
  /** The visitor's address, for per-client limits (app.inject's default is 127.0.0.1). */
  remoteAddress?: string,
) {
  const body = await multipart(fields, photo);
  return app.inject({ method: 'POST', url: '/api/wraps', ...body, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** The header a write on the wrap POST /api/wraps answered with needs: its owner token, as the visitor's browser sends it. */
export const ownerHeaderOf = (created: { json(): unknown }) => ({
  [OWNER_TOKEN_HEADER]: CreateWrapResponse.parse(created.json()).ownerToken,
});

/** Reads the job's event stream to its end (done or failed) and returns every event. */
export async function followJob(
  app: FastifyInstance,
  requestId: string,
  /** The visitor's address: a client holds at most EVENT_STREAMS_PER_CLIENT streams at once. */
  remoteAddress?: string,
): Promise<{ events: WrapJob[]; raw: string; headers: Record<string, unknown> }> {
  const response = await app.inject({ method: 'GET', url: `/api/wraps/${requestId}/events`, ...(remoteAddress ? { remoteAddress } : {}) });
  const events = response.body
    .split('\n\n')
    .filter((chunk) => chunk.startsWith('data: '))
    .map((chunk) => WrapJob.parse(JSON.parse(chunk.slice('data: '.length))));
  return { events, raw: response.body, headers: response.headers };
}

/** A one-channel 0/255 plane at the paint layer's size: the engine's area or a visitor's. */
export type Plane = { data: Buffer; width: number; height: number };

/** The photo step's answer for a committed photo, and the engine's paint layer as a plane. */
export async function detectedArea(app: FastifyInstance, photo: string): Promise<{ found: DetectResponse; engineArea: Plane }> {
  const detected = await app.inject({
    method: 'POST',
    url: '/api/detect',
    ...(await multipart({}, { data: carPhoto(photo), name: 'car.jpg' })),
  });
  const found = DetectResponse.parse(detected.json());
  const layer = await app.inject({ method: 'GET', url: found.paintLayer!.maskUrl });
  const { data, info } = await sharp(layer.rawPayload).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { found, engineArea: { data, width: info.width, height: info.height } };
}

/** A plane as the grey PNG the browser sends as `paintMask`. */
export const planePng = (plane: Plane) =>
  sharp(plane.data, { raw: { width: plane.width, height: plane.height, channels: 1 } })
    .png()
    .toBuffer();
