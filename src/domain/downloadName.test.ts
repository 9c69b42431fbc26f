import { describe, expect, it } from 'vitest';
import { downloadStem, galleryDownloadName } from './downloadName';

describe('galleryDownloadName', () => {
  it('is the wrap name followed by -carwrap.png', () => {
    expect(galleryDownloadName('Gloss Red')).toBe('Gloss Red-carwrap.png');
  });
  it('drops characters a file name cannot hold', () => {
    expect(galleryDownloadName('Custom: #ff0000')).toBe('Custom #ff0000-carwrap.png');
    expect(galleryDownloadName('a/b\\c"d\n')).toBe('a b c d-carwrap.png');
  });
  it('drops direction overrides, so the saved name reads as it is written', () => {
    expect(galleryDownloadName('Red \u202egnp.exe')).toBe('Red gnp.exe-carwrap.png');
  });
  it('never gives a bare suffix', () => {
    expect(galleryDownloadName('  ')).toBe('wrap-carwrap.png');
  });
});

describe('downloadStem', () => {
  it('joins the chosen words into a safe file stem', () => {
    expect(downloadStem(['Red', 'matte', 'racing-stripes'])).toBe('red-matte-racing-stripes');
    expect(downloadStem(['#1A2b3c', 'glossy', null])).toBe('1a2b3c-glossy');
  });

  it('falls back to car-wrap when nothing was chosen', () => {
    expect(downloadStem([null, undefined, ''])).toBe('car-wrap');
  });
});
