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
 * In a three-quarter view the windscreen (or the rear window) lies at the near end of the cabin
 * and the side windows behind it; only this share of the cabin's columns, from the near end,
 * vote and have the bonnet begin at the foot. With every column voting, the lower halves of
 * grey-sedan-front34-parking's rear side windows, mirroring the sky as light as its doors, went
 * with the paint (glass 1.5% -> 11.6%). On the 41 annotated photos 0.4, 0.5 and 0.6 moved the same
 * three photos: white-suv-front34-dirt-road body 87.2% -> 92.5% (dev body 18 -> 19 of 23),
 * white-suv-front34-desert 96.7% -> 98.4%, and black-sedan-rear34-studio, whose black C-pillar
 * now takes the wrap (body 92.6% -> 93.7%) with a sliver of its rear window's edge (glass
 * 2.0% -> 4.2%); at 0.3 only the two white SUVs moved, and the dirt road's less (89.2%).
 */
const NEAR_SHARE = 0.5;

/**
 * Seen end on, a windscreen ends along one line across it (the seal and the wipers): below it
 * is the bonnet (or the boot lid), however much it mirrors the sky or the trees as the glass
 * above does. Glass the colour rules ran on down past that line, column by column, goes back to
 * the paint in place (box-local plane, 1 = glass), so a bonnet is never left as a skyline of
 * blocks. A column the foot was not found in (a pillar beside the screen) ends with its nearest
 * neighbour's. Where the belt line was read below the foot (a bonnet's back mirroring the trees
 * as the screen does), the bonnet begins at the foot when what lies between looks like it; in a
 * three-quarter view that last rule alone holds, over the screen's columns at the near end
 * (NEAR_SHARE): there a side window's foot is the belt line itself.
 */
export function keepPanelsBelowWindows(glass: Float32Array, lab: Float32Array, alpha: Float32Array, width: number, scene: Scene): void {
  const { box, cabin, near } = scene;
  const atNearEnd = scene.view === 'three-quarter' ? near : null;
  if (!cabin || (!scene.endView && !atNearEnd)) return;
  const { w, h } = box;
  const grid = boxGrid(lab, alpha, width, box);
  const foot = windowFoot(grid, scene);
  const seal = cabin.height * SEAL;
  let found: number[] = [];
  for (let x = 0; x < w; x++) if (Number.isFinite(foot[x]!)) found.push(x);
  if (atNearEnd) {
    const n = Math.round(found.length * NEAR_SHARE);
    const split = atNearEnd === 'left' ? n : found.length - n;
    const [first, second] = [found.slice(0, split), found.slice(split)];
    const [screen, behind] = atNearEnd === 'left' ? [first, second] : [second, first];
    for (const x of behind) foot[x] = NaN;
    found = screen;
  }
  if (found.length === 0) return;
  // Seen end on the screen's foot is about level: a run of columns whose path dropped far below
  // the others' followed a grille's or a bonnet crease's edge instead.
  const rows = found.map((x) => foot[x]!).sort((p, q) => p - q);
  const lowest = rows[rows.length >> 1]! + cabin.height * LEVEL_SLACK;
  const fromFoot = bonnetUnderBelt(grid, scene, foot, lowest, seal);
  if (atNearEnd) {
    if (fromFoot)
      for (const x of found) clearRows(glass, w, x, Math.ceil(Math.min(foot[x]!, lowest) + seal), Math.ceil(beltAt(cabin, x)) + 1);
    return;
  }
  let k = 0;
  for (let x = 0; x < w; x++) {
    while (k + 1 < found.length && Math.abs(found[k + 1]! - x) <= Math.abs(found[k]! - x)) k++;
    const end = Math.ceil(Math.max(fromFoot ? -Infinity : beltAt(cabin, x), Math.min(foot[found[k]!]!, lowest)) + seal);
    clearRows(glass, w, x, end, h);
  }
}

/** Column x of the box-local glass plane (w wide) goes back to the paint from row `from` up to, not including, `to`. */
function clearRows(glass: Float32Array, w: number, x: number, from: number, to: number): void {
  for (let y = Math.max(0, from); y < Math.min(to, glass.length / w); y++) glass[y * w + x] = 0;
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
