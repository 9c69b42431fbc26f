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
  /**
   * Typical lightness of the paint: on coloured paint the median of the samples in its hue (only
   * paint shows it: glass, tyres, chrome and the sky's sheen are colourless); else the 75th
   * percentile of the body's L (glass, tyres, grilles and shadow are darker than paint).
   */
  L: number;
}

/** Share of the samples with a clear colour at which the car counts as coloured. */
const COLOURED_SHARE = 0.3;
const COLOURED_CHROMA = 14;
/** Hue histogram bins of this many degrees, each smoothed with its two neighbours. */
const HUE_BIN = 10;
/**
 * Samples this close in hue to the dominant bin are the paint's: as far as a lamp's hue must be
 * from the paint's to be a lens (lamps/lampRegions.ts). Paint spreads in hue under coloured light
 * (a red car at sunset runs from crimson to orange), a lens or the sky's sheen lies further off.
 */
const HUE_CLUSTER = 60;

/**
 * The paint's colour from Lab samples of the car's body (glass band and wheels already left out).
 * Paint is most of what remains on every view, whatever its shading: its hue is that of the
 * dominant cluster of colourful samples when enough of them are colourful, its lightness that
 * cluster's median; a colourless paint's lightness is a high quantile of all the samples.
 */
export function paintReference(samples: Float32Array): PaintReference {
  const n = samples.length / 3;
  if (n === 0) return { coloured: false, hue: 0, chroma: 0, a: 0, b: 0, L: 50 };
  const Ls = new Float32Array(n);
  const As = new Float32Array(n);
  const Bs = new Float32Array(n);
  const colourful: number[] = [];
  for (let i = 0; i < n; i++) {
    Ls[i] = samples[i * 3]!;
    As[i] = samples[i * 3 + 1]!;
    Bs[i] = samples[i * 3 + 2]!;
    if (Math.hypot(As[i]!, Bs[i]!) >= COLOURED_CHROMA) colourful.push(i);
  }
  const { hue, chroma, L: hueL } = dominantHue(samples, colourful);
  const coloured = colourful.length > n * COLOURED_SHARE;
  Ls.sort();
  As.sort();
  Bs.sort();
  return {
    coloured,
    hue,
    chroma,
    a: As[n >> 1]!,
    b: Bs[n >> 1]!,
    L: coloured ? hueL : Ls[Math.floor(n * 0.75)]!,
  };
}

/**
 * The paint's hue, chroma and lightness from the colourful samples' dominant hue cluster, not their mean:
 * a red lamp on a blue car, a sky-blue sheen on a red bonnet or an orange indicator on a yellow
 * one pull a mean hue off the paint (a red saloon read as magenta), not the cluster's peak.
 */
function dominantHue(samples: Float32Array, colourful: number[]): { hue: number; chroma: number; L: number } {
  if (!colourful.length) return { hue: 0, chroma: 0, L: 50 };
  const bins = 360 / HUE_BIN;
  const counts = new Float64Array(bins);
  const hues = colourful.map((i) => hueDeg(samples[i * 3 + 1]!, samples[i * 3 + 2]!));
  for (const h of hues) counts[Math.floor(h / HUE_BIN) % bins]!++;
  let peak = 0;
  let best = -1;
  for (let k = 0; k < bins; k++) {
    const v = counts[(k + bins - 1) % bins]! + 2 * counts[k]! + counts[(k + 1) % bins]!;
    if (v > best) [best, peak] = [v, (k + 0.5) * HUE_BIN];
  }
  let sa = 0;
  let sb = 0;
  const chromas: number[] = [];
  const Ls: number[] = [];
  colourful.forEach((i, k) => {
    if (hueDistance(hues[k]!, peak) >= HUE_CLUSTER) return;
    const a = samples[i * 3 + 1]!;
    const b = samples[i * 3 + 2]!;
    const c = Math.hypot(a, b);
    sa += a / c;
    sb += b / c;
    chromas.push(c);
    Ls.push(samples[i * 3]!);
  });
  chromas.sort((p, q) => p - q);
  Ls.sort((p, q) => p - q);
  return { hue: hueDeg(sa, sb), chroma: chromas[chromas.length >> 1]!, L: Ls[Ls.length >> 1]! };
}
