import { describe, expect, it } from 'vitest';
import { finishName } from './finishes';
import { styleName } from './styles';

describe('finish and style display names', () => {
  it('names finishes and styles by id or name, keeping unknown text', () => {
    expect(finishName('pearlescent')).toBe('Pearlescent');
    expect(finishName('Matte')).toBe('Matte');
    expect(styleName('racing-stripes')).toBe('Racing Stripes');
    expect(styleName('Two-Tone')).toBe('Two-Tone');
    expect(finishName('brushed')).toBe('brushed');
  });
});
