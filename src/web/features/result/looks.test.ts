import { describe, expect, it } from 'vitest';
import { parseChangeRequest } from '../../../domain/paint/changeRequest';
import { changeTextFor, firstLook, lookFileName, lookLabel, MAX_TRIED, withTried } from './looks';

describe('looks tried from the result', () => {
  it('start from the wizard choice, named as the visitor chose it', () => {
    expect(firstLook('red', 'matte', 'racing-stripes')).toMatchObject({
      colour: { name: 'Red' },
      finish: 'matte',
      style: 'racing-stripes',
    });
    expect(firstLook('#123456', null, null)).toMatchObject({ colour: { hex: '#123456' }, finish: 'glossy', style: 'solid-wrap' });
  });

  it('are labelled and filed in the visitor’s words', () => {
    const look = firstLook('blue', 'satin', 'two-tone');
    expect(lookLabel(look)).toBe('Blue satin two-tone');
    expect(lookLabel(firstLook('blue', 'satin', 'solid-wrap'))).toBe('Blue satin');
    expect(lookFileName(look)).toBe('blue-satin-two-tone-carwrap.png');
  });

  it('become a change request the engine applies whole: colour, finish and style', () => {
    const look = firstLook('purple', 'chrome', 'racing-stripes');
    const parsed = parseChangeRequest(changeTextFor(look), { color: '#ff0000', finish: 'glossy', style: 'solid-wrap' });
    expect(parsed.unapplied).toEqual([]);
    expect(parsed).toMatchObject({ color: look.colour.hex, finish: 'chrome', style: 'racing-stripes' });
  });

  it('keep a strip of the latest few in the order they were shown, the same look again moved to the end', () => {
    let strip: Array<{ key: string; seq: number }> = [];
    const dropped: string[] = [];
    // Copies land out of order (k1 before k0): the strip still follows when each was shown.
    for (const k of [1, 0, ...Array.from({ length: MAX_TRIED }, (_, i) => i + 2)]) {
      const next = withTried(strip, { key: `k${k}`, seq: k });
      strip = next.strip;
      dropped.push(...next.dropped.map((e) => e.key));
    }
    expect(strip).toHaveLength(MAX_TRIED);
    expect(dropped).toEqual(['k0', 'k1']);
    expect(strip.map((e) => e.key)).toEqual(Array.from({ length: MAX_TRIED }, (_, i) => `k${i + 2}`));
    const again = withTried(strip, { key: 'k3', seq: 100 });
    expect(again.strip.map((e) => e.key).at(-1)).toBe('k3');
    expect(again.strip).toHaveLength(MAX_TRIED);
    expect(again.dropped.map((e) => e.key)).toEqual(['k3']);
  });
});
