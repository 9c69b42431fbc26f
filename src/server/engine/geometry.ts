import { STRIPE_OUTER } from '../../domain/paint/stylePainter';
import type { CarLayout, CarView, PixelBox } from '../../domain/paint/types';
import { KEPT } from './keptParts';
import { beltAt, meanOver, type Cabin, type Scene } from './scene';

/**
 * Where stripes and designs run on the car (its layout), from the scene: up the middle of an
 * end view, along the flank of a side view, and over the nearer face, bonnet and roof of a
 * three-quarter view.
 */
export interface CarGeometry {
  view: CarView;
  /** Which end of the box is the nearer end (the face seen in a three-quarter view). */
  near: 'left' | 'right' | null;
  /** Bottom-height difference of the two ends, in box heights (0 = level). */
  endDrop: number;
  /** 0..1 mirror symmetry of the car's lightness. */
  symmetry: number;
  layout: CarLayout;
}

/** What the paint layer found that says where the car's centre line is. */
export interface LayoutCues {
  /** The number plate: it sits on the centre line of the face (front or rear) it is on. */
  plate: PixelBox | null;
  /** Why the paint layer kept each pixel off the paint (KEPT): its glass ends the bonnet at the windscreen's foot. */
  kept?: Uint8Array;
}

/** The scene's outline as the layout reads it: every column defined. */
interface Silhouette {
  top: Float32Array;
  bottom: Float32Array;
}

/**
 * A plate within this share of the box's width of its middle is on an end view's centre line: on
 * the annotated photos, the plates of the front and rear views sit within 6.1% of the middle, those
 * of three-quarter views at least 13.8% from it.
 */
const END_PLATE_OFFSET = 0.1;
/**
 * A plate within this share of the box's width from one end of a long, level car shows that
 * end's face: the car is seen a little from that end, as a shallow three-quarter view. A car seen
 * square from the side shows no plate; the five annotated photos the scene reads as side views
 * but which show a face have their plate 6% to 28% of the box from that end.
 */
const FACE_PLATE_END = 0.3;

/** Entry point: the car's layout for the styles, from the scene read once per photo. */
export function carGeometry(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  scene: Scene,
  cues: LayoutCues = { plate: null },
): CarGeometry {
  const { box, endDrop } = scene;
  const sil: Silhouette = { top: scene.filledTop, bottom: scene.filledBottom };
  const plateX = plateMiddle(scene, cues.plate);
  const view = layoutView(scene, plateX);
  const near = view === 'three-quarter' ? nearEnd(scene, plateX) : null;
  const layout =
    view === 'end'
      ? endLayout(sil, box, endAxis(scene, plateX), scene.cabin, cues.kept, width)
      : view === 'side'
        ? sideLayout(sil, box)
        : threeQuarterLayout(lab, alpha, width, sil, box, near!, scene.cabin, plateX, cues.kept);
  return { view, near, endDrop, symmetry: scene.symmetry, layout: { ...layout, view, ...bands(sil) } };
}

/** An end view's centre line: the plate's middle when it is near the box's, else the mirror axis. */
function endAxis(scene: Scene, plateX: number | null): number {
  const { box } = scene;
  return plateX !== null && centred(box, plateX) ? plateX : scene.axis;
}

/** The plate's middle column, or null for none or for one above the belt line (a bonnet's vent or a badge, not a plate). */
function plateMiddle(scene: Scene, plate: PixelBox | null): number | null {
  if (!plate) return null;
  const x = plate.x + plate.w / 2;
  const { cabin, box } = scene;
  if (cabin && plate.y + plate.h / 2 < box.y + beltAt(cabin, x - box.x)) return null;
  return x;
}

/**
 * The view the stripes are laid out for: the scene's, except that a plate shows which face is
 * seen. A side view with a plate near one end is seen a little from that end; a three-quarter
 * view with its plate in the middle is seen nearly end on (a face that fills the box).
 */
function layoutView(scene: Scene, plateX: number | null): CarView {
  if (plateX === null) return scene.view;
  if (scene.view === 'side' && plateEnd(scene.box, plateX)) return 'three-quarter';
  if (scene.view === 'three-quarter' && centred(scene.box, plateX)) return 'end';
  return scene.view;
}

const centred = (box: PixelBox, x: number) => Math.abs(x - (box.x + box.w / 2)) < box.w * END_PLATE_OFFSET;

/**
 * The nearer end of a three-quarter view, whose face is seen: the end the plate is on (that face
 * is the one in sight), else the scene's (the end that reaches lower).
 */
function nearEnd(scene: Scene, plateX: number | null): 'left' | 'right' {
  if (plateX === null) return scene.near ?? 'left';
  return plateX < scene.box.x + scene.box.w / 2 ? 'left' : 'right';
}

/** The end of a side view's box whose face the plate is on, or null when it is not near an end. */
function plateEnd(box: PixelBox, plateX: number): 'left' | 'right' | null {
  const u = (plateX - box.x) / Math.max(1, box.w);
  return u < FACE_PLATE_END ? 'left' : u > 1 - FACE_PLATE_END ? 'right' : null;
}

/** Top of the car's silhouette at an image column, clamped into the box. */
function topAt(sil: Silhouette, box: PixelBox, x: number): number {
  return sil.top[Math.min(box.w - 1, Math.max(0, Math.round(x - box.x)))]!;
}

function bottomAt(sil: Silhouette, box: PixelBox, x: number): number {
  return sil.bottom[Math.min(box.w - 1, Math.max(0, Math.round(x - box.x)))]!;
}

/**
 * Seen from the front or rear, the stripes run straight up the middle: bumper and bonnet (or boot
 * lid) up to the windscreen's (or rear window's) foot, then, past the glass, the roof's edge.
 */
function endLayout(
  sil: Silhouette,
  box: PixelBox,
  axis: number,
  cabin: Cabin | null,
  kept: Uint8Array | undefined,
  width: number,
): Pick<CarLayout, 'centreline'> {
  const w = box.w * 0.8;
  const top = topAt(sil, box, axis);
  const bottom = bottomAt(sil, box, axis);
  const roofEdge = top + ROOF_SLIVER * box.h;
  const glass = glassRows(kept, width, box, axis);
  const belt = cabin ? box.y + beltAt(cabin, axis - box.x) : top + 0.45 * (bottom - top);
  const foot = Math.min(bottom, Math.max(belt, glass?.bottom ?? -Infinity));
  if (foot <= roofEdge)
    return {
      centreline: [
        { x: axis, y: bottom, width: w },
        { x: axis, y: top, width: w },
      ],
    };
  return {
    centreline: [
      { x: axis, y: bottom, width: w },
      { x: axis, y: foot, width: w },
      { x: axis, y: Math.min(foot, Math.max(top + ROOF_LIP * box.h, Math.min(roofEdge, glass?.top ?? Infinity))), width: w, gap: true },
      { x: axis, y: top, width: w },
    ],
  };
}

/** The highest and lowest glass rows the paint layer kept within a few columns of x, or null for none. */
function glassRows(kept: Uint8Array | undefined, width: number, box: PixelBox, x: number): { top: number; bottom: number } | null {
  if (!kept) return null;
  let top = Infinity;
  let bottom = -Infinity;
  const cx = Math.round(x);
  for (let c = Math.max(box.x, cx - 2); c <= Math.min(box.x + box.w - 1, cx + 2); c++) {
    for (let y = box.y; y < box.y + box.h; y++) {
      if (kept[y * width + c] !== KEPT.glass) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return bottom < 0 ? null : { top, bottom };
}

/** Seen from the side, the stripes run nose to tail along the flank, just under the belt line. */
function sideLayout(sil: Silhouette, box: PixelBox): Pick<CarLayout, 'centreline'> {
  const roof = Math.min(...sil.top);
  const left = meanOver(sil.bottom, 0, 0.2);
  const right = meanOver(sil.bottom, 0.8, 1);
  const w = box.h * 0.45;
  const at = (bottom: number) => roof + 0.52 * (bottom - roof);
  return {
    centreline: [
      { x: box.x, y: at(left), width: w },
      { x: box.x + box.w, y: at(right), width: w },
    ],
  };
}

/** The roof and the deck behind or before it are seen edge on: their stripes lie within this share of the car's height under the outline's top. */
const ROOF_SLIVER = 0.06;
/** Seen end on, the roof's edge above the glass is at least this share of the car's height. */
const ROOF_LIP = 0.01;
/** A roof column is one whose top is within this share of the car's height of the roof's. */
const ROOF_BAND = 0.05;
/** The bonnet (or boot lid) recedes from the face: its stripes narrow to this share of the face's. */
const BONNET_NARROWING = 0.7;
/**
 * The face's top edge (where the bonnet or boot lid begins) is at least this share of the car's
 * height above its bottom, read by eye on the front three-quarter fixtures: 39% on an SUV, 37%
 * and 44% on two sports cars, whose belt line is far higher than their nose.
 */
const NOSE_SHARE = 0.4;
/** Points along the roof and deck: the line follows the outline's top at this many. */
const ROOF_STEPS = 8;

/**
 * Three-quarter view: up the middle of the nearer end's face (centred on its plate when one was
 * found) to the bonnet's (or boot lid's) front edge at the belt line, back along the bonnet to the
 * windscreen's foot, and along the roof and the far deck, which are seen edge on, as a thin pair
 * just under the outline's top, as far as the deck reaches before the far end falls away.
 */
function threeQuarterLayout(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  sil: Silhouette,
  box: PixelBox,
  near: 'left' | 'right',
  cabin: Cabin | null,
  plateX: number | null,
  kept: Uint8Array | undefined,
): Pick<CarLayout, 'centreline'> {
  const aspect = box.w / Math.max(1, box.h);
  // The nearer end's face takes more of the box the more head-on the view is.
  const faceFrac = Math.min(0.5, Math.max(0.28, 0.62 - 0.12 * aspect));
  const dir = near === 'right' ? -1 : 1;
  const edge = near === 'right' ? box.x + box.w : box.x;
  const guess = edge + dir * faceFrac * box.w * 0.5;
  // The face (grille and lamps, or tail lamps and plate) is mirror-symmetric about its middle.
  const half = faceFrac * box.w * 0.4;
  const onFace = plateX !== null && (plateX - edge) * dir >= 0 && (plateX - edge) * dir <= faceFrac * box.w;
  const fx = onFace ? plateX : (faceAxis(lab, alpha, width, box, guess - half * 0.6, guess + half * 0.6, half) ?? guess);
  const faceW = faceFrac * box.w * 0.9;
  const fTop = topAt(sil, box, fx);
  const fBottom = bottomAt(sil, box, fx);
  const roofTop = cabin ? box.y + cabin.roof : Math.min(...sil.top);
  const beltRow = (x: number) => (cabin ? box.y + beltAt(cabin, x - box.x) : roofTop + 0.45 * (bottomAt(sil, box, x) - roofTop));
  // The face ends where the bonnet (or boot lid) begins: at the belt line on a tall car, lower on
  // a sports car whose bonnet slopes down to its nose.
  const noseTop = Math.max(beltRow(fx), fBottom - NOSE_SHARE * (fBottom - roofTop), fTop);
  const line: CarLayout['centreline'] = [
    { x: fx, y: fBottom - 0.02 * box.h, width: faceW },
    { x: fx, y: noseTop, width: faceW * 0.85 },
  ];
  let roofStart = fx;
  while ((roofStart - edge) * dir < box.w && topAt(sil, box, roofStart) > roofTop + ROOF_BAND * box.h) roofStart += dir;
  const roofX = roofMiddle(sil, box, roofTop);
  // The bonnet runs back to the windscreen's foot, at the belt line.
  const foot = windscreenFoot(kept, width, box, fx, roofX, beltRow) ?? roofStart;
  if ((foot - fx) * dir > 0) line.push({ x: foot, y: beltRow(foot), width: faceW * 0.85 * BONNET_NARROWING });
  // Then over the windscreen (glass: no stripes) to the roof.
  // The roof and the far deck, as far as the outline's top stays above the belt line there.
  const farEdge = near === 'right' ? box.x : box.x + box.w - 1;
  const sliver = ROOF_SLIVER * box.h;
  // Both stripes (out to STRIPE_OUTER of the width either side) within the sliver.
  const unit = sliver / (2 * STRIPE_OUTER);
  for (let k = 0; k <= ROOF_STEPS; k++) {
    const x = roofStart + ((farEdge - roofStart) * k) / ROOF_STEPS;
    const t = topAt(sil, box, x);
    if (k > 0 && t > beltRow(x)) break;
    line.push({ x, y: t + sliver / 2, width: unit, ...(k === 0 ? { gap: true } : {}) });
  }
  return { centreline: line };
}

/** Image column of the roof's middle: the mean of the columns whose top is within ROOF_BAND of the roof's. */
function roofMiddle(sil: Silhouette, box: PixelBox, roofTop: number): number {
  let sx = 0;
  let n = 0;
  for (let i = 0; i < box.w; i++) {
    if (sil.top[i]! <= roofTop + ROOF_BAND * box.h) {
      sx += i;
      n++;
    }
  }
  return box.x + (n ? sx / n : box.w / 2);
}

/** How far above the belt line (a share of the car's height) glass counts as the windscreen's foot. */
const FOOT_REACH = 0.12;

/**
 * Image column of the windscreen's (or rear window's) foot in a three-quarter view: the middle
 * of the glass just above the belt line between the face and the roof's middle. Null without
 * glass there.
 */
function windscreenFoot(
  kept: Uint8Array | undefined,
  width: number,
  box: PixelBox,
  fx: number,
  roofX: number,
  beltRow: (x: number) => number,
): number | null {
  if (!kept) return null;
  const reach = FOOT_REACH * box.h;
  let sx = 0;
  let n = 0;
  for (let x = Math.round(Math.min(fx, roofX)); x <= Math.max(fx, roofX); x++) {
    const belt = beltRow(x);
    for (let y = Math.max(box.y, Math.round(belt - reach)); y <= Math.min(box.y + box.h - 1, Math.round(belt)); y++) {
      if (kept[y * width + x] !== KEPT.glass) continue;
      sx += x;
      n++;
    }
  }
  return n > 0 ? sx / n : null;
}

/**
 * The column in [from, to] about which the lower two thirds of the car are most mirror-
 * symmetric within `half` pixels, or null when nothing is clearly symmetric.
 */
function faceAxis(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  box: PixelBox,
  from: number,
  to: number,
  half: number,
): number | null {
  const y0 = Math.round(box.y + box.h * 0.3);
  const y1 = Math.round(box.y + box.h * 0.9);
  const ystep = Math.max(1, Math.round((y1 - y0) / 40));
  const dstep = Math.max(1, Math.round(half / 20));
  const xstep = Math.max(1, Math.round((to - from) / 24));
  let best: number | null = null;
  let bestScore = Infinity;
  for (let cx = Math.round(from); cx <= to; cx += xstep) {
    let diff = 0;
    let n = 0;
    for (let y = y0; y < y1; y += ystep) {
      for (let d = dstep; d <= half; d += dstep) {
        const l = cx - d;
        const r = cx + d;
        if (l < box.x || r >= box.x + box.w) continue;
        const i = y * width + l;
        const j = y * width + r;
        if (alpha[i]! < 0.5 || alpha[j]! < 0.5) continue;
        diff += Math.abs(lab[i * 3]! - lab[j * 3]!);
        n++;
      }
    }
    if (n < 40) continue;
    const score = diff / n;
    if (score < bestScore) {
      bestScore = score;
      best = cx;
    }
  }
  return best;
}

/** Belt line (about 45% down the flank) and sill line (the lowest fifth: sills, lower bumper), at both box edges. */
function bands(sil: Silhouette): Pick<CarLayout, 'belt' | 'sill'> {
  const roof = Math.min(...sil.top);
  const left = meanOver(sil.bottom, 0, 0.2);
  const right = meanOver(sil.bottom, 0.8, 1);
  return {
    belt: { left: roof + 0.45 * (left - roof), right: roof + 0.45 * (right - roof) },
    sill: { left: roof + 0.8 * (left - roof), right: roof + 0.8 * (right - roof) },
  };
}
