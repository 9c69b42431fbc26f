import { describe, expect, it } from 'vitest';
import { parseChangeRequest } from './changeRequest';
import { hexToRgb, rgbToLab } from './color';

const current = { color: '#c1121f', finish: 'glossy' as const, style: 'solid-wrap' as const };

describe('parseChangeRequest', () => {
  it('reads lightness, finish and style from one sentence', () => {
    const r = parseChangeRequest('make it darker and matte with racing stripes', current);
    expect(r.lightnessShift).toBeLessThan(0);
    expect(r.finish).toBe('matte');
    expect(r.style).toBe('racing-stripes');
    expect(r.color).toBeUndefined();
    expect(r.unapplied).toEqual([]);
    expect(r.applied).toEqual(expect.arrayContaining(['finish: Matte', 'style: Racing Stripes']));
  });

  it('moves the current colour towards blue for "more blue"', () => {
    const r = parseChangeRequest('more blue', current);
    expect(r.color).toBeDefined();
    const before = rgbToLab(hexToRgb(current.color));
    const after = rgbToLab(hexToRgb(r.color!));
    // Blue is negative b*: the colour must have moved that way, and still not be pure blue.
    expect(after[2]).toBeLessThan(before[2] - 5);
    expect(r.color).not.toBe('#1d4ed8');
    expect(r.unapplied).toEqual([]);
  });

  it('takes a new colour from "gold instead"', () => {
    const r = parseChangeRequest('gold instead', current);
    expect(r.color).toBe('#c9a227');
    expect(r.unapplied).toEqual([]);
  });

  it('knows catalogue colour names, and the finish they imply', () => {
    const r = parseChangeRequest('Matte Black please', current);
    expect(r.color).toBe('#1a1a1a');
    expect(r.finish).toBe('matte');
  });

  it('reports what it could not apply', () => {
    const r = parseChangeRequest('make it lighter, add a rear spoiler and lower it by 3 inches', current);
    expect(r.lightnessShift).toBeGreaterThan(0);
    expect(r.unapplied.join(' ')).toMatch(/spoiler/);
    expect(r.unapplied.join(' ')).toMatch(/lower it by 3 inches/);
  });

  it('scales strength with intensifiers', () => {
    const much = parseChangeRequest('much darker', current).lightnessShift;
    const bit = parseChangeRequest('a bit darker', current).lightnessShift;
    expect(much).toBeLessThan(bit);
    expect(bit).toBeLessThan(0);
  });

  it('handles saturation, chrome and gradients', () => {
    const r = parseChangeRequest('more vivid, chrome finish, with a gradient', current);
    expect(r.chromaScale).toBeGreaterThan(1);
    expect(r.finish).toBe('chrome');
    expect(r.style).toBe('gradient');
  });

  it('returns nothing applied for an empty or meaningless request', () => {
    expect(parseChangeRequest('', current)).toMatchObject({ applied: [], unapplied: [] });
    expect(parseChangeRequest('fly to the moon', current).unapplied).toEqual(['fly to the moon']);
  });
});
