import { boxGrid, windowFoot } from '../glass/windowFoot';
import { beltAt, type Scene } from '../scene';

/** Rows (car heights) past a window's foot the glass may still reach: the seal's own width. */
export const SEAL = 0.02;
/** How far (car heights) one column's screen foot may sit below the median column's, seen end on. */
const LEVEL_SLACK = 0.05;

/**
 * Seen end on, a windscreen ends along one line across it (the seal and the wipers): below it
 * is the bonnet (or the boot lid), however much it mirrors the sky or the trees as the glass
 * above does. Glass the colour rules ran on down past that line, column by column, goes back to
 * the paint in place (box-local plane, 1 = glass), so a bonnet is never left as a skyline of
 * blocks. A column the foot was not found in (a pillar beside the screen) ends with its nearest
 * neighbour's.
 */
export function keepPanelsBelowWindows(glass: Float32Array, lab: Float32Array, alpha: Float32Array, width: number, scene: Scene): void {
  const { box, cabin } = scene;
  if (!cabin || !scene.endView) return;
  const { w, h } = box;
  const foot = windowFoot(boxGrid(lab, alpha, width, box), scene);
  const seal = cabin.height * SEAL;
  const found: number[] = [];
  for (let x = 0; x < w; x++) if (Number.isFinite(foot[x]!)) found.push(x);
  if (found.length === 0) return;
  // Seen end on the screen's foot is about level: a run of columns whose path dropped far below
  // the others' followed a grille's or a bonnet crease's edge instead.
  const rows = found.map((x) => foot[x]!).sort((p, q) => p - q);
  const lowest = rows[rows.length >> 1]! + cabin.height * LEVEL_SLACK;
  let k = 0;
  for (let x = 0; x < w; x++) {
    while (k + 1 < found.length && Math.abs(found[k + 1]! - x) <= Math.abs(found[k]! - x)) k++;
    const end = Math.ceil(Math.max(beltAt(cabin, x), Math.min(foot[found[k]!]!, lowest)) + seal);
    for (let y = Math.max(0, end); y < h; y++) glass[y * w + x] = 0;
  }
}
