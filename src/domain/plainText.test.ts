import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, withoutHiddenCharacters } from './hiddenCharacters';
import { HIDDEN_CHARACTERS_ISSUE, lineText, linesText } from './plainText';

const CONTROL = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];
const DIRECTION = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('text fields of the contract', () => {
  it.each([...CONTROL, ...DIRECTION])('refuse U+%s with the one issue, in a line and in several', (character) => {
    for (const schema of [lineText(), linesText()]) {
      const result = schema.safeParse(`make it${character} red`);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([HIDDEN_CHARACTERS_ISSUE]);
    }
  });

  it('keep tabs and line breaks in text of several lines only', () => {
    expect(linesText().safeParse('Called back.\r\n\tWants the roof in black.').success).toBe(true);
    expect(lineText().safeParse('Gloss\nRed').success).toBe(false);
    expect(hasHiddenCharacters('Gloss\tRed')).toBe(true);
    expect(hasHiddenCharacters('Gloss\tRed', true)).toBe(false);
  });

  it('take every script, emoji and the marks people do type', () => {
    for (const text of ['Jürgen Müller', 'مرسيدس أسود', '黒いマット', 'Bleu 🚗', 'zero\u200bwidth', "O'Brien – 2nd"]) {
      expect(lineText().safeParse(text).success, text).toBe(true);
    }
  });
});

describe('withoutHiddenCharacters', () => {
  it('cleans a name the visitor did not type: an uploaded file name keeps its letters and reads as written', () => {
    expect(withoutHiddenCharacters('photo\u202egnp.exe')).toBe('photognp.exe');
    expect(withoutHiddenCharacters('my\u0000car\u2066.jpg\u0007')).toBe('mycar.jpg');
    expect(withoutHiddenCharacters('Mon Coupé.jpg')).toBe('Mon Coupé.jpg');
  });
});
