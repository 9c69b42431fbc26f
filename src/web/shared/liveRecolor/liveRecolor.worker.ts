import type { PaintLayer } from '../../../domain/api';
import { recolorBody } from '../../../domain/paint/recolor';
import type { CarLayout, PixelBox, RgbaImage } from '../../../domain/paint/types';
import type { LiveReply, LiveRequest } from './liveRecolorProtocol';

/**
 * The live preview's painter: the server's own recolour (src/domain/paint, one implementation)
 * run off the page's thread. It holds one photo and its paint layer at the preview's size; every
 * look after the first reuses the per-photo work recolorBody keeps for that mask.
 */

interface Prepared {
  image: RgbaImage;
  bodyMask: Float32Array;
  carBox: PixelBox;
  layout?: CarLayout;
}

let prepared: Prepared | null = null;
/** Frames the page gave back, painted over by the next looks. */
const spare: Array<Uint8ClampedArray<ArrayBuffer>> = [];

function post(reply: LiveReply, transfer: Transferable[] = []): void {
  self.postMessage(reply, { transfer });
}

async function pixels(source: Blob, width: number, height: number, raw: boolean): Promise<Uint8ClampedArray<ArrayBuffer>> {
  const bitmap = await createImageBitmap(source, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
    ...(raw ? { colorSpaceConversion: 'none', premultiplyAlpha: 'none' } : {}),
  });
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('2d canvas unavailable in the worker');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return context.getImageData(0, 0, width, height).data;
}

function scaleLayout(layout: CarLayout | undefined, sx: number, sy: number): CarLayout | undefined {
  if (!layout) return undefined;
  const side = (s: { left: number; right: number } | undefined) => (s ? { left: s.left * sy, right: s.right * sy } : undefined);
  const belt = side(layout.belt);
  const sill = side(layout.sill);
  return {
    view: layout.view,
    centreline: layout.centreline.map((p) => ({ ...p, x: p.x * sx, y: p.y * sy, width: p.width * Math.sqrt(sx * sy) })),
    ...(belt ? { belt } : {}),
    ...(sill ? { sill } : {}),
  };
}

async function prepare(photo: Blob, layer: PaintLayer, wanted: number): Promise<Prepared> {
  const probe = await createImageBitmap(photo);
  const width = Math.max(1, Math.min(probe.width, Math.round(wanted)));
  const height = Math.max(1, Math.round((probe.height * width) / probe.width));
  probe.close();
  const maskResponse = await fetch(layer.maskUrl);
  if (!maskResponse.ok) throw new Error(`paint layer ${maskResponse.status}`);
  const [data, mask] = await Promise.all([
    pixels(photo, width, height, false),
    maskResponse.blob().then((b) => pixels(b, width, height, true)),
  ]);
  const bodyMask = new Float32Array(width * height);
  for (let i = 0; i < bodyMask.length; i++) bodyMask[i] = mask[i * 4]! / 255;
  const sx = width / layer.width;
  const sy = height / layer.height;
  const box = layer.carBox;
  const x = Math.floor(box.x * sx);
  const y = Math.floor(box.y * sy);
  const carBox = {
    x,
    y,
    w: Math.max(1, Math.min(width - x, Math.ceil((box.x + box.w) * sx) - x)),
    h: Math.max(1, Math.min(height - y, Math.ceil((box.y + box.h) * sy) - y)),
  };
  const layout = scaleLayout(layer.layout, sx, sy);
  return { image: { data, width, height }, bodyMask, carBox, ...(layout ? { layout } : {}) };
}

self.onmessage = async (event: MessageEvent<LiveRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'load') {
      const started = performance.now();
      prepared = null;
      spare.length = 0;
      const next = await prepare(request.photo, request.layer, request.width);
      prepared = next;
      const rgba = new Uint8ClampedArray(next.image.data);
      post({ type: 'ready', width: next.image.width, height: next.image.height, rgba, prepareMs: performance.now() - started }, [
        rgba.buffer,
      ]);
      return;
    }
    if (request.type === 'reuse') {
      if (spare.length < 2) spare.push(request.rgba);
      return;
    }
    if (!prepared) return;
    const started = performance.now();
    const rgba = recolorBody({ ...prepared, ...request.look }, spare.pop()) as Uint8ClampedArray<ArrayBuffer>;
    post({ type: 'look', key: request.key, rgba, ms: performance.now() - started }, [rgba.buffer]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
