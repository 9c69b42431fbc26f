import { iou } from '../../src/server/engine/fixtures.testutil';
import { rasterisePolygons } from '../../src/server/engine/committedFixtures.testutil';

type Outline = Array<{ x: number; y: number }>;

/**
 * How well the photo step's outline (detectCar, from the model's cheaper pass) covers the one
 * traced from the full silhouette the paint layer uses: IoU of the two filled polygons at the
 * photo's size. 1 when both are empty (no car either way).
 */
export function outlineIoU(quick: Outline, full: Outline, width: number, height: number): number {
  if (!quick.length && !full.length) return 1;
  const fill = (o: Outline) => rasterisePolygons([o.map((p) => [p.x, p.y] as [number, number])], width, height);
  return iou(fill(quick), fill(full));
}
