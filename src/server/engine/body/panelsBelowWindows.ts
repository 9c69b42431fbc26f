import { boxGrid, windowFoot, type Grid } from '../glass/windowFoot';
import { SAMPLE_DEPTH, stretchLooksLikeGlass } from '../glass/stretchVote';
import { beltAt, type Scene } from '../scene';

/** Rows (car heights) past a window's foot the glass may still reach: the seal's own width. */
export const SEAL = 0.02;
/** How far (car heights) one column's screen foot may sit below the median column's, seen end on. */
const LEVEL_SLACK = 0.05;
/**
 * Share of the screen's columns on which what lies between its foot and a lower belt line must
 * look like the bonnet below rather than the glass above for the bonnet to begin at the foot.
 * On the 41 annotated photos the screens that have such a stretch measured 80-100%
 * (grey-saloon-front-street 80%, white-coupe-front-alley-portrait 100%); the rear window of
 * black-hatchback-rear-parking-glass-writing, whose foot is read between two lines of writing, 41%.
 */
const BONNET_VOTE = 2 / 3;

/**
 * Seen end on, a windscreen ends along one line across it (the seal and the wipers): below it
 * is the bonnet (or the boot lid), however much it mirrors the sky or the trees as the glass
 * above does. Glass the colour rules ran on down past that line, column by column, goes back to
 * the paint in place (box-local plane, 1 = glass), so a bonnet is never left as a skyline of
 * blocks. A column the foot was not found in (a pillar beside the screen) ends with its nearest
 * neighbour's. Where the belt line was read below the foot (a bonnet's back mirroring the trees
 * as the screen does), the bonnet begins at the foot when what lies between looks like it.
 */
export function keepPanelsBelowWindows(glass: Float32Array, lab: Float32Array, alpha: Float32Array, width: number, scene: Scene): void {
  const { box, cabin } = scene;
  if (!cabin || !scene.endView) return;
  const { w, h } = box;
  const grid = boxGrid(lab, alpha, width, box);
  const foot = windowFoot(grid, scene);
  const seal = cabin.height * SEAL;
  const found: number[] = [];
  for (let x = 0; x < w; x++) if (Number.isFinite(foot[x]!)) found.push(x);
  if (found.length === 0) return;
  // Seen end on the screen's foot is about level: a run of columns whose path dropped far below
  // the others' followed a grille's or a bonnet crease's edge instead.
  const rows = found.map((x) => foot[x]!).sort((p, q) => p - q);
  const lowest = rows[rows.length >> 1]! + cabin.height * LEVEL_SLACK;
  const fromFoot = bonnetUnderBelt(grid, scene, foot, lowest, seal);
  let k = 0;
  for (let x = 0; x < w; x++) {
    while (k + 1 < found.length && Math.abs(found[k + 1]! - x) <= Math.abs(found[k]! - x)) k++;
    const end = Math.ceil(Math.max(fromFoot ? -Infinity : beltAt(cabin, x), Math.min(foot[found[k]!]!, lowest)) + seal);
    for (let y = Math.max(0, end); y < h; y++) glass[y * w + x] = 0;
  }
}

/**
 * Whether, on at least BONNET_VOTE of the columns whose screen foot (at most `lowest`, box rows)
 * lies above the belt line, the rows between them look like the paint below the belt rather
 * than the glass above the foot.
 */
function bonnetUnderBelt(grid: Grid, scene: Scene, foot: Float32Array, lowest: number, seal: number): boolean {
  const { s, gw } = grid;
  const cabin = scene.cabin!;
  const depth = Math.max(2, Math.round((cabin.height * SAMPLE_DEPTH) / s));
  let votes = 0;
  let bonnet = 0;
  for (let c = 0; c < gw; c++) {
    const x = Math.min(scene.box.w - 1, Math.round((c + 0.5) * s));
    if (!Number.isFinite(foot[x]!)) continue;
    const screenFoot = Math.min(foot[x]!, lowest);
    const f = Math.round(screenFoot / s);
    const from = Math.round((screenFoot + seal) / s);
    const belt = Math.round(beltAt(cabin, x) / s);
    if (from >= belt) continue;
    const glassy = stretchLooksLikeGlass(grid, c, [f - depth, f], [from, belt], [belt, belt + depth]);
    if (glassy === null) continue;
    votes++;
    if (!glassy) bonnet++;
  }
  return votes > 0 && bonnet >= votes * BONNET_VOTE;
}
