/**
 * Half-width, as a share of the box's width, of the neighbourhood whose glass reach a column's
 * may not exceed: about a wiper's length at 3/4 view, narrow enough to follow a window's sloping
 * foot, wide enough that a streak of shade on a bonnet is outvoted.
 */
const NEIGHBOURS = 0.03;

/**
 * Below the belt line, partsMask lets each cabin column's glass go on down until the paint
 * surely shows. Column by column, that drew stripes and blocks of glass over a bonnet where a
 * reflection of trees or a shaded stretch hid the paint for a few columns (grey-saloon-front-
 * street). A window ends along one line: a column that never met the paint within its reach
 * keeps no glass below the belt, and none reaches further than the median of its neighbours.
 * `reach` (rows below the belt per box column; -1: none, or the paint was not met) is changed in place.
 */
export function evenReach(reach: Int32Array, met: Uint8Array): void {
  const w = reach.length;
  for (let x = 0; x < w; x++) if (!met[x]) reach[x] = -1;
  const r = Math.max(1, Math.round(w * NEIGHBOURS));
  const own = reach.slice();
  const near: number[] = [];
  for (let x = 0; x < w; x++) {
    if (own[x]! < 0) continue;
    near.length = 0;
    for (let k = Math.max(0, x - r); k <= Math.min(w - 1, x + r); k++) if (own[k]! >= 0) near.push(own[k]!);
    near.sort((a, b) => a - b);
    reach[x] = Math.min(own[x]!, near[Math.floor(near.length / 2)]!);
  }
}
