import type { StyleId } from '../catalog/styles';
import { mixLab, rotateHue, type Lab } from './color';
import type { CarLayout, PixelBox } from './types';
import { clamp01 } from './clamp01';

/** What the wrap is at one pixel: its colour and how much of it is carbon weave instead. */
export interface PaintSample {
  L: number;
  a: number;
  b: number;
  /** 0..1: share of carbon-fibre texture at this pixel. */
  carbon: number;
}

export type StylePainter = (x: number, y: number, out: PaintSample) => void;

/** Anti-aliased band membership: 1 inside [lo, hi], 0 outside, a 1-pixel ramp at the edges. */
function band(v: number, lo: number, hi: number, px: number): number {
  const e = Math.max(px, 1e-6);
  return clamp01((v - lo) / e + 0.5) * clamp01((hi - v) / e + 0.5);
}

function smoothstep(t: number): number {
  const c = clamp01(t);
  return c * c * (3 - 2 * c);
}

function set(out: PaintSample, c: Lab, carbon = 0): void {
  out.L = c[0];
  out.a = c[1];
  out.b = c[2];
  out.carbon = carbon;
}

/** A side view (long, low box) runs along the image; a front, rear or 3/4 view runs into it. */
export function isSideView(box: PixelBox): boolean {
  return box.w / Math.max(1, box.h) >= 2.1;
}

/** The gradient's far colour: a hue turn for colourful paint, the opposite lightness for greys. */
export function gradientEnd(main: Lab): Lab {
  if (Math.hypot(main[1], main[2]) > 20) {
    const turned = rotateHue(main, 65);
    return [Math.max(15, main[0] - 12), turned[1], turned[2]];
  }
  return main[0] > 50 ? [30, 4, -22] : [80, -6, -18];
}

/** Stripe edges across the centreline, as fractions of the car's apparent width. */
const STRIPE_INNER = 0.035;
export const STRIPE_OUTER = 0.165;

/**
 * Signed distance of a point from the car's centreline, in units of the car's apparent width
 * there, plus the pixel size of that unit (for anti-aliasing). Beyond the line's ends the
 * distance grows, so stripes end with the car; across a gap (glass) there is no line, and the
 * stripes end square at its edges.
 */
function centrelineDistance(line: CarLayout['centreline'], x: number, y: number, out: { d: number; px: number }): void {
  let best = Infinity;
  out.d = Infinity;
  out.px = 1;
  for (let k = 0; k + 1 < line.length; k++) {
    const a = line[k]!;
    const b = line[k + 1]!;
    if (b.gap) continue;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy || 1;
    const along = ((x - a.x) * dx + (y - a.y) * dy) / len2;
    // Past an end that meets a gap, this stretch of stripe is over.
    if ((along < 0 && a.gap) || (along > 1 && line[k + 2]?.gap)) continue;
    const t = Math.min(1, Math.max(0, along));
    const qx = a.x + dx * t;
    const qy = a.y + dy * t;
    // Squared distances compared, one square root per closer segment (this runs per pixel).
    const ex = x - qx;
    const ey = y - qy;
    const dist2 = ex * ex + ey * ey;
    if (dist2 >= best) continue;
    best = dist2;
    const dist = Math.sqrt(dist2);
    const w = Math.max(1, a.width + (b.width - a.width) * t);
    const side = dx * (y - a.y) - dy * (x - a.x) >= 0 ? 1 : -1;
    out.d = (side * dist) / w;
    out.px = 1 / w;
  }
}

/** Height of a line given at the box's left and right edges, at column x. */
function lineAt(l: { left: number; right: number }, box: PixelBox, x: number): number {
  return l.left + ((l.right - l.left) * (x - box.x)) / Math.max(1, box.w);
}

/**
 * The stripes' coverage (0..1) of each pixel of the car's box depends on the car's layout only,
 * not on the look: kept per centreline (weakly, it goes with the layout), filled as pixels are
 * asked for, so every later look of the same photo skips the distance to the centreline.
 */
const stripeCache = new WeakMap<CarLayout['centreline'], { boxKey: string; cover: Float64Array }>();

function stripeCover(line: CarLayout['centreline'], box: PixelBox): Float64Array {
  const boxKey = `${box.x},${box.y},${box.w},${box.h}`;
  const cached = stripeCache.get(line);
  if (cached && cached.boxKey === boxKey) return cached.cover;
  const cover = new Float64Array(Math.max(1, box.w * box.h)).fill(NaN);
  stripeCache.set(line, { boxKey, cover });
  return cover;
}

/** Where the flank stripes run in a side view, as a share of the way from the belt line down to the sills. */
const FLANK_STRIPE_CENTRE = 0.45;
/** The flank stripes' "car width" (the unit of STRIPE_INNER and STRIPE_OUTER), in belt-to-sill heights. */
const FLANK_STRIPE_UNIT = 1.5;

/**
 * The line the stripes run along. Seen from the side they run nose to tail along the flank,
 * between the belt line and the sills, so they never reach the side windows; otherwise along the
 * layout's centreline (up the nose, over bonnet and roof), or the box's axes without a layout.
 */
function stripeLine(box: PixelBox, layout?: CarLayout): CarLayout['centreline'] | null {
  if (!layout || layout.centreline.length < 2) return null;
  const { belt, sill } = layout;
  if (layout.view !== 'side' || !belt || !sill) return layout.centreline;
  const at = (b: number, s: number) => ({ y: b + FLANK_STRIPE_CENTRE * (s - b), width: FLANK_STRIPE_UNIT * Math.max(1, s - b) });
  return [
    { x: box.x, ...at(belt.left, sill.left) },
    { x: box.x + box.w, ...at(belt.right, sill.right) },
  ];
}

/** The flank line of each layout, made once (the stripe coverage is cached by it). */
const flankLines = new WeakMap<CarLayout, { boxKey: string; line: CarLayout['centreline'] | null }>();

function cachedStripeLine(box: PixelBox, layout?: CarLayout): CarLayout['centreline'] | null {
  if (!layout) return null;
  const boxKey = `${box.x},${box.y},${box.w},${box.h}`;
  const kept = flankLines.get(layout);
  if (kept && kept.boxKey === boxKey) return kept.line;
  const line = stripeLine(box, layout);
  flankLines.set(layout, { boxKey, line });
  return line;
}

function racingStripes(box: PixelBox, main: Lab, accent: Lab, layout?: CarLayout): StylePainter {
  const laid = cachedStripeLine(box, layout);
  const line = laid ?? fallbackCentreline(box);
  const dist = { d: 0, px: 0 };
  const cover = laid ? stripeCover(line, box) : null;
  const coverAt = (x: number, y: number): number => {
    centrelineDistance(line, x, y, dist);
    return band(Math.abs(dist.d), STRIPE_INNER, STRIPE_OUTER, dist.px);
  };
  return (x, y, out) => {
    let t: number;
    const bx = x - box.x;
    const by = y - box.y;
    if (cover && bx >= 0 && by >= 0 && bx < box.w && by < box.h) {
      const k = by * box.w + bx;
      t = cover[k]!;
      if (t !== t) t = cover[k] = coverAt(x, y);
    } else {
      t = coverAt(x, y);
    }
    // mixLab(main, accent, t) without an array a pixel.
    out.L = main[0] + (accent[0] - main[0]) * t;
    out.a = main[1] + (accent[1] - main[1]) * t;
    out.b = main[2] + (accent[2] - main[2]) * t;
    out.carbon = 0;
  };
}

/** Without a layout: along a long box at shoulder height, else up the middle. */
function fallbackCentreline(box: PixelBox): CarLayout['centreline'] {
  if (isSideView(box)) {
    const y = box.y + box.h * 0.55;
    return [
      { x: box.x, y, width: box.h * 0.45 },
      { x: box.x + box.w, y, width: box.h * 0.45 },
    ];
  }
  const x = box.x + box.w / 2;
  return [
    { x, y: box.y + box.h, width: box.w * 0.8 },
    { x, y: box.y, width: box.w * 0.8 },
  ];
}

/**
 * Custom design: a flowing swoosh along the flank, from low at the nearer end sweeping up
 * towards the far end, tapering as it goes, with a thin pinstripe echoing it.
 */
function swoosh(box: PixelBox, main: Lab, accent: Lab, layout?: CarLayout): StylePainter {
  const belt = layout?.belt ?? { left: box.y + box.h * 0.45, right: box.y + box.h * 0.45 };
  const sill = layout?.sill ?? { left: box.y + box.h * 0.7, right: box.y + box.h * 0.7 };
  // The swoosh starts at the nearer end of a three-quarter view, else at the left.
  const fromRight = layout?.view === 'three-quarter' && layout.centreline[0]!.x > box.x + box.w / 2;
  const soft = Math.max(1.2, box.w / 400);
  const tint = mixLab(main, accent, 0.55);
  return (x, y, out) => {
    const u0 = (x - box.x) / Math.max(1, box.w);
    const u = fromRight ? 1 - u0 : u0;
    const top = lineAt(belt, box, x);
    const bottom = lineAt(sill, box, x);
    const h = Math.max(1, bottom - top);
    // Position across the flank: 0 at the belt line, 1 at the sill line.
    const v = (y - top) / h;
    const centre = 0.95 - 0.75 * smoothstep(u * 1.1) - 0.12 * Math.sin(u * Math.PI * 2);
    const half = 0.2 * (1 - 0.75 * u);
    const main1 = band(v, centre - half, centre + half, soft / h) * smoothstep((u - 0.03) / 0.12);
    const pin =
      band(v, centre + half + 0.1, centre + half + 0.16, soft / h) * smoothstep((u - 0.1) / 0.15) * (1 - smoothstep((u - 0.8) / 0.15));
    const c = mixLab(main, accent, main1);
    set(out, mixLab(c, tint, pin));
  };
}

export function makeStylePainter(style: StyleId, box: PixelBox, main: Lab, accent: Lab, layout?: CarLayout): StylePainter {
  const u = (x: number) => (x - box.x) / Math.max(1, box.w);
  const v = (y: number) => (y - box.y) / Math.max(1, box.h);
  switch (style) {
    case 'solid-wrap':
      return (_x, _y, out) => set(out, main);
    case 'racing-stripes':
      return racingStripes(box, main, accent, layout);
    case 'two-tone': {
      const belt = layout?.belt;
      const soft = Math.max(1, box.h * 0.012);
      // Upper body (above the belt line) in the accent, lower body in the main colour.
      if (belt) return (x, y, out) => set(out, mixLab(accent, main, smoothstep((y - lineAt(belt, box, x)) / soft + 0.5)));
      return (_x, y, out) => set(out, mixLab(accent, main, smoothstep((v(y) - 0.46) / 0.03)));
    }
    case 'carbon-fibre-accents': {
      const sill = layout?.sill;
      const soft = Math.max(1, box.h * 0.01);
      // Carbon on the lower panels: sills, lower doors and the lower bumper.
      if (sill) return (x, y, out) => set(out, main, smoothstep((y - lineAt(sill, box, x)) / soft + 0.5));
      return (_x, y, out) => set(out, main, smoothstep((v(y) - 0.72) / 0.015));
    }
    case 'gradient': {
      const far = gradientEnd(main);
      return (x, _y, out) => set(out, mixLab(main, far, smoothstep(u(x) * 1.15 - 0.08)));
    }
    case 'custom-design':
      return swoosh(box, main, accent, layout);
  }
}

/** Carbon twill: a 2x2 weave whose tows catch the light in alternating directions. */
export function carbonWeave(x: number, y: number, cell: number): number {
  const cx = Math.floor(x / cell);
  const cy = Math.floor(y / cell);
  const fx = x / cell - cx;
  const fy = y / cell - cy;
  const horizontal = ((cx + cy) & 3) < 2;
  const across = horizontal ? fy : fx;
  // Each tow is a rounded ridge, bright along its middle; the two directions of tow catch the
  // light differently, which is what makes the twill's diagonal steps read.
  const ridge = Math.sin(Math.PI * across);
  return horizontal ? 0.35 + 0.65 * ridge : 0.12 + 0.45 * ridge;
}

/**
 * The weave averaged over the pixel (x..x+1, y..y+1): a fine weave is a few pixels a tow, and
 * point samples of it would shimmer into moire.
 */
export function carbonWeavePixel(x: number, y: number, cell: number): number {
  if (cell >= 4) return carbonWeave(x + 0.5, y + 0.5, cell);
  return (
    (carbonWeave(x + 0.25, y + 0.25, cell) +
      carbonWeave(x + 0.75, y + 0.25, cell) +
      carbonWeave(x + 0.25, y + 0.75, cell) +
      carbonWeave(x + 0.75, y + 0.75, cell)) /
    4
  );
}

/** How many metres of the car its box spans across the picture, by view. */
const BOX_SPAN_METRES = { side: 4.6, end: 1.9, 'three-quarter': 4.2 } as const;
/** Width of one carbon tow: a 2x2 twill of 6 mm tows repeats every 24 mm. */
export const CARBON_TOW_METRES = 0.006;

/**
 * Width of one carbon tow in pixels at the car's scale: proportional to the car's size in the
 * picture (a car is about 4.6 m long and 1.9 m wide), never below 2 px so the weave still shows in a 1024-px preview.
 */
export function carbonTowPixels(box: PixelBox, layout?: CarLayout): number {
  const view = layout?.view ?? (isSideView(box) ? 'side' : 'three-quarter');
  const pxPerMetre = box.w / BOX_SPAN_METRES[view];
  return Math.max(2, pxPerMetre * CARBON_TOW_METRES);
}
