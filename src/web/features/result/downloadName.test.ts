import { describe, expect, it } from 'vitest';
import { downloadName } from './downloadName';

describe('downloadName', () => {
  it('joins the chosen words into a safe file stem', () => {
    expect(downloadName(['Red', 'matte', 'racing-stripes'])).toBe('red-matte-racing-stripes');
    expect(downloadName(['#1A2b3c', 'glossy', null])).toBe('1a2b3c-glossy');
  });

  it('falls back to car-wrap when nothing was chosen', () => {
    expect(downloadName([null, undefined, ''])).toBe('car-wrap');
  });
});
