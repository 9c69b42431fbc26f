import { baseLightness, shadingOffset, shapeShading, type FinishModel, type PhotoLight } from './finishModels';
import { chromaFactor, remapLightness } from './lightness';

/** A pixel's tone: the finish's shaped shading, the paint's lightness there and the share of its chroma kept. */
export interface Tone {
  s: number;
  L: number;
  k: number;
}

// Normalised shading rarely leaves +-10 (the spread is floored); 32 steps a unit keep the
// interpolation within 0.02 L* (a twentieth of an 8-bit level) for every paint lightness a look
// can ask for (3..97), and the curves' kinks (shading 0 and 1) fall on grid points.
const MIN = -16;
const MAX = 16;
const PER_UNIT = 32;
const STEPS = (MAX - MIN) * PER_UNIT;

/** The tone of one pixel computed directly: what the table holds, and the answer beyond its range. */
export function exactTone(model: FinishModel, targetL: number, shading: number, light: PhotoLight, out: Tone): void {
  const s = shapeShading(model, shading);
  const base = baseLightness(model, targetL);
  const L = remapLightness(base, shadingOffset(model, s, base, light), model.floor);
  out.s = s;
  out.L = L;
  out.k = chromaFactor(base, L);
}

/**
 * A finish's tone curve for one paint colour's lightness, tabulated once per look. Per pixel it
 * replaces tanh, exp and pow (the pow alone was a third of the recolour's time) by a lookup and
 * a linear interpolation, so a change of colour costs little more than the Lab to RGB step.
 */
export class ToneCurve {
  private readonly table = new Float32Array((STEPS + 1) * 3);
  private readonly tone: Tone = { s: 0, L: 0, k: 0 };

  constructor(
    private readonly model: FinishModel,
    readonly targetL: number,
    /** How the photo's body is lit. */
    private readonly light: PhotoLight,
  ) {
    for (let j = 0; j <= STEPS; j++) {
      exactTone(model, targetL, MIN + j / PER_UNIT, light, this.tone);
      this.table[j * 3] = this.tone.s;
      this.table[j * 3 + 1] = this.tone.L;
      this.table[j * 3 + 2] = this.tone.k;
    }
  }

  at(shading: number, out: Tone): void {
    const t = (shading - MIN) * PER_UNIT;
    // Also false for NaN, which then takes the exact path as it always did.
    if (!(t >= 0 && t < STEPS)) {
      exactTone(this.model, this.targetL, shading, this.light, out);
      return;
    }
    const j = t | 0;
    const f = t - j;
    const v = this.table;
    const o = j * 3;
    const L = v[o + 1]! + (v[o + 4]! - v[o + 1]!) * f;
    out.s = v[o]! + (v[o + 3]! - v[o]!) * f;
    out.L = L;
    // Near black and white the chroma's curve turns too steeply to interpolate; few pixels are there.
    out.k = L > 2 && L < 98 ? v[o + 2]! + (v[o + 5]! - v[o + 2]!) * f : chromaFactor(baseLightness(this.model, this.targetL), L);
  }
}
