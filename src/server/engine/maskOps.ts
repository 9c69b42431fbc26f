import { components } from './raster';

/** Keeps the component containing `seed` (or the largest one) and fills its holes. */
export function mainComponentFilled(bin: Uint8Array, w: number, h: number, seed?: number): Uint8Array {
  const { labels, sizes } = components(bin, w, h);
  let keep = seed !== undefined ? labels[seed]! : 0;
  if (!keep) {
    let best = 0;
    for (let l = 1; l < sizes.length; l++) {
      if (sizes[l]! > best) {
        best = sizes[l]!;
        keep = l;
      }
    }
  }
  const out = new Uint8Array(w * h);
  if (!keep) return out;
  for (let i = 0; i < w * h; i++) out[i] = labels[i] === keep ? 1 : 0;
  return fillHoles(out, w, h);
}

/** Fills every background region that does not reach the image border. */
export function fillHoles(bin: Uint8Array, w: number, h: number): Uint8Array {
  const inv = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) inv[i] = bin[i] ? 0 : 1;
  const { labels, sizes } = components(inv, w, h);
  const touches = new Uint8Array(sizes.length);
  for (let x = 0; x < w; x++) {
    touches[labels[x]!] = 1;
    touches[labels[(h - 1) * w + x]!] = 1;
  }
  for (let y = 0; y < h; y++) {
    touches[labels[y * w]!] = 1;
    touches[labels[y * w + w - 1]!] = 1;
  }
  const out = new Uint8Array(bin);
  for (let i = 0; i < w * h; i++) if (!bin[i] && !touches[labels[i]!]) out[i] = 1;
  return out;
}

export function bounds(bin: Uint8Array, w: number, h: number): { x: number; y: number; w: number; h: number } | null {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!bin[y * w + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}
