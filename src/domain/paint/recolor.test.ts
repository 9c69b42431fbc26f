import { describe, expect, it } from 'vitest';
import type { FinishId } from '../catalog/finishes';
import type { StyleId } from '../catalog/styles';
import { deltaE2000, hexToRgb, rgb8ToLabInto, rgbToLab } from './color';
import { recolorBody } from './recolor';
import type { RgbaImage } from './types';

/** A synthetic "car": a shaded rectangle of paint on a grey background. */
function scene(paint: [number, number, number]): { image: RgbaImage; mask: Float32Array } {
  const width = 120;
  const height = 60;
  const data = new Uint8ClampedArray(width * height * 4);
  const mask = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const inside = x >= 10 && x < 110 && y >= 10 && y < 50;
      const shade = inside ? 0.75 + 0.5 * (1 - y / height) * (0.6 + 0.4 * Math.sin(x / 7)) : 1;
      const c = inside ? paint : [128, 128, 128];
      data.set([...c.map((v) => Math.min(255, v * shade)), 255], i * 4);
      mask[i] = inside ? 1 : 0;
    }
  }
  return { image: { data, width, height }, mask };
}

const box = { x: 10, y: 10, w: 100, h: 40 };

function medianLab(out: Uint8ClampedArray, mask: Float32Array): [number, number, number] {
  const ch: number[][] = [[], [], []];
  const lab = [0, 0, 0];
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! < 1) continue;
    rgb8ToLabInto(out[i * 4]!, out[i * 4 + 1]!, out[i * 4 + 2]!, lab);
    for (let c = 0; c < 3; c++) ch[c]!.push(lab[c]!);
  }
  return ch.map((v) => v.sort((a, b) => a - b)[v.length >> 1]!) as [number, number, number];
}

function meanDiff(a: Uint8ClampedArray, b: Uint8ClampedArray, mask: Float32Array): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! < 1) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs(a[i * 4 + c]! - b[i * 4 + c]!);
    n += 3;
  }
  return sum / n;
}

describe('recolorBody', () => {
  it('leaves every pixel outside the mask untouched', () => {
    const { image, mask } = scene([200, 20, 30]);
    const out = recolorBody({ image, bodyMask: mask, carBox: box, color: '#1d4ed8', finish: 'glossy', style: 'solid-wrap' });
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] === 0) expect(out[i * 4]).toBe(image.data[i * 4]);
    }
  });

  it.each([
    ['black to white', [20, 20, 22], '#f5f5f5'],
    ['white to black', [235, 235, 235], '#111111'],
    ['red to blue', [190, 20, 30], '#1d4ed8'],
    ['blue to yellow', [30, 50, 180], '#facc15'],
  ] as const)('%s lands near the chosen colour', (_name, paint, hex) => {
    const { image, mask } = scene([...paint]);
    const out = recolorBody({ image, bodyMask: mask, carBox: box, color: hex, finish: 'glossy', style: 'solid-wrap' });
    expect(deltaE2000(medianLab(out, mask), rgbToLab(hexToRgb(hex)))).toBeLessThan(8);
  });

  it('renders the six finishes differently', () => {
    const { image, mask } = scene([190, 20, 30]);
    const finishes: FinishId[] = ['matte', 'glossy', 'satin', 'metallic', 'pearlescent', 'chrome'];
    const outs = finishes.map((finish) =>
      recolorBody({ image, bodyMask: mask, carBox: box, color: '#1d4ed8', finish, style: 'solid-wrap' }),
    );
    for (let i = 0; i < outs.length; i++) {
      for (let j = i + 1; j < outs.length; j++) expect(meanDiff(outs[i]!, outs[j]!, mask)).toBeGreaterThan(0.5);
    }
  });

  it('renders every style visibly differently from a solid wrap', () => {
    const { image, mask } = scene([190, 20, 30]);
    const render = (style: StyleId) => recolorBody({ image, bodyMask: mask, carBox: box, color: '#1d4ed8', finish: 'glossy', style });
    const solid = render('solid-wrap');
    for (const style of ['racing-stripes', 'two-tone', 'carbon-fibre-accents', 'gradient', 'custom-design'] as const) {
      expect(meanDiff(solid, render(style), mask)).toBeGreaterThan(3);
    }
  });

  it('shifts lightness on request', () => {
    const { image, mask } = scene([190, 20, 30]);
    const base = { image, bodyMask: mask, carBox: box, color: '#1d4ed8', finish: 'glossy' as const, style: 'solid-wrap' as const };
    const darker = medianLab(recolorBody({ ...base, lightnessShift: -15 }), mask);
    const normal = medianLab(recolorBody(base), mask);
    expect(darker[0]).toBeLessThan(normal[0] - 8);
  });
});
