import type { PixelBox } from '../../domain/engine/types';
import { components } from './raster';

const TYRE_MAX_L = 32;
const TYRE_MAX_CHROMA = 12;

/**
 * Wheels are dark, colourless rings low on the car. Each compact dark blob in the lower half
 * of the car box is taken as a tyre and the ellipse inscribed in its box (tyre and rim) is
 * returned as a 0..1 exclusion plane over the whole image. Blobs too large to be one wheel
 * (the body of a black car) are ignored: shape, not colour, must decide those.
 */
export interface Wheels {
  /** 0..1 exclusion plane of tyres and rims. */
  mask: Float32Array;
  /** Bottom-centre of each wheel found, in pixels: where the car meets the ground. */
  contacts: Array<{ x: number; y: number; h: number }>;
}

export function findWheels(lab: Float32Array, alpha: Float32Array, width: number, height: number, box: PixelBox): Wheels {
  const out = new Float32Array(width * height);
  const contacts: Wheels['contacts'] = [];
  const y0 = box.y + Math.floor(box.h * 0.45);
  const cw = box.w;
  const ch = box.y + box.h - y0;
  if (cw < 8 || ch < 8) return { mask: out, contacts };
  const dark = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      const i = (y0 + y) * width + box.x + x;
      if (alpha[i]! < 0.5) continue;
      const L = lab[i * 3]!;
      const c = Math.hypot(lab[i * 3 + 1]!, lab[i * 3 + 2]!);
      dark[y * cw + x] = L < TYRE_MAX_L && c < TYRE_MAX_CHROMA ? 1 : 0;
    }
  }
  const { labels, sizes } = components(dark, cw, ch);
  const bx0 = new Int32Array(sizes.length).fill(cw);
  const by0 = new Int32Array(sizes.length).fill(ch);
  const bx1 = new Int32Array(sizes.length).fill(-1);
  const by1 = new Int32Array(sizes.length).fill(-1);
  for (let i = 0; i < cw * ch; i++) {
    const l = labels[i]!;
    if (!l) continue;
    const x = i % cw;
    const y = (i - x) / cw;
    bx0[l] = Math.min(bx0[l]!, x);
    bx1[l] = Math.max(bx1[l]!, x);
    by0[l] = Math.min(by0[l]!, y);
    by1[l] = Math.max(by1[l]!, y);
  }
  for (let l = 1; l < sizes.length; l++) {
    const w = bx1[l]! - bx0[l]! + 1;
    const h = by1[l]! - by0[l]! + 1;
    const fill = sizes[l]! / (w * h);
    const plausible =
      sizes[l]! > box.w * box.h * 0.004 &&
      w < box.w * 0.38 &&
      h < box.h * 0.55 &&
      w / h > 0.25 &&
      w / h < 2.2 &&
      // A tyre reaches down to the bottom half of the band, and a ring does not fill its box.
      by1[l]! > ch * 0.5 &&
      fill < 0.9;
    if (!plausible) continue;
    paintEllipse(out, width, box.x + bx0[l]!, y0 + by0[l]!, w, h);
    contacts.push({ x: box.x + bx0[l]! + w / 2, y: y0 + by1[l]!, h });
  }
  return { mask: out, contacts };
}

function paintEllipse(out: Float32Array, width: number, x: number, y: number, w: number, h: number): void {
  // Grown a little: the rim's bright edge and the tyre's outer line belong to the wheel too.
  const cx = x + w / 2;
  const cy = y + h / 2;
  const rx = (w / 2) * 1.06 + 1;
  const ry = (h / 2) * 1.06 + 1;
  const height = out.length / width;
  for (let yy = Math.max(0, Math.floor(cy - ry)); yy <= Math.min(height - 1, Math.ceil(cy + ry)); yy++) {
    for (let xx = Math.max(0, Math.floor(cx - rx)); xx <= Math.min(width - 1, Math.ceil(cx + rx)); xx++) {
      const d = Math.hypot((xx - cx) / rx, (yy - cy) / ry);
      // Soft rim over the last 8% of the radius.
      const v = d < 0.92 ? 1 : d < 1 ? (1 - d) / 0.08 : 0;
      if (v > out[yy * width + xx]!) out[yy * width + xx] = v;
    }
  }
}

/**
 * Height of the ground under the car at column x, from the wheels' contact points (a line
 * through the outermost two, or level with a single one); null without wheels.
 */
export function groundAt(contacts: Wheels['contacts'], x: number): number | null {
  if (contacts.length === 0) return null;
  if (contacts.length === 1) return contacts[0]!.y;
  const sorted = [...contacts].sort((a, b) => a.x - b.x);
  const a = sorted[0]!;
  const b = sorted[sorted.length - 1]!;
  return a.y + ((b.y - a.y) * (x - a.x)) / Math.max(1, b.x - a.x);
}
