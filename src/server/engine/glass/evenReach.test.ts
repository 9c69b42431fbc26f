import { describe, expect, it } from 'vitest';
import { evenReach } from './evenReach';

describe('evenReach', () => {
  it('ends a window along one line: a streak of shade a few columns wide does not carry the glass down the bonnet', () => {
    // A windscreen 200 columns wide whose glass meets the paint 6 rows below the belt line,
    // except under a reflection of a tree 4 columns wide, where the paint showed only 40 rows down.
    const reach = Int32Array.from({ length: 200 }, (_, x) => (x >= 100 && x < 104 ? 40 : 6));
    evenReach(reach, new Uint8Array(200).fill(1));
    expect(Math.max(...reach)).toBe(6);
  });

  it('keeps no glass below the belt in a column that never met the paint', () => {
    const reach = new Int32Array(200).fill(6);
    const met = new Uint8Array(200).fill(1);
    met.fill(0, 50, 60);
    evenReach(reach, met);
    expect(reach[55]).toBe(-1);
    expect(reach[20]).toBe(6);
  });
});
