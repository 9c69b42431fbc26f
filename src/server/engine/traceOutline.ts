import { components } from './raster';

export const MAX_OUTLINE_POINTS = 200;

type Point = { x: number; y: number };

// Moore neighbourhood, clockwise from west (image coordinates, y down).
const DX = [-1, -1, 0, 1, 1, 1, 0, -1];
const DY = [0, -1, -1, -1, 0, 1, 1, 1];

/**
 * The outer contour of the largest object in a 0/1 mask, as a normalised polygon of at most
 * 200 points (Moore-neighbour tracing, then Douglas-Peucker with a growing tolerance).
 */
export function traceOutline(mask: Uint8Array, w: number, h: number): Point[] {
  const { labels, sizes } = components(mask, w, h);
  let keep = 0;
  for (let l = 1; l < sizes.length; l++) if (sizes[l]! > (sizes[keep] ?? 0)) keep = l;
  if (!keep) return [];
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && labels[y * w + x] === keep;
  const start = labels.indexOf(keep);
  const contour: Point[] = [];
  let x = start % w;
  let y = (start - x) / w;
  // As if entered moving east: the first pixel in raster order has background on its west.
  let dir = 4;
  const limit = 4 * w * h;
  let second = -1;
  for (let steps = 0; steps < limit; steps++) {
    // Look around clockwise, starting just after the pixel we came from (direction dir + 4).
    let next = -1;
    for (let k = 0; k < 8; k++) {
      const d = (dir + 5 + k) % 8;
      if (inside(x + DX[d]!, y + DY[d]!)) {
        next = d;
        break;
      }
    }
    const to = next < 0 ? -1 : (y + DY[next]!) * w + x + DX[next]!;
    // Done when the start is left towards the same pixel as the first time (a thin part may
    // pass through the start pixel before the contour is complete).
    if (steps > 0 && y * w + x === start && to === second) break;
    contour.push({ x, y });
    if (next < 0) break;
    if (second < 0) second = to;
    x += DX[next]!;
    y += DY[next]!;
    dir = next;
  }
  let epsilon = 0.5;
  let poly = simplify(contour, epsilon);
  while (poly.length > MAX_OUTLINE_POINTS) {
    epsilon *= 1.6;
    poly = simplify(contour, epsilon);
  }
  return poly.map((p) => ({ x: round4((p.x + 0.5) / w), y: round4((p.y + 0.5) / h) }));
}

/** Douglas-Peucker on a closed contour (its first point is kept). */
function simplify(points: Point[], epsilon: number): Point[] {
  if (points.length < 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  // Split the closed loop at its farthest point from the start, then simplify both halves.
  let far = 0;
  let best = -1;
  for (let i = 1; i < points.length; i++) {
    const d = (points[i]!.x - points[0]!.x) ** 2 + (points[i]!.y - points[0]!.y) ** 2;
    if (d > best) {
      best = d;
      far = i;
    }
  }
  keep[far] = 1;
  const stack: Array<[number, number]> = [
    [0, far],
    [far, points.length],
  ];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const p = points[a]!;
    const q = points[b % points.length]!;
    let index = -1;
    let dmax = epsilon;
    for (let i = a + 1; i < b; i++) {
      const d = distanceToSegment(points[i]!, p, q);
      if (d > dmax) {
        dmax = d;
        index = i;
      }
    }
    if (index >= 0) {
      keep[index] = 1;
      stack.push([a, index], [index, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const len2 = vx * vx + vy * vy;
  const t = len2 ? Math.max(0, Math.min(1, ((p.x - a.x) * vx + (p.y - a.y) * vy) / len2)) : 0;
  return Math.hypot(p.x - a.x - t * vx, p.y - a.y - t * vy);
}

function round4(v: number): number {
  return Math.round(Math.min(1, Math.max(0, v)) * 10000) / 10000;
}
