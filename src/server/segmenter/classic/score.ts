/**
 * How believable a candidate car mask is, 0..1, from cues that need no training: the colours
 * inside differ from those outside, its outline follows image edges, it is salient, it has a
 * plausible size and it does not spill over the frame.
 */
export interface ScoreCues {
  separation: number;
  edges: number;
  saliency: number;
  area: number;
  border: number;
  score: number;
}

export function scoreMask(bin: Uint8Array, rgb: Uint8Array, sal: Float32Array, w: number, h: number): ScoreCues {
  const n = w * h;
  let area = 0;
  for (let i = 0; i < n; i++) area += bin[i]!;
  const frac = area / n;
  if (area < 16 || area > n - 16) return { separation: 0, edges: 0, saliency: 0, area: frac, border: 1, score: 0 };

  // Colour separation: 1 - Bhattacharyya coefficient of 4x4x4 RGB histograms.
  const hin = new Float64Array(64);
  const hout = new Float64Array(64);
  let salIn = 0;
  let salOut = 0;
  for (let i = 0; i < n; i++) {
    const bin64 = ((rgb[i * 3]! >> 6) << 4) | ((rgb[i * 3 + 1]! >> 6) << 2) | (rgb[i * 3 + 2]! >> 6);
    if (bin[i]) {
      hin[bin64]!++;
      salIn += sal[i]!;
    } else {
      hout[bin64]!++;
      salOut += sal[i]!;
    }
  }
  let bc = 0;
  for (let k = 0; k < 64; k++) bc += Math.sqrt((hin[k]! / area) * (hout[k]! / (n - area)));
  const separation = 1 - bc;

  // Edge alignment: gradient on the outline compared with the image's typical gradient.
  let edgeOn = 0;
  let edgeCount = 0;
  let edgeAll = 0;
  let borderIn = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const g = grad(rgb, w, i);
      edgeAll += g;
      if (bin[i] && (!bin[i - 1] || !bin[i + 1] || !bin[i - w] || !bin[i + w])) {
        edgeOn += g;
        edgeCount++;
      }
    }
  }
  for (let x = 0; x < w; x++) borderIn += bin[x]! + bin[(h - 1) * w + x]!;
  for (let y = 0; y < h; y++) borderIn += bin[y * w]! + bin[y * w + w - 1]!;
  const borderPx = 2 * (w + h);
  const meanEdge = edgeAll / ((w - 2) * (h - 2)) + 1e-6;
  // A real outline sits on edges several times stronger than the image's average.
  const edges = edgeCount ? Math.max(0, Math.min(1, (edgeOn / edgeCount / meanEdge - 1) / 3)) : 0;
  const saliency = Math.max(0, Math.min(1, salIn / area - salOut / (n - area)) * 1.6);
  const areaScore = frac < 0.03 ? frac / 0.03 : frac > 0.9 ? Math.max(0, (1 - frac) / 0.1) : 1;
  const border = borderIn / borderPx;
  const score = Math.max(0, (0.35 * separation + 0.35 * edges + 0.3 * saliency) * areaScore - 0.5 * Math.max(0, border - 0.05));
  return { separation, edges, saliency, area: frac, border, score };
}

function grad(rgb: Uint8Array, w: number, i: number): number {
  let g = 0;
  for (let c = 0; c < 3; c++) {
    g += Math.abs(rgb[(i + 1) * 3 + c]! - rgb[(i - 1) * 3 + c]!) + Math.abs(rgb[(i + w) * 3 + c]! - rgb[(i - w) * 3 + c]!);
  }
  return g;
}
