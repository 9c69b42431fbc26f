import { describe, expect, it } from 'vitest';
import { frameScene } from './frameScene.testutil';
import { completeWindows } from './windows';

const WIDTH = 200;
const HEIGHT = 100;
/** Belt line, the glass's lower edge and the first row of paint under the chrome strip. */
const BELT = 40;
const GLASS_END = 45;
const PAINT_FROM = 47;

/**
 * A grey saloon seen from the side filling a 200 x 100 frame: its side windows mirror the sky
 * (L* 70) down to row 45, a bright chrome strip (L* 95) runs under them, the door (L* 78) below.
 * Returns the glass band after the window finder ran: rows above the belt line start as glass.
 */
function sideWindows(coloured: boolean): Float32Array {
  const lab = new Float32Array(WIDTH * HEIGHT * 3);
  const alpha = new Float32Array(WIDTH * HEIGHT).fill(1);
  const sure = new Float32Array(WIDTH * HEIGHT);
  const band = new Float32Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      lab[i * 3] = y < GLASS_END ? 70 : y < PAINT_FROM ? 95 : 78;
      if (y >= PAINT_FROM) sure[i] = 1;
      if (y < BELT) band[i] = 1;
    }
  const scene = frameScene(new Float32Array(WIDTH), HEIGHT, 'side', { roof: 0, height: 99, beltLeft: BELT, beltRight: BELT, span: WIDTH });
  completeWindows(lab, alpha, WIDTH, scene, band, sure, coloured);
  return band;
}

describe('completeWindows', () => {
  it("keeps a grey car's window glass down to its chrome strip, never on into the door", () => {
    const band = sideWindows(false);
    for (const x of [30, 100, 170]) {
      for (let y = BELT; y <= GLASS_END; y++) expect(band[y * WIDTH + x], `row ${y}`).toBe(1);
      for (let y = PAINT_FROM; y < HEIGHT; y++) expect(band[y * WIDTH + x], `row ${y}`).toBe(0);
    }
  });

  it("ends a coloured car's window at its foot, where the paint's hue takes over", () => {
    const band = sideWindows(true);
    for (const x of [30, 100, 170]) {
      expect(band[(BELT + 2) * WIDTH + x]).toBe(1);
      expect(band[GLASS_END * WIDTH + x]).toBe(0);
    }
  });

  it("takes a coloured car's windscreen down to its foot where its tint reads as the paint", () => {
    // Seen three-quarters: the windscreen (L* 70) runs 17 rows past the belt line to its chrome
    // strip, those rows tinted in the paint's hue (surely paint by colour), the bonnet below.
    const [belt, foot, paintFrom] = [40, 57, 59];
    const lab = new Float32Array(WIDTH * HEIGHT * 3);
    const alpha = new Float32Array(WIDTH * HEIGHT).fill(1);
    const sure = new Float32Array(WIDTH * HEIGHT);
    const band = new Float32Array(WIDTH * HEIGHT);
    for (let y = 0; y < HEIGHT; y++)
      for (let x = 0; x < WIDTH; x++) {
        const i = y * WIDTH + x;
        lab[i * 3] = y < foot ? 70 : y < paintFrom ? 95 : 78;
        if (y >= belt && (y < foot || y >= paintFrom)) sure[i] = 1;
        if (y < belt) band[i] = 1;
      }
    const cabin = { roof: 0, height: 99, beltLeft: belt, beltRight: belt, span: WIDTH };
    completeWindows(lab, alpha, WIDTH, frameScene(new Float32Array(WIDTH), HEIGHT, 'three-quarter', cabin), band, sure, true);
    for (const x of [30, 100, 170]) {
      for (let y = belt; y < foot - 1; y++) expect(band[y * WIDTH + x], `column ${x}, row ${y}`).toBe(1);
      expect(band[(paintFrom + 2) * WIDTH + x]).toBe(0);
    }
  });
});
