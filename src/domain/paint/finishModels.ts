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
  /**
   * Share of the photo's own lightness deviations kept, in L* per L* (0 = none): the shading then
   * follows the photo's range instead of being normalised to `contrast`, which stays the least.
   */
  photoContrast: number;
  /** Share of the photo's dark fine detail (panel gaps, creases, the shadow line under a sill) kept. */
  creases: number;
  /** L* added to a black paint, fading out by L* 40: a scattering film never reads as a hole. */
  darkLift: number;
  /** L* taken off a white paint at the median, fading out by L* 60: room for its lit side to show form. */
  headroom: number;
  /** The darkest L* the deepest shadow reaches. */
  floor: number;
  /**
   * How far the shading follows lightness as light does (0 = the photo's L* offsets as they are,
   * 1 = as ratios of light): a shadow that darkens a black car by 8 L* darkens white paint by 20.
   */
  ratioTransfer: number;
  /** Extra share of the lit side on a black paint, fading out by L* 40: the sheen of the light it faces. */
  sheen: number;
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
  photoContrast: 0,
  creases: 0,
  darkLift: 0,
  headroom: 0,
  floor: 1,
  ratioTransfer: 0,
  sheen: 0,
};

export const FINISH_MODELS: Record<FinishId, FinishModel> = {
  // Matte film scatters light: the panels keep the photo's diffuse light and shadow (its broad
  // range, whatever the paint's lightness), creases and panel gaps stay, reflections and glare go.
  // Its sheen lifts a black into a charcoal whose form still reads.
  matte: {
    ...BASE,
    diffuseMix: 0.65,
    blurMix: 0.35,
    contrast: 13,
    highlightCap: 1.5,
    keepTint: 0,
    chroma: 0.9,
    photoContrast: 1,
    creases: 0.5,
    darkLift: 12,
    headroom: 7,
    floor: 2,
    ratioTransfer: 0.5,
    sheen: 1.8,
  },
  // Satin: the reflections are still there but blurred and dimmed.
  // Like matte it follows the photo's own range, with a softer sheen and less lift.
  satin: {
    ...BASE,
    diffuseMix: 0.3,
    blurMix: 0.45,
    contrast: 12,
    lightContrast: 10,
    highlightCap: 1.6,
    glare: 2,
    keepTint: 0.05,
    photoContrast: 0.9,
    ratioTransfer: 0.5,
    sheen: 1,
    darkLift: 5,
    headroom: 4,
  },
  glossy: { ...BASE, sharpen: 0.35, contrast: 13, glare: 10, keepTint: 0.15 },
  metallic: { ...BASE, blurMix: 0.2, contrast: 14, highlightCap: 2.5, glare: 6, keepTint: 0.08, flake: 6 },
  pearlescent: { ...BASE, blurMix: 0.3, contrast: 11, highlightCap: 2, glare: 4, keepTint: 0.04, pearlShift: 50 },
  chrome: { ...BASE, sharpen: 0.5, contrast: 30, keepTint: 0, mirror: true, chroma: 1 },
};

/** 1 for a black paint, fading to 0 by L* 40. */
function darkness(L: number): number {
  const fade = Math.max(0, 1 - L / 40);
  return fade * fade;
}

/** The lightness a paint shows at the body's median light: a matte black reads as charcoal. */
export function baseLightness(model: FinishModel, targetL: number): number {
  const light = Math.max(0, (targetL - 60) / 40);
  return targetL + model.darkLift * darkness(targetL) - model.headroom * light * light;
}

/** Applies the finish's highlight cap and glare to a normalised shading value. */
export function shapeShading(model: FinishModel, s: number): number {
  let v = s;
  if (v > 0 && Number.isFinite(model.highlightCap)) v = model.highlightCap * Math.tanh(v / model.highlightCap);
  if (model.glare > 0 && v > 1) v += ((v - 1) * model.glare) / model.contrast;
  return v;
}

/** How the photo's body is lit, the reference its shading is read against (L*). */
export interface PhotoLight {
  medianL: number;
  /** How far above the median the lit side reaches. */
  upL: number;
  /** How far below the median the shaded side goes. */
  downL: number;
  /** Half the body's range: one unit of shading for the finishes that do not follow the photo's range. */
  spreadL: number;
}

/**
 * A pixel's shading, normalised: its light's offset from the body's median in units of the
 * body's spread, or, for a finish that follows the photo's range, of that side's own reach (a
 * white car's lit side is a few L* under white, its shade deep; both then count alike).
 */
export function normalizedShading(model: FinishModel, light: PhotoLight, L: number): number {
  const d = L - light.medianL;
  if (!model.photoContrast) return d / light.spreadL;
  return d / (d > 0 ? light.upL : light.downL);
}

/**
 * Normalised shading to an L* offset for the finish on a paint of lightness `paintL`: shadows
 * and lit side may differ. A finish that follows the photo keeps `photoContrast` of each side's
 * reach, carried over as ratios of light as far as `ratioTransfer` says, and never less than
 * `contrast`; on dark paint the lit side gains the film's sheen.
 */
export function shadingOffset(model: FinishModel, s: number, paintL: number, light: PhotoLight): number {
  if (!model.photoContrast) return s * (s > 0 ? (model.lightContrast ?? model.contrast) : model.contrast);
  const ratio = Math.pow((paintL + 16) / (light.medianL + 16), model.ratioTransfer);
  if (s <= 0) return s * Math.max(model.contrast, model.photoContrast * light.downL * ratio);
  const lit = (model.lightContrast ?? model.contrast) * (1 + model.sheen * darkness(paintL));
  // A light paint's lit side shades up towards white instead of reaching it at once.
  const room = 1.2 * (99 - paintL);
  return s * Math.min(room, Math.max(lit, model.photoContrast * light.upL * ratio));
}
