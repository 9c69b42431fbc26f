/**
 * Grows a region over a box-local grid (`w` by `h`), breadth first from `seeds` (their first
 * `count` entries), one ring of 4-neighbours per step: `enter(to, from, step)` says whether `to`
 * joins, reached from `from` at that step. A pixel refused is offered again from its other
 * neighbours; once joined it is never offered again. The last paint rules grow the paint with it.
 */
export function growFromPaint(
  seeds: Int32Array,
  count: number,
  w: number,
  h: number,
  enter: (to: number, from: number, step: number) => boolean,
): void {
  const joined = new Uint8Array(w * h);
  let queue = new Int32Array(w * h);
  queue.set(seeds.subarray(0, count));
  let length = count;
  for (let q = 0; q < length; q++) joined[queue[q]!] = 1;
  let next = new Int32Array(w * h);
  for (let step = 1; length; step++) {
    let nextLength = 0;
    for (let q = 0; q < length; q++) {
      const j = queue[q]!;
      const x = j % w;
      for (let k = 0; k < 4; k++) {
        if (k === 0 ? x === 0 : k === 1 ? x === w - 1 : k === 2 ? j < w : j >= w * (h - 1)) continue;
        const n = k === 0 ? j - 1 : k === 1 ? j + 1 : k === 2 ? j - w : j + w;
        if (joined[n] || !enter(n, j, step)) continue;
        joined[n] = 1;
        next[nextLength++] = n;
      }
    }
    [queue, next] = [next, queue];
    length = nextLength;
  }
}
