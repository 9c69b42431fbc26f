import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToRgb, labToRgb, labToRgbInto, rgb8ToLabInto, rgbToHex, rgbToLab, rotateHue } from './color';

describe('colour conversion', () => {
  it('round-trips sRGB through Lab', () => {
    for (const hex of ['#000000', '#ffffff', '#c1121f', '#1d4ed8', '#facc15', '#808080']) {
      expect(rgbToHex(labToRgb(rgbToLab(hexToRgb(hex))))).toBe(hex);
    }
  });

  it('gives the reference Lab of pure colours', () => {
    const white = rgbToLab([255, 255, 255]);
    expect(white[0]).toBeCloseTo(100, 1);
    expect(Math.abs(white[1])).toBeLessThan(0.01);
    const red = rgbToLab([255, 0, 0]);
    expect(red[0]).toBeCloseTo(53.24, 1);
    expect(red[1]).toBeCloseTo(80.09, 0);
    expect(red[2]).toBeCloseTo(67.2, 0);
  });

  it('rejects malformed hex', () => {
    expect(() => hexToRgb('red')).toThrow(/#rrggbb/);
  });

  it('rotates hue without changing chroma', () => {
    const lab = rgbToLab([200, 30, 40]);
    const r = rotateHue(lab, 90);
    expect(Math.hypot(r[1], r[2])).toBeCloseTo(Math.hypot(lab[1], lab[2]), 5);
  });
});

describe('CIEDE2000', () => {
  // Pairs from Sharma, Wu & Dalal's published test data.
  const cases: Array<[[number, number, number], [number, number, number], number]> = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
  ];
  it.each(cases)('%j vs %j = %d', (a, b, want) => {
    expect(deltaE2000(a, b)).toBeCloseTo(want, 3);
    expect(deltaE2000(b, a)).toBeCloseTo(want, 3);
  });
});

describe('fast sRGB encode', () => {
  it('round-trips every 8-bit level of every channel through Lab within 0.05 of a level', () => {
    const out = [0, 0, 0];
    const lab = [0, 0, 0];
    let worst = 0;
    for (let v = 0; v < 256; v++) {
      for (const rgb of [
        [v, v, v],
        [v, 0, 0],
        [0, v, 0],
        [0, 0, v],
        [v, 255 - v, (v * 7) % 256],
      ] as const) {
        rgb8ToLabInto(rgb[0], rgb[1], rgb[2], lab);
        labToRgbInto(lab[0]!, lab[1]!, lab[2]!, out);
        for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(out[c]! - rgb[c]!));
      }
    }
    expect(worst).toBeLessThan(0.05);
  });
});
