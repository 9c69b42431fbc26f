import { describe, expect, it } from 'vitest';
import { settleChange, type OrderedLook } from './settleChange';

const blueGloss: OrderedLook = { color: 'blue', colorName: 'Blue', finish: 'glossy', style: 'solid-wrap' };

describe('settleChange', () => {
  it('takes colour, finish and style from one sentence, by their catalogue names', () => {
    const settled = settleChange(blueGloss, 'make it red with racing stripes, satin');
    expect(settled.look).toEqual({ color: 'red', colorName: 'Red', finish: 'satin', style: 'racing-stripes' });
    expect(settled.applied).toEqual(expect.arrayContaining(['colour: red', 'finish: Satin', 'style: Racing Stripes']));
    expect(settled.unapplied).toEqual([]);
    expect(settled.filmLeft).toBe(true);
  });

  it('keeps what the sentence does not touch, and a film when only the style changes', () => {
    const settled = settleChange(blueGloss, 'add racing stripes');
    expect(settled.look).toEqual({ ...blueGloss, style: 'racing-stripes' });
    expect(settled.filmLeft).toBe(false);
  });

  it('starts a relative change from the look as it is, and keeps the result as its own colour', () => {
    const darker = settleChange(blueGloss, 'a bit darker');
    expect(darker.look.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(darker.look.colorName).toBe('Blue, a bit darker');
    // The next change starts from the darker blue, not from the blue of the first order.
    const matte = settleChange(darker.look, 'matte please');
    expect(matte.look).toEqual({ ...darker.look, finish: 'matte' });
  });

  it('names a colour outside the catalogue by the visitor’s words', () => {
    expect(settleChange(blueGloss, 'navy blue').look).toMatchObject({ colorName: 'Navy Blue', color: '#1b2a4a' });
  });

  it('says what it could not apply', () => {
    const settled = settleChange(blueGloss, 'satin, and add a spoiler');
    expect(settled.look.finish).toBe('satin');
    expect(settled.unapplied.join(' ')).toMatch(/spoiler/);
  });
});
