import { describe, expect, it } from 'vitest';
import { colorLabel } from './wrapLabels';

describe('gallery wrap labels', () => {
  it('names a colour given by id, by name or by a catalogue hex', () => {
    expect(colorLabel('gloss-red')).toEqual({ name: 'Gloss Red', hex: '#d0101c' });
    expect(colorLabel('Gloss Red')).toEqual({ name: 'Gloss Red', hex: '#d0101c' });
    expect(colorLabel('#D0101C')).toEqual({ name: 'Gloss Red', hex: '#d0101c' });
  });
  it('shows a custom hex as itself with its swatch, and unknown text as given', () => {
    expect(colorLabel('#123abc')).toEqual({ name: '#123ABC', hex: '#123abc' });
    expect(colorLabel('Sky at dusk')).toEqual({ name: 'Sky at dusk', hex: null });
  });
});
