/**
 * Colour maths for repainting the car: sRGB <-> CIE Lab (D65) and CIEDE2000.
 * Pure TypeScript over numbers and typed arrays so it runs in Node and in the browser alike.
 */

export type Rgb = readonly [number, number, number];
export type Lab = readonly [number, number, number];

const HEX_RE = /^#?([0-9a-f]{6})$/i;

export function hexToRgb(hex: string): Rgb {
  const m = HEX_RE.exec(hex.trim());
  if (!m || !m[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const v = parseInt(m[1], 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

// A lookup table makes the per-pixel sRGB decode free; it is the hot path of every conversion.
const SRGB_TO_LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  SRGB_TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function linearToSrgb8Exact(c: number): number {
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
  return v <= 0 ? 0 : v >= 1 ? 255 : v * 255;
}

// The encode is the hot path of every recoloured pixel: a table indexed by sqrt(c) (dense in the
// shadows, where the curve is steep) with linear interpolation stays within 0.02 of a level.
const ENCODE_STEPS = 4096;
const SQRT_TO_SRGB8 = new Float32Array(ENCODE_STEPS + 2);
for (let i = 0; i <= ENCODE_STEPS + 1; i++) SQRT_TO_SRGB8[i] = linearToSrgb8Exact(Math.min(1, i / ENCODE_STEPS) ** 2);

function linearToSrgb8(c: number): number {
  if (!(c > 0)) return 0;
  if (c >= 1) return 255;
  const t = Math.sqrt(c) * ENCODE_STEPS;
  const k = t | 0;
  const lo = SQRT_TO_SRGB8[k]!;
  return lo + (SQRT_TO_SRGB8[k + 1]! - lo) * (t - k);
}

const XN = 0.95047;
const ZN = 1.08883;
const EPS = 216 / 24389;
const KAPPA = 24389 / 27;

function f(t: number): number {
  return t > EPS ? Math.cbrt(t) : (KAPPA * t + 16) / 116;
}

function finv(t: number): number {
  const t3 = t * t * t;
  return t3 > EPS ? t3 : (116 * t - 16) / KAPPA;
}

/** Writes the Lab of an 8-bit sRGB colour into out[o..o+2]. */
export function rgb8ToLabInto(r: number, g: number, b: number, out: Float32Array | number[], o = 0): void {
  const lr = SRGB_TO_LINEAR[r & 255]!;
  const lg = SRGB_TO_LINEAR[g & 255]!;
  const lb = SRGB_TO_LINEAR[b & 255]!;
  const x = f((0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / XN);
  const y = f(0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb);
  const z = f((0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / ZN);
  out[o] = 116 * y - 16;
  out[o + 1] = 500 * (x - y);
  out[o + 2] = 200 * (y - z);
}

export function rgbToLab(rgb: Rgb): Lab {
  const out = [0, 0, 0];
  rgb8ToLabInto(Math.round(rgb[0]), Math.round(rgb[1]), Math.round(rgb[2]), out);
  return [out[0]!, out[1]!, out[2]!];
}

/** Writes the clamped 8-bit sRGB of a Lab colour into out[o..o+2] (float, caller rounds). */
export function labToRgbInto(L: number, a: number, bb: number, out: Float32Array | Uint8ClampedArray | number[], o = 0): void {
  const fy = (L + 16) / 116;
  const x = XN * finv(fy + a / 500);
  const y = L > KAPPA * EPS ? fy * fy * fy : L / KAPPA;
  const z = ZN * finv(fy - bb / 200);
  out[o] = linearToSrgb8(3.2404542 * x - 1.5371385 * y - 0.4985314 * z);
  out[o + 1] = linearToSrgb8(-0.969266 * x + 1.8760108 * y + 0.041556 * z);
  out[o + 2] = linearToSrgb8(0.0556434 * x - 0.2040259 * y + 1.0572252 * z);
}

export function labToRgb(lab: Lab): Rgb {
  const out = [0, 0, 0];
  labToRgbInto(lab[0], lab[1], lab[2], out);
  return [Math.round(out[0]!), Math.round(out[1]!), Math.round(out[2]!)];
}

/**
 * Lab of the pixels of an RGBA image inside a rectangle, written into a full-size interleaved
 * L,a,b plane (pixels outside are left as they are).
 */
export function rgbaToLabRegion(
  rgba: ArrayLike<number>,
  width: number,
  box: { x: number; y: number; w: number; h: number },
  out: Float32Array,
): Float32Array {
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let i = y * width + box.x, end = i + box.w; i < end; i++)
      rgb8ToLabInto(rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!, out, i * 3);
  }
  return out;
}

/** Lab of every pixel of an RGBA buffer, interleaved L,a,b. */
export function rgbaToLab(rgba: ArrayLike<number>, pixelCount: number): Float32Array {
  const lab = new Float32Array(pixelCount * 3);
  for (let i = 0; i < pixelCount; i++) rgb8ToLabInto(rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!, lab, i * 3);
  return lab;
}

export function chroma(lab: Lab): number {
  return Math.hypot(lab[1], lab[2]);
}

/** Hue angle in degrees, 0..360. */
export function hueDeg(a: number, b: number): number {
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

/** CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), kL = kC = kH = 1. */
export function deltaE2000(lab1: Lab, lab2: Lab): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  const rad = Math.PI / 180;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cbar7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(Cbar7 / (Cbar7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const h1p = C1p === 0 ? 0 : hueDeg(a1p, b1);
  const h2p = C2p === 0 ? 0 : hueDeg(a2p, b2);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp * rad) / 2);
  const Lbp = (L1 + L2) / 2;
  const Cbp = (C1p + C2p) / 2;
  let hbp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) > 180) hbp = h1p + h2p < 360 ? hbp + 360 : hbp - 360;
    hbp /= 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hbp - 30) * rad) +
    0.24 * Math.cos(2 * hbp * rad) +
    0.32 * Math.cos((3 * hbp + 6) * rad) -
    0.2 * Math.cos((4 * hbp - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hbp - 275) / 25) ** 2));
  const Cbp7 = Cbp ** 7;
  const Rc = 2 * Math.sqrt(Cbp7 / (Cbp7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lbp - 50) ** 2) / Math.sqrt(20 + (Lbp - 50) ** 2);
  const Sc = 1 + 0.045 * Cbp;
  const Sh = 1 + 0.015 * Cbp * T;
  const Rt = -Math.sin(2 * dTheta * rad) * Rc;
  return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}

/** Mixes two Lab colours; t = 0 gives a, t = 1 gives b. */
export function mixLab(a: Lab, b: Lab, t: number): Lab {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Rotates the hue of a Lab colour by deg degrees, keeping lightness and chroma. */
export function rotateHue(lab: Lab, deg: number): Lab {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return [lab[0], lab[1] * c - lab[2] * s, lab[1] * s + lab[2] * c];
}
