import { hueDeg } from '../../domain/paint/color';
import type { PixelBox } from '../../domain/paint/types';
import { groundedWheels, hiddenAbove } from './groundedWheels';
import { faceBeyond, MAX_UNCONFIRMED_TYRE, plausibleRing } from './plausibleRings';
import { hueDistance } from './paintClusters';
import { beltAt, type Scene } from './scene';
import { clamp01 } from '../../domain/paint/clamp01';

/**
 * Wheels are dark tyre rings low on the car around a rim that is usually lighter. They are
 * found with a ring template on a coarse darkness map of the car's lower half: a ring scores
 * when it is dark all the way round (a floor shadow is dark only below, a dark door only on
 * one side) and its middle is not. Several sizes and squashes are tried, because a wheel seen
 * at an angle is an ellipse.
 */
export interface Wheels {
  /** 0..1 exclusion plane of tyres and rims. */
  mask: Float32Array;
  /** Bottom-centre of each wheel found, in pixels: where the car meets the ground. */
  contacts: Array<{ x: number; y: number; w: number; h: number }>;
  /**
   * 0..1 plane of the wheels the silhouette stands on (groundedWheels), drawn as the ring found
   * above where one confirms it: found by shape, not colour, so they hold where a rim is as light
   * as silver paint or a tyre as dark as black paint.
   */
  grounded: Float32Array;
}

const TYRE_MAX_L = 34;
const TYRE_MAX_CHROMA = 14;
/** Coarse grid width across the car box. */
const GRID_W = 150;
const RING = 24;
const MIN_SCORE = 0.55;
/** Tyre outer radius over rim radius: 17-20 inch rims on 26-31 inch tyres. */
const TYRE_PER_RIM = 1.4;
/**
 * On dark paint, where rubber and paint look alike, the tyre's outer edge is often lower and
 * wider than the outline's arc says.
 */
const DARK_TYRE_GROW = 1.2;

interface Candidate {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  score: number;
}

/** Entry point: the wheels of the car in the scene (rings found by darkness or rims, confirmed by the outline). */
export function findWheels(lab: Float32Array, alpha: Float32Array, width: number, height: number, scene: Scene): Wheels {
  const { box } = scene;
  const out = new Float32Array(width * height);
  const grounded = new Float32Array(width * height);
  const contacts: Wheels['contacts'] = [];
  if (box.w < 24 || box.h < 16) return { mask: out, contacts, grounded };
  // Seen from straight in front or behind, tyres are dark blocks at the bottom corners, not
  // rings: a ring found there is a grille, an intake or a lamp. The corners still stand on the
  // ground, which cuts off whatever shadow or road the silhouette trails below the car.
  if (scene.endView) return { mask: out, contacts: cornerContacts(alpha, width, box), grounded };
  // The grid follows the box's longer side: a tall box (a portrait, a high SUV) costs no more.
  const s = Math.max(1, Math.max(box.w, box.h) / GRID_W);
  const gw = Math.max(8, Math.floor(box.w / s));
  const gh = Math.max(8, Math.floor(box.h / s));
  // Darkness (tyre-like) and car-ness on the coarse grid, by point sampling.
  const dark = new Float32Array(gw * gh);
  const light = new Float32Array(gw * gh);
  const car = new Uint8Array(gw * gh);
  const bodyLs: number[] = [];
  const hue = new Float32Array(gw * gh).fill(NaN);
  let paintA = 0;
  let paintB = 0;
  let colouredCount = 0;
  for (let gy = 0; gy < gh; gy++) {
    const y = Math.min(height - 1, Math.round(box.y + (gy + 0.5) * s));
    for (let gx = 0; gx < gw; gx++) {
      const x = Math.min(width - 1, Math.round(box.x + (gx + 0.5) * s));
      const i = y * width + x;
      const L = lab[i * 3]!;
      const c = Math.hypot(lab[i * 3 + 1]!, lab[i * 3 + 2]!);
      dark[gy * gw + gx] = clamp01((TYRE_MAX_L + 6 - L) / 12) * clamp01((TYRE_MAX_CHROMA + 6 - c) / 12);
      light[gy * gw + gx] = L;
      car[gy * gw + gx] = alpha[i]! >= 0.5 ? 1 : 0;
      if (c >= TYRE_MAX_CHROMA) hue[gy * gw + gx] = hueDeg(lab[i * 3 + 1]!, lab[i * 3 + 2]!);
      if (car[gy * gw + gx] && gy > gh * 0.3 && gy < gh * 0.55) {
        bodyLs.push(L);
        if (c >= TYRE_MAX_CHROMA) {
          colouredCount++;
          paintA += lab[i * 3 + 1]!;
          paintB += lab[i * 3 + 2]!;
        }
      }
    }
  }
  // On dark paint darkness says little (a third of the flank is as dark as a tyre): a dark
  // ring finds wheel arches and shadowed doors. There the rim is the cue instead: a light disc
  // low on the car inside a dark ring (the tyre) that stands on the car's bottom edge.
  // The band also holds the side windows, dark on every car: a light car still shows its
  // paint in the band's lighter quarter.
  const sortedLs = Float32Array.from(bodyLs).sort();
  const upperL = sortedLs.length ? sortedLs[Math.floor(sortedLs.length * 0.75)]! : 100;
  const darkPaint = bodyLs.filter((L) => L < TYRE_MAX_L + 4).length > bodyLs.length * 0.3 && upperL < 60;
  // On a colourful car a ring whose middle shows the paint's hue is a bumper corner or a lamp
  // surround, never a wheel: rims and tyres have no such colour.
  const paintHue = colouredCount > bodyLs.length * 0.3 ? hueDeg(paintA, paintB) : NaN;
  const paintAt = (x: number, y: number): number => {
    const ix = Math.round(x);
    const iy = Math.round(y);
    if (ix < 0 || iy < 0 || ix >= gw || iy >= gh) return 0;
    const h = hue[iy * gw + ix]!;
    return Number.isFinite(h) && hueDistance(h, paintHue) < 30 ? 1 : 0;
  };
  const bottom = new Float32Array(gw).fill(-1);
  for (let gx = 0; gx < gw; gx++)
    for (let gy = gh - 1; gy >= 0; gy--)
      if (car[gy * gw + gx]) {
        bottom[gx] = gy;
        break;
      }
  const lightAt = (x: number, y: number): number => {
    const ix = Math.min(gw - 1, Math.max(0, Math.round(x)));
    const iy = Math.min(gh - 1, Math.max(0, Math.round(y)));
    return light[iy * gw + ix]!;
  };
  const ringCos = Array.from({ length: RING }, (_, k) => Math.cos((2 * Math.PI * k) / RING));
  const ringSin = Array.from({ length: RING }, (_, k) => Math.sin((2 * Math.PI * k) / RING));
  const at = (x: number, y: number): number => {
    const ix = Math.round(x);
    const iy = Math.round(y);
    return ix < 0 || iy < 0 || ix >= gw || iy >= gh ? 0 : dark[iy * gw + ix]!;
  };
  const candidates: Candidate[] = [];
  if (darkPaint) {
    for (let rimFrac = 0.06; rimFrac <= 0.14; rimFrac += 0.02) {
      const ry = rimFrac * gh;
      const tyreY = ry * TYRE_PER_RIM;
      for (const squash of [0.45, 0.65, 0.85, 1]) {
        const rx = ry * squash;
        for (let cy = Math.round(gh * 0.5); cy < gh - tyreY * 0.6; cy += 1) {
          for (let cx = Math.round(rx * TYRE_PER_RIM); cx < gw - rx * TYRE_PER_RIM; cx += 1) {
            if (!car[Math.round(cy) * gw + cx]) continue;
            if (bottom[cx]! - (cy + tyreY) > gh * 0.1 || cy + tyreY < gh * 0.8) continue;
            let innerL = lightAt(cx, cy);
            let innerMin = innerL;
            for (let k = 0; k < RING; k += 2) {
              const v = lightAt(cx + rx * 0.55 * ringCos[k]!, cy + ry * 0.55 * ringSin[k]!);
              innerL += v;
              if (v < innerMin) innerMin = v;
            }
            innerL /= RING / 2 + 1;
            // A rim is light all over (spokes and the gaps' brake discs average out), not in a spot.
            if (innerL < 45 || innerMin < 25) continue;
            // The tyre is dark all the way round: a light patch beside a dark door is not a rim.
            let tyreMin = Infinity;
            let tyreSum = 0;
            for (let quarter = 0; quarter < 4; quarter++) {
              let q = 0;
              for (let k = (quarter * RING) / 4; k < ((quarter + 1) * RING) / 4; k++)
                q += at(cx + rx * 1.25 * ringCos[k]!, cy + ry * 1.25 * ringSin[k]!);
              q /= RING / 4;
              tyreSum += q / 4;
              if (q < tyreMin) tyreMin = q;
            }
            const tyre = 0.7 * tyreMin + 0.3 * tyreSum;
            let edge = 0;
            for (let k = 0; k < RING; k += 2) edge += lightAt(cx + rx * 0.92 * ringCos[k]!, cy + ry * 0.92 * ringSin[k]!) / (RING / 2);
            const rim = clamp01((innerL - 35) / 25) * clamp01((edge - 30) / 20);
            const score = 0.55 * tyre + 0.45 * rim;
            if (score >= MIN_SCORE) candidates.push({ cx, cy, rx: rx * TYRE_PER_RIM, ry: tyreY, score: score + 0.05 * rimFrac });
          }
        }
      }
    }
  }
  for (let ryFrac = 0.1; ryFrac <= 0.3 && !darkPaint; ryFrac += 0.04) {
    const ry = ryFrac * gh;
    for (const squash of [0.45, 0.65, 0.85, 1]) {
      const rx = ry * squash;
      for (let cy = Math.round(gh * 0.5); cy < gh - ry * 0.6; cy += 1) {
        for (let cx = Math.round(rx); cx < gw - rx; cx += 1) {
          if (!car[Math.round(cy) * gw + cx]) continue;
          // A wheel stands on the ground: its bottom is near the bottom of the car there.
          if (bottom[cx]! - (cy + ry) > gh * 0.12 || cy + ry < gh * 0.8) continue;
          // Each quarter of the ring must be dark: the weakest quarter sets the score.
          let qMin = Infinity;
          let qSum = 0;
          for (let quarter = 0; quarter < 4; quarter++) {
            let q = 0;
            for (let k = (quarter * RING) / 4; k < ((quarter + 1) * RING) / 4; k++) {
              q +=
                at(cx + rx * 0.9 * ringCos[k]!, cy + ry * 0.9 * ringSin[k]!) +
                at(cx + rx * 0.78 * ringCos[k]!, cy + ry * 0.78 * ringSin[k]!);
            }
            q /= RING / 2;
            qSum += q;
            if (q < qMin) qMin = q;
            // The weakest quarter dominates the score: once it cannot reach the bar, stop.
            if (qMin * 0.8 + 0.2 < MIN_SCORE) break;
          }
          const ring = qMin * 0.8 + (qSum / 4) * 0.2;
          if (ring < MIN_SCORE) continue;
          let inner = 0;
          let innerL = 0;
          let ringL = 0;
          for (let k = 0; k < RING; k += 3) {
            inner += at(cx + rx * 0.4 * ringCos[k]!, cy + ry * 0.4 * ringSin[k]!) / (RING / 3);
            innerL += lightAt(cx + rx * 0.45 * ringCos[k]!, cy + ry * 0.45 * ringSin[k]!) / (RING / 3);
            ringL += lightAt(cx + rx * 0.88 * ringCos[k]!, cy + ry * 0.88 * ringSin[k]!) / (RING / 3);
          }
          inner = (inner + at(cx, cy)) / 2;
          if (Number.isFinite(paintHue)) {
            let paint = paintAt(cx, cy);
            for (let k = 0; k < RING; k += 3)
              paint +=
                paintAt(cx + rx * 0.45 * ringCos[k]!, cy + ry * 0.45 * ringSin[k]!) +
                paintAt(cx + rx * 0.7 * ringCos[k]!, cy + ry * 0.7 * ringSin[k]!);
            if (paint / (1 + (2 * RING) / 3) > 0.2) continue;
          }
          const rim = clamp01((innerL - ringL - 4) / 18);
          const score = ring - 0.35 * inner + 0.15 * rim;
          if (score >= MIN_SCORE * 0.8) candidates.push({ cx, cy, rx, ry, score: score + 0.05 * ryFrac });
        }
      }
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  const kept: Candidate[] = [];
  // A wheel's top sits below the belt line on every car: a ring reaching above it is a
  // tailgate's curve, a spare wheel cover or a badge's surround.
  const beltRow = (gx: number) => (scene.cabin ? beltAt(scene.cabin, Math.min(box.w - 1, Math.round(gx * s))) / s : -Infinity);
  for (const c of candidates) {
    if (kept.length >= 4) break;
    if (c.cy - c.ry < beltRow(c.cx)) continue;
    if (kept.some((k) => Math.abs(k.cx - c.cx) < (k.rx + c.rx) * 0.9)) continue;
    kept.push(c);
  }
  const standing = groundedWheels(lab, alpha, width, scene);
  const face = faceBeyond(scene, standing);
  for (const c of kept) {
    const cx = box.x + (c.cx + 0.5) * s;
    const cy = box.y + (c.cy + 0.5) * s;
    const rx = c.rx * s;
    const ry = c.ry * s;
    // A ring that the outline's own bottom confirms (a tyre arc resting on the ground under it)
    // is a wheel whatever its colours say: a silver rim on silver paint included.
    const confirmed = standing.findIndex((g) => Math.abs(g.cx - cx) < Math.max(g.rx, rx) && Math.abs(g.cy + g.ry - (cy + ry)) < ry * 0.5);
    // A ring found by darkness alone has to fit where the outline puts the wheels.
    if (confirmed < 0 && !plausibleRing(cx, ry, box, face)) continue;
    paintEllipse(out, width, cx, cy, rx, ry);
    if (confirmed >= 0) {
      paintEllipse(grounded, width, cx, cy, rx, ry);
      // On dark paint the ring is found from the light rim, and the tyre round it is a guess:
      // the outline's own arc under it says how far the rubber reaches.
      const arc = standing.splice(confirmed, 1)[0]!;
      if (darkPaint)
        paintEllipse(grounded, width, arc.cx, arc.cy - arc.ry * (DARK_TYRE_GROW - 1), arc.rx * DARK_TYRE_GROW, arc.ry * DARK_TYRE_GROW);
    }
    // A rim found on dark paint is sure enough to keep paint off it, not to draw the ground by.
    if (!darkPaint) contacts.push({ x: cx, y: cy + ry, w: 2 * rx, h: 2 * ry });
  }
  // A tyre arc no ring confirms still marks a wheel (a black tyre on black paint has no ring to
  // find), sized from the arc. Its size is a guess: on paint that is not colourful, where colour
  // will not take a wrongly large circle back, only a modest one is trusted.
  for (const g of standing) {
    if (!Number.isFinite(paintHue) && g.ry > box.h * MAX_UNCONFIRMED_TYRE) continue;
    if (scene.cabin && g.cy - g.ry < box.y + beltAt(scene.cabin, Math.min(box.w - 1, Math.max(0, Math.round(g.cx - box.x))))) continue;
    const grow = darkPaint ? DARK_TYRE_GROW : 1;
    // Of a tyre a bumper hides above its bottom only the rubber that peeks out is wheel.
    const rubberOnly = hiddenAbove(lab, alpha, width, g) ? (i: number) => lab[i * 3]! < TYRE_MAX_L : undefined;
    paintEllipse(grounded, width, g.cx, g.cy - g.ry * (grow - 1), g.rx * grow, g.ry * grow, rubberOnly);
  }
  return { mask: out, contacts, grounded };
}

/** Ground contacts of an end view: the low end of the silhouette in its outer eighths. */
function cornerContacts(alpha: Float32Array, width: number, box: PixelBox): Wheels['contacts'] {
  const span = Math.max(1, Math.round(box.w / 8));
  const corner = (from: number): Wheels['contacts'][number] | null => {
    const bottoms: number[] = [];
    for (let x = from; x < from + span; x++) {
      for (let y = box.y + box.h - 1; y >= box.y; y--)
        if (alpha[y * width + x]! >= 0.5) {
          bottoms.push(y);
          break;
        }
    }
    if (bottoms.length < span / 2) return null;
    bottoms.sort((a, b) => a - b);
    // A tyre's flat bottom is the lowest thing in the corner; a stray shadow speck is lower still.
    return { x: from + span / 2, y: bottoms[Math.floor(bottoms.length * 0.75)]!, w: span, h: box.h * 0.15 };
  };
  const left = corner(box.x);
  const right = corner(box.x + box.w - span);
  return left && right ? [left, right] : [];
}

/** Draws a wheel's ellipse into the plane; `keep`, where given, says which of its pixels it takes. */
function paintEllipse(
  out: Float32Array,
  width: number,
  cx: number,
  cy: number,
  rx0: number,
  ry0: number,
  keep?: (i: number) => boolean,
): void {
  // Grown a little: the tyre's outer edge and its shadowed sidewall belong to the wheel too.
  const rx = rx0 * 1.08 + 1;
  const ry = ry0 * 1.08 + 1;
  const height = out.length / width;
  for (let yy = Math.max(0, Math.floor(cy - ry)); yy <= Math.min(height - 1, Math.ceil(cy + ry)); yy++) {
    for (let xx = Math.max(0, Math.floor(cx - rx)); xx <= Math.min(width - 1, Math.ceil(cx + rx)); xx++) {
      const d = Math.hypot((xx - cx) / rx, (yy - cy) / ry);
      const v = d < 0.92 ? 1 : d < 1 ? (1 - d) / 0.08 : 0;
      const i = yy * width + xx;
      if (v > out[i]! && (!keep || keep(i))) out[i] = v;
    }
  }
}

/**
 * Height of the ground under the car at column x, from the wheels' contact points: a line
 * through the outermost two; null without wheels. A single wheel says nothing about the slope
 * of the ground, and in a three-quarter view the nearer end reaches lower in the picture than
 * its level, so one contact only gives the ground under that wheel (null elsewhere).
 */
export function groundAt(contacts: Wheels['contacts'], x: number): number | null {
  if (contacts.length === 0) return null;
  let a = contacts[0]!;
  let b = a;
  for (const c of contacts) {
    if (c.x < a.x) a = c;
    if (c.x > b.x) b = c;
  }
  if (a === b) return Math.abs(x - a.x) <= a.w / 2 ? a.y : null;
  return a.y + ((b.y - a.y) * (x - a.x)) / Math.max(1, b.x - a.x);
}
