import { maskedBlurPlane } from './blur';
import { bodyStats, type BodyStats } from './bodyStats';
import { hexToRgb, labToRgbInto, rgbaToLabRegion, rgbToLab, type Lab } from './color';
import { chromeContext, chromePixel } from './chrome';
import { buildEnvironmentMap, type EnvironmentMap } from './environment';
import { baseLightness, FINISH_MODELS, normalizedShading, type FinishModel } from './finishModels';
import { chromaFactor } from './lightness';
import { hash2 } from './noise';
import { carbonTowPixels, carbonWeavePixel, makeStylePainter, type PaintSample } from './stylePainter';
import { exactTone, ToneCurve, type Tone } from './toneCurve';
import type { PixelBox, RecolorInput, RgbaImage } from './types';
import { clamp01 } from './clamp01';

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
 * The per-photo work every look of the same photo shares: the body's lightness plane, its
 * blurred planes, its statistics and the environment a chrome wrap mirrors. Kept per body mask
 * (weakly: it goes with the mask), so changing the colour, finish or style of a photo already
 * shown costs only the per-pixel pass. Valid only while the photo and mask are not modified.
 */
interface PhotoPlanes {
  data: RgbaImage['data'];
  lab: Float32Array;
  ownLab: boolean;
  boxKey: string;
  region: PixelBox;
  /** Body weight of the region (mask >= 0.5 counts fully): the blurs average body pixels only. */
  weight: Float32Array;
  L: Float32Array;
  stats: BodyStats;
  /** Narrow blur of L: soft reflections. */
  soft?: Float32Array;
  /** Wide blur of L: the diffuse light on each panel. */
  diffuse?: Float32Array;
  diffuseRadius: number;
  env?: EnvironmentMap;
}

const planeCache = new WeakMap<Float32Array, PhotoPlanes>();

/** The photo's planes, from the cache when this mask was painted before; null when the mask is empty. */
function photoPlanes(input: RecolorInput): PhotoPlanes | null {
  const { image, bodyMask, carBox } = input;
  const boxKey = `${carBox.x},${carBox.y},${carBox.w},${carBox.h},${image.width}`;
  const cached = planeCache.get(bodyMask);
  if (cached && cached.data === image.data && cached.boxKey === boxKey && (input.lab ? cached.lab === input.lab : cached.ownLab))
    return cached;
  const { width, height } = image;
  const region = maskBounds(bodyMask, width, height);
  if (!region) return null;
  const lab = input.lab ?? rgbaToLabRegion(image.data, width, region, new Float32Array(width * image.height * 3));
  const L = new Float32Array(region.w * region.h);
  const weight = new Float32Array(region.w * region.h);
  for (let y = 0; y < region.h; y++) {
    for (let x = 0, i = (region.y + y) * width + region.x, k = y * region.w; x < region.w; x++, i++, k++) {
      L[k] = lab[i * 3]!;
      const m = bodyMask[i]!;
      weight[k] = m >= 0.5 ? 1 : m * 2;
    }
  }
  const planes: PhotoPlanes = {
    data: image.data,
    lab,
    ownLab: !input.lab,
    boxKey,
    region,
    weight,
    L,
    stats: bodyStats(lab, bodyMask, 0.5, { width, box: region }),
    diffuseRadius: Math.max(4, carBox.w * 0.025),
  };
  planeCache.set(bodyMask, planes);
  return planes;
}

function softPlane(p: PhotoPlanes, carBox: PixelBox): Float32Array {
  p.soft ??= maskedBlurPlane(p.L, p.weight, p.region.w, p.region.h, Math.max(2, carBox.w * 0.012));
  return p.soft;
}

function diffusePlane(p: PhotoPlanes): Float32Array {
  p.diffuse ??= maskedBlurPlane(p.L, p.weight, p.region.w, p.region.h, p.diffuseRadius);
  return p.diffuse;
}

/**
 * Recolours the painted body of a photo. Everything where the body mask is 0 is returned
 * byte-for-byte unchanged; where it is between 0 and 1 the new paint is blended in.
 * `into`, when given and of the photo's size, is overwritten and returned instead of a new
 * frame: a browser pays more for touching a fresh 1024-px frame's memory than for the recolour.
 */
export function recolorBody(input: RecolorInput, into?: Uint8ClampedArray): Uint8ClampedArray {
  const { image, bodyMask, carBox } = input;
  const { width } = image;
  const out = into?.length === image.data.length ? into : new Uint8ClampedArray(image.data.length);
  out.set(image.data);
  const planes = photoPlanes(input);
  if (!planes) return out;
  const { lab, stats, region } = planes;
  const model = FINISH_MODELS[input.finish];
  const soft = softPlane(planes, carBox);
  const diffuse = model.diffuseMix > 0 || model.mirror ? diffusePlane(planes) : soft;
  const towPx = carbonTowPixels(carBox, input.layout);
  if (model.mirror) planes.env ??= buildEnvironmentMap(image, carBox);
  const chrome = planes.env && model.mirror ? chromeContext(input, planes.env, region, stats, diffuse, planes.diffuseRadius, towPx) : null;

  const main = adjustedTarget(input.color, input.lightnessShift, (input.chromaScale ?? 1) * model.chroma);
  const accent = input.accentColor ? adjustedTarget(input.accentColor, 0, model.chroma) : defaultAccent(main);
  const paint = makeStylePainter(input.style, carBox, main, accent, input.layout);
  const sample: PaintSample = { L: 0, a: 0, b: 0, carbon: 0 };
  const rgb = new Float32Array(3);
  const tone: Tone = { s: 0, L: 0, k: 0 };
  const rw = region.w;
  // Most pixels of every style are plain main or accent colour: their tone curves are tabulated
  // once per look (the accent's only if a pixel asks for it); blends between them are shaded exactly.
  const mainCurve = chrome ? null : new ToneCurve(model, main[0], stats);
  let accentCurve: ToneCurve | null = null;
  const curveFor = (L: number): ToneCurve | null => {
    if (Math.abs(L - main[0]) < 1e-6) return mainCurve;
    if (Math.abs(L - accent[0]) >= 1e-6) return null;
    accentCurve ??= new ToneCurve(model, accent[0], stats);
    return accentCurve;
  };

  for (let y = region.y; y < region.y + region.h; y++) {
    for (let x = region.x, k = (y - region.y) * rw; x < region.x + region.w; x++, k++) {
      const i = y * width + x;
      const weight = bodyMask[i]!;
      if (weight < MIN_WEIGHT) continue;
      const L0 = lab[i * 3]!;
      const sf = soft[k]!;
      // Shading read from the photo: the diffuse light for matte, blurred for satin, the photo's
      // own reflections (sharpened) for gloss. Dark fine detail is a crease or a gap, not a reflection.
      const fine = L0 - sf;
      const Lsrc =
        L0 +
        (sf - L0) * model.blurMix +
        (diffuse[k]! - L0) * model.diffuseMix +
        fine * model.sharpen +
        (fine < 0 ? fine * model.creases : 0);
      paint(x, y, sample);
      if (chrome) chromePixel(chrome, sample, x, y, k, L0, sf, rgb);
      else
        shadePixel(model, sample, curveFor(sample.L), normalizedShading(model, stats, Lsrc), tone, x, y, carBox, rgb, lab, i, stats, towPx);
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
  curve: ToneCurve | null,
  shading: number,
  tone: Tone,
  x: number,
  y: number,
  box: PixelBox,
  rgb: Float32Array,
  lab: Float32Array,
  i: number,
  stats: BodyStats,
  towPx: number,
): void {
  const targetL = paint.L;
  if (curve) curve.at(shading, tone);
  else exactTone(model, targetL, shading, stats, tone);
  const s = tone.s;
  let L = tone.L;
  let a = paint.a;
  let b = paint.b;
  if (model.pearlShift !== 0) {
    // Pearl: the hue turns with the light on the panel (and a little along the car), and a thin
    // interference colour rides on top: blue-violet in the shade, pink on the faces, gold in the light.
    const t = clamp01(0.5 + 0.3 * s);
    const u = (x - box.x) / Math.max(1, box.w) - 0.5;
    const angle = (((t - 0.5) * 1.0 + u * 0.35) * model.pearlShift * Math.PI) / 180;
    const c = Math.cos(angle);
    const sn = Math.sin(angle);
    const a2 = a * c - b * sn;
    b = a * sn + b * c;
    a = a2;
    const hue = ((250 + 180 * t) * Math.PI) / 180;
    const tint = 5 * (0.5 + Math.abs(t - 0.5)) * (1 - Math.min(0.7, Math.hypot(a, b) / 90));
    a += tint * Math.cos(hue);
    b += tint * Math.sin(hue);
    if (s > 0) L = Math.min(98, L + 4 * Math.tanh(s));
  }
  if (model.flake > 0) {
    // Metal flake: a fine 1-2 px grain, strongest where the panel catches the light, a few
    // flakes glinting, and the highlights slightly brighter than plain paint.
    const hl = clamp01(s / 1.5);
    const grain = (hash2(x, y, 7) - 0.5) * 0.65 + (hash2(x >> 1, y >> 1, 11) - 0.5) * 0.5;
    const glint = hash2(x, y, 13) > 0.993 ? model.flake * 1.6 * (0.3 + hl) : 0;
    L = Math.min(99, Math.max(0, L + grain * model.flake * (0.5 + 1.2 * hl) + glint + 3 * hl));
  }
  if (paint.carbon > 0) {
    // Carbon: a dark 2x2 twill under clear coat, lit by the photo's light, with its reflections.
    const weave = carbonWeavePixel(x, y, towPx);
    const light = clamp01(0.55 + 0.3 * s);
    const carbonL = 5 + 26 * weave * (0.35 + 0.65 * light) + 14 * Math.max(0, Math.tanh(s - 0.6));
    L += (carbonL - L) * paint.carbon;
    a *= 1 - paint.carbon * 0.9;
    b *= 1 - paint.carbon * 0.9;
  }
  // The tabulated chroma holds for the tabulated lightness only: flake, pearl and carbon move it.
  const k = L === tone.L ? tone.k : chromaFactor(baseLightness(model, targetL), L);
  a = a * k + (lab[i * 3 + 1]! - stats.medianA) * model.keepTint;
  b = b * k + (lab[i * 3 + 2]! - stats.medianB) * model.keepTint;
  labToRgbInto(L, a, b, rgb);
}
