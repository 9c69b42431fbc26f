import { hueDeg } from '../../domain/engine/color';

/** What one k-means cluster of the car's pixels looks like, and where on the car it sits. */
export interface ClusterInfo {
  L: number;
  a: number;
  b: number;
  chroma: number;
  hue: number;
  count: number;
  /** Mean height on the car, 0 = roof, 1 = ground. */
  meanV: number;
  /** Pixels in the door band (40-80% down the car), where paint dominates on every view. */
  bandCount: number;
}

export function hueDistance(h1: number, h2: number): number {
  const d = Math.abs(h1 - h2) % 360;
  return d > 180 ? 360 - d : d;
}

export function describeCluster(L: number, a: number, b: number): Pick<ClusterInfo, 'L' | 'a' | 'b' | 'chroma' | 'hue'> {
  return { L, a, b, chroma: Math.hypot(a, b), hue: hueDeg(a, b) };
}

/** The paint's own cluster: common in the door band, and colourful if the car is. */
export function referenceCluster(clusters: ClusterInfo[]): number {
  let best = 0;
  let bestScore = -1;
  clusters.forEach((c, i) => {
    const score = c.bandCount * (1 + c.chroma / 25);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/**
 * Paint probability of each cluster, 0..1. Coloured paint is told apart by hue; grey, white and
 * black paint only by lightness, which is why their glass and tyres need shape cues as well.
 */
export function paintLikelihood(clusters: ClusterInfo[], ref: number): number[] {
  const r = clusters[ref]!;
  const coloured = r.chroma > 14;
  return clusters.map((c, i) => {
    if (i === ref) return 1;
    if (coloured) {
      const sameHue = hueDistance(c.hue, r.hue) < 30 && c.chroma > Math.max(8, 0.35 * r.chroma);
      if (sameHue) return 1;
      // Specular highlights on coloured paint wash out to near white, but never sit on the ground.
      const highlight = c.L > r.L + 12 && c.chroma < 22 && c.meanV < 0.75;
      return highlight ? 0.8 : 0;
    }
    const dL = c.L - r.L;
    if (Math.abs(dL) < 14 && c.chroma < 18) return 1;
    return Math.abs(dL) < 24 && c.chroma < 18 ? 0.5 : 0;
  });
}
