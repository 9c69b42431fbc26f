import { hueDeg } from '../../domain/paint/color';

export function hueDistance(h1: number, h2: number): number {
  const d = Math.abs(h1 - h2) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * Below this paint lightness the car counts as dark. Biased towards dark on purpose: a black car
 * taken for a light one would lose its whole body, a light one taken for black only keeps its
 * trim painted (a backlit silver car reads as dark as a black one in a studio).
 */
export const DARK_PAINT_L = 58;

/** What the car's paint looks like, read from its big panels. */
export interface PaintReference {
  /** The paint has a clear colour (not white, silver, grey or black). */
  coloured: boolean;
  /** Hue of the paint in degrees (meaningful when coloured). */
  hue: number;
  /** Typical chroma of the coloured paint pixels. */
  chroma: number;
  /** Median a* and b* of the samples: the tint of white, silver and grey paint in this light. */
  a: number;
  b: number;
  /** Typical lightness of the paint: the 75th percentile of the body's L. */
  L: number;
}

/** Share of the samples with a clear colour at which the car counts as coloured. */
const COLOURED_SHARE = 0.3;
const COLOURED_CHROMA = 14;

/**
 * The paint's colour from Lab samples of the car's body (glass band and wheels already left out).
 * Paint is most of what remains on every view, whatever its shading: its hue is the mean hue
 * of the colourful samples when enough of them are colourful, and its lightness a high quantile
 * (glass, tyres, grilles and shadow are all darker than paint, never lighter on most of the car).
 */
export function paintReference(samples: Float32Array): PaintReference {
  const n = samples.length / 3;
  if (n === 0) return { coloured: false, hue: 0, chroma: 0, a: 0, b: 0, L: 50 };
  const Ls = new Float32Array(n);
  const As = new Float32Array(n);
  const Bs = new Float32Array(n);
  const chromas: number[] = [];
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < n; i++) {
    Ls[i] = samples[i * 3]!;
    const a = samples[i * 3 + 1]!;
    const b = samples[i * 3 + 2]!;
    As[i] = a;
    Bs[i] = b;
    const c = Math.hypot(a, b);
    if (c < COLOURED_CHROMA) continue;
    chromas.push(c);
    sa += a / c;
    sb += b / c;
  }
  Ls.sort();
  As.sort();
  Bs.sort();
  chromas.sort((p, q) => p - q);
  const coloured = chromas.length > n * COLOURED_SHARE;
  return {
    coloured,
    hue: hueDeg(sa, sb),
    chroma: chromas.length ? chromas[chromas.length >> 1]! : 0,
    a: As[n >> 1]!,
    b: Bs[n >> 1]!,
    L: Ls[Math.floor(n * 0.75)]!,
  };
}
