import { boxMean } from '../raster';
import { beltAt, type Scene } from '../scene';
import { ROOF_MARGIN } from './windowHead';

/** How much darker (L*) than the lit paint a pixel in the paint's hue is, to be glass tinted in that hue. */
const TINT_DARKER = 6;
/** Radius (box pixels) of the lightness averaged at each pixel: a window's tint, not one glint. */
const TINT_R = 2;

/**
 * On a colourful car, partsMask keeps the cabin band's pixels that show the paint's hue painted:
 * the roof and the pillars. A windscreen tinted in the paint's own hue, or mirroring the sky in
 * it (a silver car by the sea reads as blue), shows that hue too, and was painted solid. Glass
 * passes on only part of the light: such a pixel well darker than the paint's own lightness
 * (the median of the surely painted body below the belt line) is tinted glass. Box-local band,
 * 1 = glass, changed in place.
 */
export function tintedGlass(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  scene: Scene,
  band: Float32Array,
  sure: Float32Array,
): void {
  const { box, cabin } = scene;
  if (!cabin) return;
  const { w, h } = box;
  const H = cabin.height;
  const L = new Float32Array(w * h);
  const lit: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (box.y + y) * width + box.x + x;
      const j = y * w + x;
      L[j] = lab[i * 3]!;
      if (alpha[i]! >= 0.5 && sure[j]! >= 0.5 && y > beltAt(cabin, x) + H * 0.05 && (x + y) % 3 === 0) lit.push(L[j]!);
    }
  if (lit.length < 50) return;
  lit.sort((a, b) => a - b);
  const paintL = lit[Math.floor(lit.length / 2)]!;
  const mean = boxMean(L, w, h, TINT_R);
  for (let x = 0; x < w; x++) {
    const t = scene.top[x]! - box.y;
    const b = beltAt(cabin, x);
    if (!Number.isFinite(t) || t > b - H * 0.05) continue;
    for (let y = Math.ceil(t + H * ROOF_MARGIN); y < Math.min(h, b); y++) {
      const j = y * w + x;
      if (band[j]! < 0.5 && mean[j]! < paintL - TINT_DARKER && alpha[(box.y + y) * width + box.x + x]! >= 0.5) band[j] = 1;
    }
  }
}
