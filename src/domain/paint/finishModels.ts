import type { FinishId } from '../catalog/finishes';

/**
 * How each finish turns the photo's own shading into the new paint's shading. The photo's
 * lightness is split into three bands: the diffuse light (a wide blur: how much light each panel
 * gets), the soft reflections (a narrow blur) and the fine detail (crisp reflections, creases,
 * panel gaps). Each finish keeps a different share of each band. The numbers were tuned by eye
 * on the fixture photos.
 */
export interface FinishModel {
  /** Share of the diffuse (wide-blur) lightness in the shading: matte lives on it. */
  diffuseMix: number;
  /** Share of the narrow-blur lightness: softens crisp reflections (satin, metallic). */
  blurMix: number;
  /** Unsharp amount on top of the photo: crisper reflections (gloss). */
  sharpen: number;
  /** L* units per unit of normalised shading below the median (shadows). */
  contrast: number;
  /** L* units per unit of normalised shading above the median (lit side); contrast when absent. */
  lightContrast?: number;
  /** Soft cap of the normalised highlights (Infinity = none): no glare on matte. */
  highlightCap: number;
  /** Extra lightness of strong highlights (wet-look glare). */
  glare: number;
  /** Share of the original colour deviation kept: tinted reflections on gloss. */
  keepTint: number;
  /** Amplitude of the fine metal flake in L* units (0 = none). */
  flake: number;
  /** Hue swing in degrees from the shadows to the highlights (pearlescent). */
  pearlShift: number;
  /** Mirror look: reflects the photo's surroundings instead of shading paint. */
  mirror: boolean;
  /** Chroma multiplier of the target colour. */
  chroma: number;
}

const BASE: FinishModel = {
  diffuseMix: 0,
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
  // Matte film scatters light: the panels keep their diffuse light and shadow, reflections and
  // glare are gone, highlights roll off early.
  matte: { ...BASE, diffuseMix: 0.7, blurMix: 0.22, contrast: 13, lightContrast: 7, highlightCap: 0.7, keepTint: 0, chroma: 0.9 },
  // Satin: the reflections are still there but blurred and dimmed.
  satin: { ...BASE, diffuseMix: 0.3, blurMix: 0.45, contrast: 12, lightContrast: 10, highlightCap: 1.4, glare: 2, keepTint: 0.05 },
  glossy: { ...BASE, sharpen: 0.35, contrast: 13, glare: 10, keepTint: 0.15 },
  metallic: { ...BASE, blurMix: 0.2, contrast: 14, highlightCap: 2.5, glare: 6, keepTint: 0.08, flake: 6 },
  pearlescent: { ...BASE, blurMix: 0.3, contrast: 11, highlightCap: 2, glare: 4, keepTint: 0.04, pearlShift: 50 },
  chrome: { ...BASE, sharpen: 0.5, contrast: 30, keepTint: 0, mirror: true, chroma: 1 },
};

/** Applies the finish's highlight cap and glare to a normalised shading value. */
export function shapeShading(model: FinishModel, s: number): number {
  let v = s;
  if (v > 0 && Number.isFinite(model.highlightCap)) v = model.highlightCap * Math.tanh(v / model.highlightCap);
  if (model.glare > 0 && v > 1) v += ((v - 1) * model.glare) / model.contrast;
  return v;
}

/** Shading (normalised) to an L* offset for the finish: shadows and lit side may differ. */
export function shadingOffset(model: FinishModel, s: number): number {
  return s * (s > 0 ? (model.lightContrast ?? model.contrast) : model.contrast);
}
