import { describe, expect, it } from 'vitest';
import { frameScene } from './frameScene.testutil';
import { completeWindows } from './windows';

const WIDTH = 200;
const HEIGHT = 100;
/** Belt line, the glass's lower edge and the first row of paint under the chrome strip. */
const BELT = 40;
const GLASS_END = 45;
const PAINT_FROM = 47;

/** A window over a panel filling a 200 x 100 frame, by rows, and how the car is seen. */
interface Window {
  belt: number;
  /** The glass (L* 70) ends here; a bright chrome strip (L* 95) runs under it to paintFrom. */
  glassEnd: number;
  /** The panel (L* 78) from here down, surely paint. */
  paintFrom: number;
  view: 'side' | 'three-quarter';
  coloured: boolean;
  /** The glass below the belt line is tinted in the paint's hue: surely paint by colour. */
  tinted?: boolean;
}

/** The glass band after the window finder ran: rows above the belt line start as glass. */
function completed({ belt, glassEnd, paintFrom, view, coloured, tinted = false }: Window): Float32Array {
  const lab = new Float32Array(WIDTH * HEIGHT * 3);
  const alpha = new Float32Array(WIDTH * HEIGHT).fill(1);
  const sure = new Float32Array(WIDTH * HEIGHT);
  const band = new Float32Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      lab[i * 3] = y < glassEnd ? 70 : y < paintFrom ? 95 : 78;
      if (y >= paintFrom || (tinted && y >= belt && y < glassEnd)) sure[i] = 1;
      if (y < belt) band[i] = 1;
    }
  const scene = frameScene(new Float32Array(WIDTH), HEIGHT, view, { roof: 0, height: 99, beltLeft: belt, beltRight: belt, span: WIDTH });
  completeWindows(lab, alpha, WIDTH, scene, band, sure, coloured);
  return band;
}

/** A grey saloon seen from the side: its side windows mirror the sky down to row 45, over the chrome strip and the door. */
const sideWindows = (coloured: boolean) => completed({ belt: BELT, glassEnd: GLASS_END, paintFrom: PAINT_FROM, view: 'side', coloured });

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
    const band = completed({ belt, glassEnd: foot, paintFrom, view: 'three-quarter', coloured: true, tinted: true });
    for (const x of [30, 100, 170]) {
      for (let y = belt; y < foot - 1; y++) expect(band[y * WIDTH + x], `column ${x}, row ${y}`).toBe(1);
      expect(band[(paintFrom + 2) * WIDTH + x]).toBe(0);
    }
  });
});
