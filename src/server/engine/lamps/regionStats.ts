import type { PixelBox } from '../../../domain/paint/types';
import type { Regions } from './regions';
import { PLACE } from './lampPlaces';

/** What a lamp region is judged by (lampVerdict.ts): its size, where it lies, its colour, border and shape. */
export interface RegionStats {
  /** Pixels in the region. */
  n: number;
  /** Of them, where the view puts lamps (PLACE.view) and in a lamp's rows at all (PLACE.rows). */
  inPlace: number;
  inRows: number;
  /** Of them, already off the paint by the pixel rules. */
  kept: number;
  /** Sum of the dense-detail plane over the region. */
  detail: number;
  /** Mean Lab of the region, and of its pixels not yet off the paint (what keeping it would add). */
  mean: [number, number, number];
  rest: [number, number, number] | null;
  /** The region's box size in pixels. */
  bw: number;
  bh: number;
  /** Mean Lab step across its border with other regions. */
  rimMean: number;
  /** Sums of x, y, x², y², xy of its pixels (box-local), for a slanted lens's shape. */
  moments: Float64Array;
}

/** The planes a region is measured on, all box-local. */
export interface RegionPlanes {
  lab: Float32Array;
  width: number;
  box: PixelBox;
  /** lampPlaces' PLACE values. */
  place: Uint8Array;
  /** 0/1: already off the paint. */
  offPaint: Uint8Array;
  /** 0..1 dense detail. */
  detail: Float32Array;
}

/** Measures every region of `regions` (index = region id; index 0, the unsegmented pixels, is left empty). */
export function measureRegions({ labels, count }: Regions, planes: RegionPlanes): RegionStats[] {
  const { lab, width, box, place, offPaint } = planes;
  const { w, h } = box;
  const size = new Float64Array(count);
  const inPlace = new Float64Array(count);
  const inRows = new Float64Array(count);
  const kept = new Float64Array(count);
  const sum = new Float64Array(count * 3);
  const restSum = new Float64Array(count * 3);
  const x0 = new Int32Array(count).fill(w);
  const x1 = new Int32Array(count).fill(-1);
  const y0 = new Int32Array(count).fill(h);
  const y1 = new Int32Array(count).fill(-1);
  const moments = new Float64Array(count * 5);
  const detail = new Float64Array(count);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      const l = labels[j]!;
      if (!l) continue;
      const i = ((box.y + y) * width + box.x + x) * 3;
      size[l]!++;
      if (place[j]! >= PLACE.view) inPlace[l]!++;
      if (place[j]! >= PLACE.rows) inRows[l]!++;
      if (offPaint[j]) kept[l]!++;
      for (let c = 0; c < 3; c++) sum[l * 3 + c] = sum[l * 3 + c]! + lab[i + c]!;
      if (!offPaint[j]) for (let c = 0; c < 3; c++) restSum[l * 3 + c] = restSum[l * 3 + c]! + lab[i + c]!;
      if (x < x0[l]!) x0[l] = x;
      if (x > x1[l]!) x1[l] = x;
      if (y < y0[l]!) y0[l] = y;
      if (y > y1[l]!) y1[l] = y;
      const m = l * 5;
      moments[m] = moments[m]! + x;
      moments[m + 1] = moments[m + 1]! + y;
      moments[m + 2] = moments[m + 2]! + x * x;
      moments[m + 3] = moments[m + 3]! + y * y;
      moments[m + 4] = moments[m + 4]! + x * y;
      detail[l]! += planes.detail[j]!;
    }
  }
  const { step, steps } = borderSteps(labels, count, lab, width, box);
  const out: RegionStats[] = [];
  for (let l = 0; l < count; l++) {
    const n = size[l]!;
    const rest = n - kept[l]!;
    out.push({
      n,
      inPlace: inPlace[l]!,
      inRows: inRows[l]!,
      kept: kept[l]!,
      detail: detail[l]!,
      mean: [sum[l * 3]! / n, sum[l * 3 + 1]! / n, sum[l * 3 + 2]! / n],
      rest: rest > 0 ? [restSum[l * 3]! / rest, restSum[l * 3 + 1]! / rest, restSum[l * 3 + 2]! / rest] : null,
      bw: x1[l]! - x0[l]! + 1,
      bh: y1[l]! - y0[l]! + 1,
      rimMean: steps[l]! > 0 ? step[l]! / steps[l]! : 0,
      moments: moments.subarray(l * 5, l * 5 + 5),
    });
  }
  return out;
}

/** Per region, the sum and count of the Lab steps across its border with other regions. */
function borderSteps(
  labels: Int32Array,
  count: number,
  lab: Float32Array,
  width: number,
  box: PixelBox,
): { step: Float64Array; steps: Float64Array } {
  const { w, h } = box;
  const step = new Float64Array(count);
  const steps = new Float64Array(count);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      const l = labels[j]!;
      if (!l) continue;
      for (const q of [x + 1 < w ? j + 1 : -1, y + 1 < h ? j + w : -1]) {
        if (q < 0 || !labels[q] || labels[q] === l) continue;
        const i = ((box.y + y) * width + box.x + x) * 3;
        const k = ((box.y + ((q / w) | 0)) * width + box.x + (q % w)) * 3;
        const d = Math.hypot(lab[i]! - lab[k]!, lab[i + 1]! - lab[k + 1]!, lab[i + 2]! - lab[k + 2]!);
        step[l]! += d;
        steps[l]!++;
        step[labels[q]!]! += d;
        steps[labels[q]!]!++;
      }
    }
  }
  return { step, steps };
}
