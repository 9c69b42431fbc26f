/** Plain k-means with k-means++ seeding and a fixed-seed RNG, so results are reproducible. */
export interface KMeansResult {
  centres: Float32Array; // k * dims
  assignments: Int32Array;
  counts: Int32Array;
}

export function kmeans(points: Float32Array, dims: number, k: number, iterations = 12, seed = 1): KMeansResult {
  const n = points.length / dims;
  let state = seed >>> 0 || 1;
  const rand = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const centres = new Float32Array(k * dims);
  const dist = new Float32Array(n).fill(Infinity);
  let pick = Math.floor(rand() * n);
  for (let c = 0; c < k; c++) {
    for (let d = 0; d < dims; d++) centres[c * dims + d] = points[pick * dims + d]!;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const dd = sqDist(points, i * dims, centres, c * dims, dims);
      if (dd < dist[i]!) dist[i] = dd;
      total += dist[i]!;
    }
    let r = rand() * total;
    pick = n - 1;
    for (let i = 0; i < n; i++) {
      r -= dist[i]!;
      if (r <= 0) {
        pick = i;
        break;
      }
    }
  }
  const assignments = new Int32Array(n);
  const counts = new Int32Array(k);
  for (let it = 0; it < iterations; it++) {
    for (let i = 0; i < n; i++) assignments[i] = nearest(points, i * dims, centres, k, dims);
    const sums = new Float64Array(k * dims);
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const c = assignments[i]!;
      counts[c]!++;
      for (let d = 0; d < dims; d++) sums[c * dims + d]! += points[i * dims + d]!;
    }
    for (let c = 0; c < k; c++) {
      if (!counts[c]) continue;
      for (let d = 0; d < dims; d++) centres[c * dims + d] = sums[c * dims + d]! / counts[c]!;
    }
  }
  return { centres, assignments, counts };
}

export function nearest(points: ArrayLike<number>, offset: number, centres: Float32Array, k: number, dims: number): number {
  let best = 0;
  let bestD = Infinity;
  for (let c = 0; c < k; c++) {
    const d = sqDist(points, offset, centres, c * dims, dims);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

function sqDist(a: ArrayLike<number>, ao: number, b: ArrayLike<number>, bo: number, dims: number): number {
  let s = 0;
  for (let d = 0; d < dims; d++) {
    const t = a[ao + d]! - b[bo + d]!;
    s += t * t;
  }
  return s;
}
