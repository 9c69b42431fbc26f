import { boxBlurRegion } from './blur';
import { bodyStats } from './bodyStats';
import { hexToRgb, labToRgbInto, rgbaToLabRegion, rgbToLab, type Lab } from './color';
import { FINISH_MODELS, shapeShading, type FinishModel } from './finishModels';
import { chromaFactor, remapLightness } from './lightness';
import { hash2 } from './noise';
import { carbonWeave, makeStylePainter, type PaintSample } from './stylePainter';
import type { PixelBox, RecolorInput } from './types';

const MIN_WEIGHT = 1 / 255;

/** The contrasting colour used for stripes and second tones when none is chosen. */
export function defaultAccent(main: Lab): Lab {
  return main[0] > 58 ? [9, 0, 0] : [95, 0, 0];
}

/** Target colour after the visitor's "darker"/"more vivid" adjustments. */
export function adjustedTarget(hex: string, lightnessShift = 0, chromaScale = 1): Lab {
  const [L, a, b] = rgbToLab(hexToRgb(hex));
  return [Math.min(97, Math.max(3, L + lightnessShift)), a * chromaScale, b * chromaScale];
}

/** Bounding box of the mask's non-zero pixels, or null when the mask is empty. */
export function maskBounds(mask: Float32Array, width: number, height: number): PixelBox | null {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (mask[row + x]! < MIN_WEIGHT) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/**
 * Recolours the painted body of a photo. Everything where the body mask is 0 is returned
 * byte-for-byte unchanged; where it is between 0 and 1 the new paint is blended in.
 */
export function recolorBody(input: RecolorInput): Uint8ClampedArray {
  const { image, bodyMask, carBox } = input;
  const { width, height } = image;
  const out = new Uint8ClampedArray(image.data);
  const region = maskBounds(bodyMask, width, height);
  if (!region) return out;

  const lab = input.lab ?? rgbaToLabRegion(image.data, width, region, new Float32Array(width * height * 3));
  // Lightness of the region only, as its own plane: the blur reads it many times.
  const lightness = new Float32Array(region.w * region.h);
  for (let y = 0; y < region.h; y++) {
    for (let x = 0, i = (region.y + y) * width + region.x; x < region.w; x++, i++) lightness[y * region.w + x] = lab[i * 3]!;
  }
  const stats = bodyStats(lab, bodyMask, 0.5, { width, box: region });
  const model = FINISH_MODELS[input.finish];
  const blurRadius = Math.max(2, carBox.w * 0.012);
  const blurred = boxBlurRegion(lightness, region.w, 0, 0, region.w, region.h, blurRadius);

  const main = adjustedTarget(input.color, input.lightnessShift, (input.chromaScale ?? 1) * model.chroma);
  const accent = input.accentColor ? adjustedTarget(input.accentColor, 0, model.chroma) : defaultAccent(main);
  const paint = makeStylePainter(input.style, carBox, main, accent, input.layout);
  const sample: PaintSample = { L: 0, a: 0, b: 0, carbon: 0 };
  // Coarse enough for the weave to read at a thumbnail, as a real 2x2 twill does up close.
  const carbonCell = Math.max(2, carBox.w / 70);
  const rgb = new Float32Array(3);

  for (let y = region.y; y < region.y + region.h; y++) {
    for (let x = region.x; x < region.x + region.w; x++) {
      const i = y * width + x;
      const weight = bodyMask[i]!;
      if (weight < MIN_WEIGHT) continue;
      const L0 = lab[i * 3]!;
      const soft = blurred[(y - region.y) * region.w + (x - region.x)]!;
      // Shading is read from the photo: blurred for soft finishes, sharpened for mirror-like ones.
      const Lsrc = L0 + (soft - L0) * model.blurMix + (L0 - soft) * model.sharpen;
      const shading = (Lsrc - stats.medianL) / stats.spreadL;
      paint(x, y, sample);
      shadePixel(model, sample, shading, x, y, carBox, rgb, lab, i, stats.medianA, stats.medianB, carbonCell);
      const o = i * 4;
      out[o] = image.data[o]! + (rgb[0]! - image.data[o]!) * weight;
      out[o + 1] = image.data[o + 1]! + (rgb[1]! - image.data[o + 1]!) * weight;
      out[o + 2] = image.data[o + 2]! + (rgb[2]! - image.data[o + 2]!) * weight;
    }
  }
  return out;
}

function shadePixel(
  model: FinishModel,
  paint: PaintSample,
  shading: number,
  x: number,
  y: number,
  box: PixelBox,
  rgb: Float32Array,
  lab: Float32Array,
  i: number,
  medianA: number,
  medianB: number,
  carbonCell: number,
): void {
  let s = shapeShading(model, shading);
  let targetL = paint.L;
  let chromaScale = 1;
  if (model.mirror) {
    // Chrome: the environment's reflections dominate, pushed to near black and near white.
    const t = Math.tanh(s * 1.3);
    targetL = 52 + 44 * t;
    s = 0;
    chromaScale = 1 - 0.6 * Math.abs(t);
  }
  let L = remapLightness(targetL, s * model.contrast);
  let a = paint.a;
  let b = paint.b;
  if (model.pearlShift !== 0) {
    // Pearl: hue swings with the light on the panel and along the car.
    const u = (x - box.x) / Math.max(1, box.w) - 0.5;
    const angle = ((Math.tanh(s * 0.8) * 0.8 + u * 0.6) * model.pearlShift * Math.PI) / 180;
    const c = Math.cos(angle);
    const sn = Math.sin(angle);
    const a2 = a * c - b * sn;
    b = a * sn + b * c;
    a = a2;
    // A pale interference sheen on the lit side.
    if (s > 0) L = Math.min(98, L + 4 * Math.tanh(s));
  }
  if (model.flake > 0) {
    const sparkle = hash2(x, y, 7);
    // Most flakes are a faint grain; a few catch the light strongly in the highlights.
    const grain = (sparkle - 0.5) * model.flake * 0.5;
    const glint = sparkle > 0.985 ? model.flake * (1.2 + Math.max(0, s)) : 0;
    L = Math.min(99, Math.max(0, L + grain + glint));
  }
  if (paint.carbon > 0) {
    const weave = carbonWeave(x, y, carbonCell);
    const carbonL = 8 + 30 * weave + 10 * Math.max(0, Math.tanh(s));
    L += (carbonL - L) * paint.carbon;
    a *= 1 - paint.carbon * 0.9;
    b *= 1 - paint.carbon * 0.9;
  }
  const k = chromaFactor(targetL, L) * chromaScale;
  a = a * k + (lab[i * 3 + 1]! - medianA) * model.keepTint;
  b = b * k + (lab[i * 3 + 2]! - medianB) * model.keepTint;
  labToRgbInto(L, a, b, rgb);
}
