import { describe, expect, it } from 'vitest';
import { settleChange, type OrderedLook } from '../order/settleChange';
import { parseChangeRequest } from './changeRequest';

const WHITE_GLOSSY: OrderedLook = { color: 'white', colorName: 'White', finish: 'glossy', style: 'solid-wrap' };

describe('a change request in the visitor language', () => {
  it('reads German colours, finishes and styles into the order', () => {
    const { look, applied, unapplied } = settleChange(WHITE_GLOSSY, 'matt schwarz mit Rennstreifen', 'de');
    expect(look).toMatchObject({ color: 'matte-black', colorName: 'Matte Black', finish: 'matte', style: 'racing-stripes' });
    expect(applied).toEqual(['colour: matte black', 'finish: Matte', 'style: Racing Stripes']);
    expect(unapplied).toEqual([]);
  });

  it('reads Spanish ones, with their adjective endings', () => {
    expect(settleChange(WHITE_GLOSSY, 'rojo satinado', 'es').look).toMatchObject({ color: 'red', colorName: 'Red', finish: 'satin' });
    expect(settleChange(WHITE_GLOSSY, 'Hazlo negra mate, por favor', 'es').look).toMatchObject({ color: 'matte-black', finish: 'matte' });
    expect(settleChange(WHITE_GLOSSY, 'azul marino con franjas de carreras', 'es').look).toMatchObject({
      colorName: 'Navy Blue',
      style: 'racing-stripes',
    });
  });

  it('reads the common phrasings: shades, fillers and "without"', () => {
    const darker = parseChangeRequest('Bitte etwas dunkler und ohne Streifen', { color: '#c1121f', style: 'racing-stripes' }, 'de');
    expect(darker.lightnessShift).toBeLessThan(0);
    expect(darker.style).toBe('solid-wrap');
    expect(darker.unapplied).toEqual([]);
    expect(parseChangeRequest('bleu marine, finition nacrée', { color: '#fff' }, 'fr')).toMatchObject({
      colorPhrase: 'navy blue',
      finish: 'pearlescent',
      unapplied: [],
    });
    expect(parseChangeRequest('maak hem mat groen met racestrepen', { color: '#fff' }, 'nl')).toMatchObject({
      finish: 'matte',
      style: 'racing-stripes',
      colorPhrase: 'green',
    });
    expect(parseChangeRequest('rendila rosso lucido', { color: '#fff' }, 'it')).toMatchObject({ colorPhrase: 'red', finish: 'glossy' });
  });

  it('still says what it could not place, and reads English mixed in', () => {
    expect(parseChangeRequest('rot mit Einhörnern', { color: '#fff' }, 'de').unapplied).toEqual(['einhörnern']);
    expect(parseChangeRequest('make it satin', { color: '#fff' }, 'de').finish).toBe('satin');
  });
});
