import { beltAt, type Scene } from '../scene';
import { boxGrid, windowFoot, type Grid } from './windowFoot';
import { tintedGlass } from './tintedGlass';
import { SAMPLE_DEPTH, stretchLooksLikeGlass } from './stretchVote';
import { SEAL } from '../body/panelsBelowWindows';

/** Share of a run's voting columns by which glass must win for the run's window to reach its foot. */
const RUN_MAJORITY = 0.2;
/** A run of surely painted rows this long (car heights) ends a window. */
const SURE_RUN = 0.1;

/**
 * Entry point of the window finder: takes the glass band partsMask drew from the cabin lines
 * (box-local, 1 = glass) and completes it in place: glass tinted in a colourful paint's hue is
 * glass again (tintedGlass.ts); then each cabin column's glass goes on down to its window's
 * foot (windowFoot.ts), where what lies between the belt line and the foot looks like the glass
 * above it rather than the paint below it, until a long run of surely painted rows.
 *
 * The foot follows the strongest line across the window: the glass's lower edge against its seal
 * or chrome strip, which still belongs to the window. On white, silver, grey and black paint the
 * glass goes on the seal's width past it (a grey saloon's side windows mirroring the sky as light
 * as the doors ended three rows short of their strip). Not on a coloured car, whose paint's hue
 * ends the glass where it shows, and where those rows took the edges of its lamps; not seen end
 * on, where keepPanelsBelowWindows lets the glass reach the seal already.
 */
export function completeWindows(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  scene: Scene,
  band: Float32Array,
  sure?: Float32Array,
  coloured = false,
): void {
  const { box, cabin } = scene;
  if (!cabin) return;
  const { w } = box;
  const seal = coloured || scene.endView ? 0 : cabin.height * SEAL;
  if (sure) tintedGlass(lab, alpha, width, scene, band, sure);
  const grid = boxGrid(lab, alpha, width, box);
  const foot = windowFoot(grid, scene);
  const { glassy, vote } = glassLike(grid, scene, foot);
  const sureRun = Math.max(2, Math.round(cabin.height * SURE_RUN));
  for (let x = 0; x < w; x++) {
    const f = foot[x]!;
    if (!Number.isFinite(f) || !glassy[Math.min(grid.gw - 1, Math.floor(x / grid.s))]) continue;
    const from = Math.max(0, Math.ceil(beltAt(cabin, x)));
    const to = Math.min(box.h, Math.round(f));
    // Where the paint surely shows for a stretch (a light bonnet, a coloured door), the window has
    // ended. Looked for above the foot only: the seal's rows must never end a window earlier. Not
    // where the column's own stretch looks like the glass above it: a windscreen tinted in a
    // coloured paint's hue reads as sure paint there, and ended in a block of paint.
    let run = 0;
    let end = Math.min(box.h, Math.round(f + seal));
    if (sure && vote[Math.min(grid.gw - 1, Math.floor(x / grid.s))]! <= 0)
      for (let y = from; y < to; y++) {
        run = sure[y * w + x]! >= 0.5 ? run + 1 : 0;
        if (run >= sureRun) {
          end = y - run + 1;
          break;
        }
      }
    for (let y = from; y < end; y++) {
      if (alpha[(box.y + y) * width + box.x + x]! < 0.5) continue;
      band[y * w + x] = 1;
    }
  }
}

/**
 * Per grid column: what lies between the belt line and the foot is closer in colour to the glass
 * above than to the paint below, by its run's majority (glassy), and by its own stretch (vote: 1 glass,
 * -1 paint, 0 unsure).
 */
function glassLike(grid: Grid, scene: Scene, foot: Float32Array): { glassy: Uint8Array; vote: Int8Array } {
  const { s, gw } = grid;
  const cabin = scene.cabin!;
  const depth = Math.max(2, Math.round((cabin.height * SAMPLE_DEPTH) / s));
  const vote = new Int8Array(gw);
  for (let c = 0; c < gw; c++) {
    const x = Math.min(scene.box.w - 1, Math.round((c + 0.5) * s));
    const f = foot[x]!;
    if (!Number.isFinite(f)) continue;
    const belt = Math.round(beltAt(cabin, x) / s);
    const fr = Math.round(f / s);
    if (fr <= belt) continue;
    const glassy = stretchLooksLikeGlass(grid, c, [belt - depth, belt], [belt, fr], [fr + 1, fr + 1 + depth]);
    if (glassy !== null) vote[c] = glassy ? 1 : -1;
  }
  // A window is extended as a whole: every column of a run of cabin columns follows the run's majority.
  const glassy = new Uint8Array(gw);
  let c = 0;
  while (c < gw) {
    const x = Math.min(scene.box.w - 1, Math.round((c + 0.5) * s));
    if (!Number.isFinite(foot[x]!)) {
      c++;
      continue;
    }
    let end = c;
    let sum = 0;
    let n = 0;
    while (end < gw && Number.isFinite(foot[Math.min(scene.box.w - 1, Math.round((end + 0.5) * s))]!)) {
      sum += vote[end]!;
      if (vote[end]) n++;
      end++;
    }
    if (sum > n * RUN_MAJORITY) glassy.fill(1, c, end);
    c = end;
  }
  return { glassy, vote };
}
