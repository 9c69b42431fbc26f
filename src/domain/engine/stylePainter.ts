import type { StyleId } from '../catalog/styles';
import { mixLab, rotateHue, type Lab } from './color';
import type { PixelBox } from './types';

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

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
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

export function makeStylePainter(style: StyleId, box: PixelBox, main: Lab, accent: Lab): StylePainter {
  const px = 1 / Math.max(1, box.w);
  const py = 1 / Math.max(1, box.h);
  const u = (x: number) => (x - box.x) / Math.max(1, box.w);
  const v = (y: number) => (y - box.y) / Math.max(1, box.h);
  switch (style) {
    case 'solid-wrap':
      return (_x, _y, out) => set(out, main);
    case 'racing-stripes': {
      if (isSideView(box)) {
        // Seen from the side, the stripes run along the flank at shoulder height.
        return (_x, y, out) => {
          const t = v(y);
          const w = band(t, 0.5, 0.56, py) + band(t, 0.59, 0.65, py);
          set(out, mixLab(main, accent, Math.min(1, w)));
        };
      }
      return (x, _y, out) => {
        const t = u(x);
        const w = band(t, 0.415, 0.48, px) + band(t, 0.52, 0.585, px);
        set(out, mixLab(main, accent, Math.min(1, w)));
      };
    }
    case 'two-tone':
      return (_x, y, out) => set(out, mixLab(accent, main, smoothstep((v(y) - 0.46) / 0.03)));
    case 'carbon-fibre-accents':
      return (_x, y, out) => set(out, main, smoothstep((v(y) - 0.74) / 0.015));
    case 'gradient': {
      const far = gradientEnd(main);
      return (x, _y, out) => set(out, mixLab(main, far, smoothstep(u(x) * 1.15 - 0.08)));
    }
    case 'custom-design':
      // Three slanted bands of decreasing width sweeping up towards the rear: a classic livery.
      return (x, y, out) => {
        const d = u(x) * 0.8 + v(y) * 0.45;
        const e = px * 0.8;
        const w = band(d, 0.62, 0.7, e) + band(d, 0.74, 0.78, e) + band(d, 0.81, 0.83, e);
        set(out, mixLab(main, accent, Math.min(1, w)));
      };
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
  // Each tow is a rounded ridge: bright along its middle, darker at its edges.
  return 0.55 + 0.45 * Math.sin(Math.PI * across) * (horizontal ? 1 : 0.7);
}
