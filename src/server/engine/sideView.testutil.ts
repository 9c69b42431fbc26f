/**
 * A side view drawn by hand, for the wheel finders' tests: a body from x 40 to 360 whose sill
 * ends at y 150, a cabin set back over its rear (glass from x 240 to 350, y 20 to 60), two tyres of radius 30 (rims of radius 18 inside) standing on y 180 at x 110
 * and 290, and a front lip that reaches down to y 178 at the right end. `paint` is the body's
 * colour (Lab), `tyreL` the tyres' lightness.
 */
export const SIDE_VIEW = { width: 400, height: 200, box: { x: 40, y: 20, w: 320, h: 161 }, tyres: [110, 290], ground: 180 };

export function sideView(
  tyreL: number,
  paint: [number, number, number] = [80, 0, 0],
  rimL = 75,
): { lab: Float32Array; alpha: Float32Array } {
  const { width: W, height: H } = SIDE_VIEW;
  const alpha = new Float32Array(W * H);
  const lab = new Float32Array(W * H * 3);
  const set = (x: number, y: number, [L, a, b]: [number, number, number]) => {
    alpha[y * W + x] = 1;
    lab.set([L, a, b], (y * W + x) * 3);
  };
  for (let y = 20; y < 60; y++) for (let x = 240; x < 350; x++) set(x, y, [25, 0, 0]);
  // Light falls from the front: a side view is never mirror-symmetric the way an end view is.
  const lit = (x: number): [number, number, number] => [paint[0] + (200 - x) * 0.1, paint[1], paint[2]];
  for (let y = 60; y < 150; y++) for (let x = 40; x < 360; x++) set(x, y, lit(x));
  for (let y = 150; y < 178; y++) for (let x = 345; x < 360; x++) set(x, y, lit(x));
  for (const cx of SIDE_VIEW.tyres) {
    for (let y = 120; y <= 180; y++) {
      for (let x = cx - 30; x <= cx + 30; x++) {
        const d = Math.hypot(x - cx, y - 150);
        if (d <= 30) set(x, y, d > 18 ? [tyreL, 0, 0] : [rimL, 0, 0]);
      }
    }
  }
  return { lab, alpha };
}
