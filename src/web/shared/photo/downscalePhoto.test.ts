import { describe, expect, it } from 'vitest';
import { fitWithin } from './downscalePhoto';

describe('fitWithin', () => {
  it('brings the longer side down to 1024 and keeps the aspect', () => {
    expect(fitWithin(6000, 4000)).toEqual({ width: 1024, height: 683 });
    expect(fitWithin(4000, 5000)).toEqual({ width: 819, height: 1024 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(512, 512)).toEqual({ width: 512, height: 512 });
    expect(fitWithin(1024, 300)).toEqual({ width: 1024, height: 300 });
  });
});
