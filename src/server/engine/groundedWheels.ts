import type { Scene } from './scene';

/**
 * Wheels from the silhouette's shape alone: a car stands on its tyres, so the lowest points of
 * its outline, where it touches the line it rests on, are tyre bottoms, and the outline there
 * follows the tyre's round lower arc until it meets the sill or the bumper. Colour plays no
 * part, so a black tyre on black paint and a silver rim on silver paint are found alike, and a
 * dark ring in a bumper (an intake, a fog lamp) never is: it does not stand on the ground.
 */
export interface GroundedWheel {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** A column touches the resting line when it is this close to it, in car heights. */
const CONTACT = 0.012;
/** How high the tyre's arc is followed, in car heights: below the sills of all but the lowest cars. */
const ARC_DEPTH = 0.1;
/** Tyre radius, in car heights, from the lowest sports car to a tall pickup seen from low down. */
const MIN_R = 0.08;
const MAX_R = 0.34;
/** A tyre's mean lightness (L*) at most: worn black rubber in sunlight. */
const TYRE_MAX_L = 42;
/**
 * Over this mean lightness the ring's upper half is no tyre: the paint of a bumper hiding it.
 * On the 41 annotated photos the tops of the arcs no dark ring confirms read L* 11-52 where the
 * tyre shows, 69 under white-saloon-rear34-street's rear bumper corner (its tyre peeks out
 * below; painting the whole circle left a white disc on the bumper).
 */
const HIDDEN_TOP_L = 55;

export function groundedWheels(lab: Float32Array, alpha: Float32Array, width: number, scene: Scene): GroundedWheel[] {
  const { box } = scene;
  const { w, h } = box;
  if (w < 24 || h < 16) return [];
  // The outline's lowest row per column, measured from the box's top.
  const bottom = scene.filledBottom.map((y) => y - box.y);
  const resting = restingLine(bottom);
  const gap = new Float32Array(w).fill(Infinity);
  for (let x = 0; x < w; x++) if (Number.isFinite(bottom[x]!)) gap[x] = resting(x) - bottom[x]!;
  const tol = Math.max(2, h * CONTACT);
  const depth = h * ARC_DEPTH;
  const wheels: GroundedWheel[] = [];
  let x = 0;
  while (x < w) {
    if (gap[x]! > tol) {
      x++;
      continue;
    }
    let end = x;
    while (end + 1 < w && gap[end + 1]! <= tol) end++;
    // Follow the tyre's arc out to either side while it keeps rising and stays low: where it
    // levels off or turns down is the sill or a bumper, where it climbs past the depth the arch.
    const contact = Math.min(...[x, end].map((c) => bottom[c]!).filter(Number.isFinite));
    const walk = (from: number, step: number): { at: number; rise: number } => {
      let at = from;
      let rise = 0;
      while (at + step >= 0 && at + step < w) {
        const next = contact - bottom[at + step]!;
        if (!(next < depth) || next < rise - 1) break;
        at += step;
        rise = Math.max(rise, next);
      }
      return { at, rise };
    };
    const left = walk(x, -1);
    const right = walk(end, 1);
    const mid = (x + end) / 2;
    x = Math.max(end, right.at) + 1;
    // An end of the car resting on the line is a bumper or a spoiler lip, not a tyre.
    if (left.at <= 0 || right.at >= w - 1) continue;
    // Each side's chord gives a radius; a side that levels off at once (a bumper's flat bottom
    // next to the tyre) says nothing. The smaller radius is kept: paint left on a rim's edge is
    // a smaller fault than a hole in the wing above it.
    const radii = [
      { a: mid - left.at, d: left.rise },
      { a: right.at - mid, d: right.rise },
    ]
      .filter((s) => s.d >= Math.max(2, depth * 0.25))
      .map((s) => (s.a * s.a + s.d * s.d) / (2 * s.d));
    if (radii.length === 0) continue;
    const r = Math.min(...radii);
    if (r < h * MIN_R || r > h * MAX_R) continue;
    const ground = box.y + bottom[Math.round(mid)]!;
    const wheel = { cx: box.x + mid, cy: ground - r, rx: r, ry: r };
    if (tyreDark(lab, alpha, width, wheel)) wheels.push(wheel);
  }
  return wheels;
}

/**
 * Every tyre is dark rubber round its bottom: a light lip of a bumper or a sill resting on the
 * line is not a tyre.
 */
function tyreDark(lab: Float32Array, alpha: Float32Array, width: number, c: GroundedWheel): boolean {
  // Angles in half-turns, y pointing down: 0 is the right flank, 0.5 the bottom, 1 the left flank.
  return ringL(lab, alpha, width, c, 0.15, 0.85) < TYRE_MAX_L;
}

/**
 * Whether the tyre's upper half is not dark: the wheel stands on the ground but a bumper hides
 * all of it but its bottom (a three-quarter view's near corner, where the tyre peeks out under
 * the bumper and the outline's dip is all that shows of it).
 */
export function hiddenAbove(lab: Float32Array, alpha: Float32Array, width: number, c: GroundedWheel): boolean {
  const top = ringL(lab, alpha, width, c, 1.15, 1.85);
  return Number.isFinite(top) && top > HIDDEN_TOP_L;
}

/** Mean lightness on the tyre's ring between two angles (half-turns), Infinity where too little of it is on the car. */
function ringL(lab: Float32Array, alpha: Float32Array, width: number, c: GroundedWheel, from: number, to: number): number {
  let sum = 0;
  let n = 0;
  for (let k = 0; k <= 8; k++) {
    const t = Math.PI * (from + ((to - from) * k) / 8);
    const x = Math.round(c.cx + c.rx * 0.9 * Math.cos(t));
    const y = Math.round(c.cy + c.ry * 0.9 * Math.sin(t));
    const i = y * width + x;
    if (x < 0 || x >= width || i < 0 || i >= alpha.length || alpha[i]! < 0.5) continue;
    sum += lab[i * 3]!;
    n++;
  }
  return n >= 4 ? sum / n : Infinity;
}

/**
 * The line the car rests on: the lower convex hull of its outline's bottom, i.e. the straight
 * segments that touch the lowest points and pass below every other one.
 */
function restingLine(bottom: Float32Array): (x: number) => number {
  const pts: Array<[number, number]> = [];
  for (let x = 0; x < bottom.length; x++) if (Number.isFinite(bottom[x]!)) pts.push([x, bottom[x]!]);
  const hull: Array<[number, number]> = [];
  for (const p of pts) {
    // y grows downwards: keep the chain that turns so every point lies above (smaller y) it.
    while (hull.length >= 2) {
      const [ax, ay] = hull[hull.length - 2]!;
      const [bx, by] = hull[hull.length - 1]!;
      if ((bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax) >= 0) hull.pop();
      else break;
    }
    hull.push(p);
  }
  return (x: number) => {
    if (hull.length === 0) return 0;
    if (x <= hull[0]![0]) return hull[0]![1];
    for (let k = 1; k < hull.length; k++) {
      const [bx, by] = hull[k]!;
      if (x <= bx) {
        const [ax, ay] = hull[k - 1]!;
        return ay + ((by - ay) * (x - ax)) / Math.max(1e-6, bx - ax);
      }
    }
    return hull[hull.length - 1]![1];
  };
}
