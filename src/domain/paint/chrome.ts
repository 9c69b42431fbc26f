import type { BodyStats } from './bodyStats';
import { labToRgbInto } from './color';
import { sampleEnvironment, type EnvironmentMap } from './environment';
import { carbonWeavePixel, type PaintSample } from './stylePainter';
import type { PixelBox, RecolorInput } from './types';
import { clamp01 } from './clamp01';

/** What a chrome wrap of one photo mirrors, computed once per look. */
export interface ChromeContext {
  env: EnvironmentMap;
  box: PixelBox;
  region: PixelBox;
  diffuse: Float32Array;
  belt: { left: number; right: number };
  /** Pixels of reflection shift per unit of lightness gradient. */
  warp: number;
  medianL: number;
  spreadL: number;
  /** Rows of the photo where the mirrored sky ends and the mirrored ground begins. */
  skyFrom: number;
  groundFrom: number;
  sample: Float32Array;
  towPx: number;
  height: number;
}

// A reflection bends with the panel, but never by more than this share of the car's width: a
// larger shift turns shading noise into liquid wobbles.
const MAX_WARP = 0.08;

export function chromeContext(
  input: RecolorInput,
  env: EnvironmentMap,
  region: PixelBox,
  stats: BodyStats,
  diffuse: Float32Array,
  diffuseRadius: number,
  towPx: number,
): ChromeContext {
  const box = input.carBox;
  const beltY = box.y + box.h * 0.45;
  const height = input.image.height;
  // The car does not mirror itself: the sky comes from above its box and the ground from below
  // it, unless the car fills the picture, when the map's filled box has to do.
  const room = height * 0.05;
  return {
    env,
    box,
    region,
    diffuse,
    belt: input.layout?.belt ?? { left: beltY, right: beltY },
    warp: (box.w * 0.05 * diffuseRadius) / stats.spreadL,
    medianL: stats.medianL,
    spreadL: stats.spreadL,
    skyFrom: box.y > room ? box.y : beltY,
    groundFrom: height - (box.y + box.h) > room ? box.y + box.h : beltY,
    sample: new Float32Array(3),
    towPx,
    height,
  };
}

/**
 * Chrome: a mirror of the photo's own surroundings, as a chrome film shows them. Above the belt
 * line the panels turn up and mirror what is above the car, the higher the panel the higher
 * the scene; below it the flanks mirror the ground, flipped, darkest at the sills, with the dark
 * horizon line between them. The reflection follows the body's height and bends a little with
 * the panels' curvature (the gradient of the diffuse light stands in for the surface normal);
 * the photo's crisp highlights and creases stay on top. The target colour decides the metal:
 * silver is nearly neutral, gold warm, black chrome dark with bright edges.
 */
export function chromePixel(
  c: ChromeContext,
  paint: PaintSample,
  x: number,
  y: number,
  k: number,
  L0: number,
  soft: number,
  rgb: Float32Array,
): void {
  const { box, region, diffuse, env, sample } = c;
  const rw = region.w;
  const rx = x - region.x;
  const ry = y - region.y;
  const dk = diffuse[k]!;
  const gx = (diffuse[rx + 1 < rw ? k + 1 : k]! - diffuse[rx > 0 ? k - 1 : k]!) * 0.5;
  const gy = (diffuse[ry + 1 < region.h ? k + rw : k]! - diffuse[ry > 0 ? k - rw : k]!) * 0.5;
  const lim = box.w * MAX_WARP;
  const dx = Math.max(-lim, Math.min(lim, gx * c.warp));
  const dy = Math.max(-lim, Math.min(lim, gy * c.warp));
  const belt = c.belt.left + ((c.belt.right - c.belt.left) * (x - box.x)) / Math.max(1, box.w);
  const edge = Math.max(1.5, box.h * 0.02);
  const below = clamp01((y - belt) / edge + 0.5);
  // Elevation of what the panel mirrors, -1 (the ground at the photo's bottom) .. 1 (the sky at
  // its top): from the body's height first, lit panels facing a little more up.
  const up = clamp01((belt - y) / Math.max(1, belt - box.y));
  const down = clamp01((y - belt) / Math.max(1, box.y + box.h - belt));
  const height = (0.2 + 0.7 * up) * (1 - below) - (0.15 + 0.8 * down) * below;
  const sd = (dk - c.medianL) / c.spreadL;
  const elev = Math.max(-0.97, Math.min(0.97, height + 0.25 * Math.tanh(sd) - dy / Math.max(1, box.h)));
  const ey = elev >= 0 ? c.skyFrom * (1 - elev) : c.groundFrom + (c.height - 1 - c.groundFrom) * -elev;
  sampleEnvironment(env, x + dx, ey, sample);
  const Le = sample[0]!;
  const ae = sample[1]!;
  const be = sample[2]!;
  const detail = (L0 - soft) / c.spreadL;
  // The photo's own reflections at the panels' scale: they already follow the body's shape.
  const own = (soft - dk) / c.spreadL;
  const e = (Le - env.medianL) / env.spreadL;
  const Lt = paint.L;
  // A hard mirror curve (a chrome film is all white and near black), the photo's creases and
  // panel gaps on top; light metals (silver, gold) mirror mostly bright, black chrome mostly dark.
  let t = 0.5 + 0.5 * Math.tanh(1.6 * e + 0.3 * sd + 0.8 * own + 0.9 * detail + (Lt - 50) / 25);
  // The dark horizon band just under the belt, and the flanks darkening towards the sills as
  // they turn to mirror the ground in the car's own shadow.
  const hz = (y - belt - 2 * edge) / (edge * 3);
  t *= (1 - 0.6 * Math.exp(-hz * hz)) * (1 - 0.25 * down * below);
  const Lmax = 40 + 0.6 * Lt;
  const Lmin = 2 + 0.1 * Lt;
  const gamma = 1 + 0.6 * (1 - Lt / 100);
  let L = Lmin + (Lmax - Lmin) * Math.pow(t, gamma);
  // Crisp edge highlights from the photo: what makes black chrome read as chrome.
  const spec = Math.max(0, detail - 0.5) + 0.6 * Math.max(0, (L0 - c.medianL) / c.spreadL - 1.3);
  L = Math.min(99, L + 45 * Math.min(1, spec) * (1 - L / 110));
  // Metal tint: full in the mid-tones, fading into white highlights and black shadows.
  const kc = Math.min(1, 1.25 * Math.sin((Math.PI * Math.min(100, Math.max(0, L))) / 100));
  // The mirrored scene keeps some of its colour (blue sky, warm ground), less so in the dark.
  const envTint = 0.25 * t;
  const a = paint.a * kc + ae * envTint;
  const b = paint.b * kc + be * envTint;
  if (paint.carbon > 0) {
    // Carbon accents keep their weave even on a chrome car.
    const weave = carbonWeavePixel(x, y, c.towPx);
    L += (8 + 22 * weave - L) * paint.carbon;
  }
  labToRgbInto(L, a * (1 - paint.carbon), b * (1 - paint.carbon), rgb);
}
