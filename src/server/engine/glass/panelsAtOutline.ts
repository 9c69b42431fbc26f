import type { PixelBox } from '../../../domain/paint/types';
import { components } from '../raster';

/**
 * A window is framed by its pillars, roof rail and seals, so glass never reaches the car's
 * outline; a patch the glass band took that surely shows the paint and touches the outline is a
 * panel seen above the belt line: a door mirror, a rear quarter beside the rear window, the
 * roof's edge. At most this share of the car: larger patches are windows mirroring the sky as
 * light as a white car's paint, which reach the outline through the roof's thin edge. On the 41
 * annotated photos 0.015 moved no glass share and two body shares up
 * (white-coupe-front34-road-portrait 93.9% -> 98.6%: its rear quarter; red-saloon-front-parking
 * 97.2% -> 97.7%: a door mirror); 0.04 painted pieces of glass on white-pickup-side-street
 * (0.2% -> 1.3%) and white-hatchback-rear-street-phone (0.2% -> 0.6%).
 */
const MAX_PANEL = 0.015;

/**
 * Clears, in the glass band `glass` (box-local, 0..1), the patches of sure paint (`sure`,
 * box-local 0..1) that touch the car's outline (`alpha`, full size); returns how many.
 */
export function clearPanelsAtOutline(glass: Float32Array, sure: Float32Array, alpha: Float32Array, width: number, box: PixelBox): number {
  const { w, h } = box;
  const inCar = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && alpha[(box.y + y) * width + box.x + x]! >= 0.5;
  const patch = new Uint8Array(w * h);
  let carArea = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!inCar(x, y)) continue;
      carArea++;
      const j = y * w + x;
      if (glass[j]! >= 0.5 && sure[j]! >= 0.5) patch[j] = 1;
    }
  }
  const { labels, sizes } = components(patch, w, h);
  const atOutline = new Uint8Array(sizes.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const l = labels[y * w + x]!;
      if (l && !(inCar(x - 1, y) && inCar(x + 1, y) && inCar(x, y - 1) && inCar(x, y + 1))) atOutline[l] = 1;
    }
  }
  const panel = (l: number) => atOutline[l] === 1 && sizes[l]! <= carArea * MAX_PANEL;
  for (let j = 0; j < labels.length; j++) if (labels[j] && panel(labels[j]!)) glass[j] = 0;
  let cleared = 0;
  for (let l = 1; l < sizes.length; l++) if (panel(l)) cleared++;
  return cleared;
}
