import type { PixelBox } from '../../domain/engine/types';
import { kmeans } from './kmeans';
import { describeCluster, paintLikelihood, referenceCluster, type ClusterInfo } from './paintClusters';
import { boxMean } from './raster';
import { groundAt, type Wheels } from './wheels';

// A colourful car's paint spans more shades (lit, shadowed sills) than a white, black or grey
// one's: with six clusters the orange coupe's windscreen sky merged with its paint highlights,
// while seven split a white car's paint into a cluster too few to be the reference.
const K_NEUTRAL = 6;
const K_COLOURED = 7;
const SAMPLES = 6000;
// Lightness counts half: shading varies far more than paint colour across one panel.
const L_WEIGHT = 0.5;
const SOFTNESS = 40;

/**
 * The painted body within the car: k-means on the car's colours decides which clusters are
 * paint, then each pixel gets a soft paint weight, multiplied by the car alpha.
 */
export function bodyMask(lab: Float32Array, alpha: Float32Array, width: number, height: number, box: PixelBox, wheels: Wheels): Float32Array {
  const body = new Float32Array(width * height);
  const { points, vs } = samplePoints(lab, alpha, width, box);
  const n = vs.length;
  const K = colouredShare(points, vs) > 0.3 ? K_COLOURED : K_NEUTRAL;
  if (n < K * 4) return body;
  const km = kmeans(points, 3, K, 10, 7);
  const clusters: ClusterInfo[] = [];
  for (let c = 0; c < K; c++) {
    const L = km.centres[c * 3]! / L_WEIGHT;
    clusters.push({ ...describeCluster(L, km.centres[c * 3 + 1]!, km.centres[c * 3 + 2]!), count: km.counts[c]!, meanV: 0, bandCount: 0 });
  }
  for (let i = 0; i < n; i++) {
    const c = clusters[km.assignments[i]!]!;
    c.meanV += vs[i]!;
    if (vs[i]! > 0.4 && vs[i]! < 0.8) c.bandCount++;
  }
  for (const c of clusters) c.meanV = c.count ? c.meanV / c.count : 1;
  const likelihood = paintLikelihood(clusters, referenceCluster(clusters));

  // Box-local planes: the car's box is all that is ever painted.
  const weights = new Float32Array(box.w * box.h);
  const dist = new Float32Array(K);
  const soft = (i: number) => softPaint(lab, i, km.centres, likelihood, dist);
  for (let y = 0; y < box.h; y++) {
    for (let x = 0; x < box.w; x++) {
      const i = (box.y + y) * width + box.x + x;
      if (alpha[i]! <= 0) continue;
      weights[y * box.w + x] = soft(i);
    }
  }
  // A light blur removes salt-and-pepper flips between clusters on smooth panels.
  const smooth = boxMean(weights, box.w, box.h, 1);
  // Paint never reaches the ground: below the wheels' contact line is contact shadow.
  const wheelH = wheels.contacts.reduce((m, c) => Math.max(m, c.h), 0);
  for (let x = box.x; x < box.x + box.w; x++) {
    const ground = groundAt(wheels.contacts, x);
    const cut = ground === null ? height : ground - wheelH * 0.15;
    for (let y = box.y; y < box.y + box.h; y++) {
      const i = y * width + x;
      const a = alpha[i]!;
      if (a <= 0 || y > cut) continue;
      body[i] = a * Math.min(1, smooth[(y - box.y) * box.w + x - box.x]! * 1.15) * (1 - wheels.mask[i]!);
    }
  }
  return body;
}

function softPaint(lab: Float32Array, i: number, centres: Float32Array, likelihood: number[], d: Float32Array): number {
  const L = lab[i * 3]! * L_WEIGHT;
  const a = lab[i * 3 + 1]!;
  const b = lab[i * 3 + 2]!;
  let num = 0;
  let den = 0;
  let dMin = Infinity;
  const K = likelihood.length;
  for (let c = 0; c < K; c++) {
    d[c] = (L - centres[c * 3]!) ** 2 + (a - centres[c * 3 + 1]!) ** 2 + (b - centres[c * 3 + 2]!) ** 2;
    if (d[c]! < dMin) dMin = d[c]!;
  }
  for (let c = 0; c < K; c++) {
    const dc = d[c]! - dMin;
    // Beyond 12 softness units a cluster's share is below 1e-5: skip the exp.
    if (dc > SOFTNESS * 12) continue;
    const e = Math.exp(-dc / SOFTNESS);
    num += e * likelihood[c]!;
    den += e;
  }
  return num / den;
}

/** Share of the door band's samples with a clear colour (chroma over 14). */
function colouredShare(points: Float32Array, vs: Float32Array): number {
  let band = 0;
  let coloured = 0;
  for (let i = 0; i < vs.length; i++) {
    if (vs[i]! < 0.4 || vs[i]! > 0.8) continue;
    band++;
    if (Math.hypot(points[i * 3 + 1]!, points[i * 3 + 2]!) > 14) coloured++;
  }
  return band ? coloured / band : 0;
}

function samplePoints(lab: Float32Array, alpha: Float32Array, width: number, box: PixelBox): { points: Float32Array; vs: Float32Array } {
  let inside = 0;
  for (let y = box.y; y < box.y + box.h; y++) for (let x = box.x; x < box.x + box.w; x++) if (alpha[y * width + x]! > 0.6) inside++;
  const step = Math.max(1, Math.round(Math.sqrt(inside / SAMPLES)));
  const pts: number[] = [];
  const vs: number[] = [];
  for (let y = box.y; y < box.y + box.h; y += step) {
    for (let x = box.x; x < box.x + box.w; x += step) {
      const i = y * width + x;
      if (alpha[i]! <= 0.6) continue;
      pts.push(lab[i * 3]! * L_WEIGHT, lab[i * 3 + 1]!, lab[i * 3 + 2]!);
      vs.push((y - box.y) / box.h);
    }
  }
  return { points: Float32Array.from(pts), vs: Float32Array.from(vs) };
}
