import type { FinishId } from '../catalog/finishes';

/**
 * How each finish turns the photo's own shading into the new paint's shading. The numbers were
 * tuned by eye on the fixture contact sheet; what matters is that the six finishes look different.
 */
export interface FinishModel {
  /** Share of the blurred lightness used: softens crisp reflections (matte, satin). */
  blurMix: number;
  /** Unsharp amount: crisper reflections (gloss, chrome). */
  sharpen: number;
  /** L* units per unit of normalised shading. */
  contrast: number;
  /** Soft cap of the normalised highlights (Infinity = none): no glare on matte. */
  highlightCap: number;
  /** Extra lightness of strong highlights (wet-look glare). */
  glare: number;
  /** Share of the original colour deviation kept: tinted reflections on gloss. */
  keepTint: number;
  /** Amplitude of per-pixel flake sparkle in L* units. */
  flake: number;
  /** Hue swing in degrees with the light (pearlescent). */
  pearlShift: number;
  /** Mirror look: high-contrast S-curve, chroma reduced to a tint. */
  mirror: boolean;
  /** Chroma multiplier of the target colour. */
  chroma: number;
}

const BASE: FinishModel = {
  blurMix: 0,
  sharpen: 0,
  contrast: 12,
  highlightCap: Infinity,
  glare: 0,
  keepTint: 0.12,
  flake: 0,
  pearlShift: 0,
  mirror: false,
  chroma: 1,
};

export const FINISH_MODELS: Record<FinishId, FinishModel> = {
  matte: { ...BASE, blurMix: 0.85, contrast: 8, highlightCap: 0.5, keepTint: 0, chroma: 0.92 },
  satin: { ...BASE, blurMix: 0.5, contrast: 10, highlightCap: 1.3, keepTint: 0.06 },
  glossy: { ...BASE, sharpen: 0.35, contrast: 13, glare: 10, keepTint: 0.15 },
  metallic: { ...BASE, blurMix: 0.2, contrast: 13, highlightCap: 2.5, glare: 5, keepTint: 0.1, flake: 7 },
  pearlescent: { ...BASE, blurMix: 0.3, contrast: 11, highlightCap: 2, glare: 4, keepTint: 0.05, pearlShift: 40 },
  chrome: { ...BASE, sharpen: 0.6, contrast: 30, glare: 0, keepTint: 0.3, mirror: true, chroma: 0.6 },
};

/** Applies the finish's highlight cap to a normalised shading value. */
export function shapeShading(model: FinishModel, s: number): number {
  let v = s;
  if (v > 0 && Number.isFinite(model.highlightCap)) v = model.highlightCap * Math.tanh(v / model.highlightCap);
  if (model.glare > 0 && v > 1) v += ((v - 1) * model.glare) / model.contrast;
  return v;
}
