import type { PixelBox } from '../../domain/paint/types';
import { boxMean, cellMeans, upscalePlane } from './raster';
import { beltAt, type Scene } from './scene';
import { completeWindows } from './glass/windows';
import { windowScene } from './glass/windowCabin';
import { evenReach } from './glass/evenReach';
import { footBound } from './glass/bonnetKnee';
import { windowHead } from './glass/windowHead';
import { paintPillars } from './glass/paintPillars';
import { clamp01 } from '../../domain/paint/clamp01';

/**
 * What inside the silhouette is not paint, from shape rather than colour: the glass band under
 * the roof and the busy, small-scale detail of lights, number plates and badges. Colour alone
 * cannot tell a white car's sky-reflecting windscreen from its bonnet, nor its headlamp chrome or
 * plate from its bumper; geometry and texture can. Returns box-local 0..1 planes (1 = not paint).
 */
export interface PartsOptions {
  /**
   * Box-local 0..1: the pixel surely shows the paint (its hue on a colourful car, its lightness on
   * a light one). It keeps a colourful car's roof and pillars out of the glass band, and it is
   * where glass that reaches below the belt line stops.
   */
  sure?: Float32Array;
  /**
   * Box-local 0..1: the paint's own colour at nearly its full strength. Above the belt line it
   * is what keeps a roof and pillars painted: glass tinted or mirroring in the paint's hue shows
   * it only faintly.
   */
  vivid?: Float32Array;
  /** The paint's colour alone tells glass from paint (coloured paint). */
  coloured?: boolean;
  /**
   * Seen from straight in front or behind: the glass spans the cabin's whole width and mirrors
   * the sky and the light, often in the paint's own hue at sunset, while the pillars beside it
   * are thin, so colour does not carve the band there.
   */
  endView?: boolean;
}

export interface Parts {
  /** Windscreen, side and rear windows. */
  glass: Float32Array;
  /** Lights, plates, badges, grilles: dense small-scale texture, grown to their edges. */
  detail: Float32Array;
  /** The same before growing: only the dense cores. */
  core: Float32Array;
}

/** Box rows just below a cabin column's belt line, down to as far as its glass may reach. */
interface BelowBelt {
  from: number;
  to: number;
}

/** How far below the belt line, in car heights, glass may reach. */
const BELOW_BELT = 0.2;
/** Lightness symmetry of an evenly lit end view (see scene.ts). */
const EVEN_LIGHT = 0.7;
/** L* of the wipers and the rubber seal at a windscreen's foot (end views). */
const SEAL_L = 30;
/** How far, in car heights, one column's windscreen foot may sit from the others'. */
const SEAL_SLACK = 0.03;
/**
 * Detail is judged at two fixed scales, the car's longer side at this many cells, whatever the
 * photo's size: coarse for lamps and grilles, fine for a plate's characters and badges. A cell is
 * an edge when its L* gradient (|dx| + |dy|, central differences) is above the scale's threshold.
 */
const DETAIL_SCALES = [
  { grid: 256, edge: 25 },
  { grid: 640, edge: 18 },
] as const;
/** Window radius, in cells, over which edge density is measured. */
const DENSITY_R = 3;
/**
 * Share of edge pixels in a window. One crisp line (a panel gap, a crease, the edge of a
 * reflection) fills at most a fifth of it; lamps, plates, grilles and badges fill far more.
 */
const DENSE_FROM = 0.3;
const DENSE_TO = 0.5;

/** Entry point: glass band and detail parts of the car in the scene, box-local planes (1 = not paint). */
export function partsMask(lab: Float32Array, alpha: Float32Array, width: number, carScene: Scene, opts: PartsOptions = {}): Parts {
  const scene = windowScene(carScene);
  const { box, cabin } = scene;
  const { w, h } = box;
  const glass = new Float32Array(w * h);
  const detail = new Float32Array(w * h);
  const core = new Float32Array(w * h);
  if (!cabin) return { glass, detail, core };
  const top = scene.top.map((y) => y - box.y);
  const { height: H } = cabin;
  const belt = (x: number) => beltAt(cabin, x);

  // Glass: under the roof's edge, down to the belt line, in the columns the cabin stands on.
  const band = new Float32Array(w * h);
  const sure = opts.sure;
  const reach = Math.round(H * BELOW_BELT);
  // Per column the cabin stands on: the rows below the belt line where its glass may go on; none
  // past the windscreen's knee at the outline (the wing beside its corner, see bonnetKnee.ts).
  const { pastKnee } = footBound(carScene);
  const below = Array.from({ length: w }, (_, x): BelowBelt | null => {
    const t = top[x]!;
    const b = belt(x);
    if (!Number.isFinite(t) || t > b - H * 0.05) return null;
    const from = Math.max(0, Math.floor(b) + 1);
    return { from, to: pastKnee[x] ? from - 1 : Math.min(h - 1, b + reach) };
  });
  // The wipers' line is looked for only where the car is lit evenly enough to look symmetric:
  // a half-shaded front's first dark pixel below the belt is as often its grille.
  const seals = opts.endView && sure && scene.symmetry > EVEN_LIGHT ? windscreenFoot(lab, alpha, width, box, below, H) : null;
  // Per column, the glass's first row under the roof.
  const head = windowHead(lab, alpha, width, scene, H);
  // Per cabin column: rows below the belt its glass reaches, and whether it met the paint (or the seal) there.
  const reached = new Int32Array(w).fill(-1);
  const met = new Uint8Array(w);
  // On a light colourless car colour alone cannot tell a pillar from the sky in the glass; its shape can.
  const beltRows = below.map((span) => span?.from ?? null);
  const pillars = sure && !opts.coloured && !opts.endView ? paintPillars(sure, w, h, head, beltRows, H) : null;
  for (let x = 0; x < w; x++) {
    const span = below[x];
    if (!span) continue;
    for (let y = Math.ceil(head[x]!); y < Math.min(h, span.from); y++) {
      const i = y * w + x;
      // On a colourful car the roof and pillars show the paint's colour: keep those. On a light
      // colourless one the pillars found by their shape (paintPillars, above).
      const pillar = opts.vivid ?? sure;
      band[i] = opts.coloured && pillar && !opts.endView ? 1 - pillar[i]! : pillars?.[i] ? 0 : 1;
    }
    // The belt line is a guess: the glass goes on down until the paint surely starts (the door
    // under a side window, the bonnet under a windscreen).
    if (!sure) continue;
    const seal = seals ? seals[x]! : -1;
    let stop = seal >= 0 ? Math.min(h - 1, seal) + 1 : span.to + 1;
    met[x] = seal >= 0 ? 1 : 0;
    for (let y = span.from; y < stop && seal < 0; y++) {
      if (sure[y * w + x]! >= 0.5 || alpha[(box.y + y) * width + box.x + x]! < 0.5) {
        stop = y;
        met[x] = 1;
        break;
      }
    }
    reached[x] = stop - span.from;
  }
  evenReach(reached, met);
  for (let x = 0; x < w; x++) for (let k = 0; k < reached[x]!; k++) band[(below[x]!.from + k) * w + x] = 1;
  // The window finder keeps the outline's own lines: below a belt read under a sign or an aerial, at
  // the window's foot already, the strongest line across is the boot lid's chrome, not the glass's end.
  completeWindows(lab, alpha, width, carScene, band, sure, opts.coloured);
  glass.set(boxMean(band, w, h, 1));

  for (const scale of DETAIL_SCALES) {
    const d = denseDetail(lab, alpha, width, box, scale.grid, scale.edge);
    for (let i = 0; i < detail.length; i++) {
      if (d.grown[i]! > detail[i]!) detail[i] = d.grown[i]!;
      if (d.core[i]! > core[i]!) core[i] = d.core[i]!;
    }
  }
  return { glass, detail, core };
}

/**
 * Seen end on, a windscreen's lower part mirrors the sky as light as a silver or white bonnet,
 * so "surely paint" would stop the glass above it; what does end it is the dark line of the
 * wipers and the seal across its foot. Per box column, the row of that line: the first clearly
 * dark pixel below the belt line, where it agrees with the other columns (a gap between the
 * wipers would otherwise run on to a bonnet scoop); elsewhere the columns' median row. Null
 * when too few columns show such a line (the colour rule decides then).
 */
function windscreenFoot(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  box: PixelBox,
  below: ReadonlyArray<BelowBelt | null>,
  H: number,
): Int32Array | null {
  const rows = new Int32Array(below.length).fill(-1);
  const found: number[] = [];
  let cabin = 0;
  below.forEach((span, x) => {
    if (!span) return;
    cabin++;
    for (let y = span.from; y <= span.to; y++) {
      const i = (box.y + y) * width + box.x + x;
      if (alpha[i]! < 0.5) break;
      if (lab[i * 3]! < SEAL_L) {
        rows[x] = y - span.from;
        found.push(rows[x]!);
        break;
      }
    }
  });
  if (found.length < cabin * 0.5) return null;
  found.sort((a, b) => a - b);
  const median = found[Math.floor(found.length / 2)]!;
  const slack = H * SEAL_SLACK;
  below.forEach((span, x) => {
    if (span) rows[x] = span.from + (rows[x]! >= 0 && Math.abs(rows[x]! - median) <= slack ? rows[x]! : median);
  });
  return rows;
}

/**
 * Lights, plates, badges and grilles: dense small-scale edges that no painted panel has. Judged
 * on the car at a fixed scale, so that a thumbnail's panels (where a reflection's edge spans a
 * few pixels) and a large photo's lamps (where a lens spans fifty) read alike. Gradients are taken
 * between car cells only, so the silhouette's own edge never counts.
 */
function denseDetail(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  box: PixelBox,
  grid: number,
  edgeAt: number,
): { grown: Float32Array; core: Float32Array } {
  const { gw, gh, lab: L, car } = cellMeans(lab, alpha, width, box, grid, 1);
  const edge = new Float32Array(gw * gh);
  for (let y = 1; y < gh - 1; y++) {
    for (let x = 1; x < gw - 1; x++) {
      const i = y * gw + x;
      if (!car[i] || !car[i - 1] || !car[i + 1] || !car[i - gw] || !car[i + gw]) continue;
      const g = Math.abs(L[i + 1]! - L[i - 1]!) + Math.abs(L[i + gw]! - L[i - gw]!);
      if (g > edgeAt) edge[i] = 1;
    }
  }
  const density = boxMean(edge, gw, gh, DENSITY_R);
  for (let i = 0; i < density.length; i++) density[i] = clamp01((density[i]! - DENSE_FROM) / (DENSE_TO - DENSE_FROM));
  // Grown by the window's radius: the dense core sits inside the part, its rim reaches the edge.
  const grown = boxMean(density, gw, gh, DENSITY_R);
  for (let i = 0; i < grown.length; i++) grown[i] = clamp01(grown[i]! * 2);
  return { grown: upscalePlane(grown, gw, gh, box.w, box.h), core: upscalePlane(density, gw, gh, box.w, box.h) };
}
