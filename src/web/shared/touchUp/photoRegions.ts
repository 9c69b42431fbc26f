import { useEffect, useState } from 'react';
import type { PhotoRegions } from '../../../domain/paint/regions';
import { imagePixels } from './imagePixels';

/** What the page sends the regions worker: the photo's pixels at the paint layer's size. */
export interface RegionsRequest {
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
  /** The largest region in pixels: a part of the car, never half of it. */
  maxPixels: number;
}

/** The largest tappable part as a share of the car's box: about a door or a bonnet. */
const PART_OF_CAR = 0.06;

/** The largest region for a car of this box: a tap takes one part, never half the car. */
export const largestPart = (carBox: { w: number; h: number }) => Math.round(carBox.w * carBox.h * PART_OF_CAR);

export type RegionsReply = { ok: true; regions: PhotoRegions } | { ok: false; message: string };

/** Photos whose regions are kept: the touch-up reopened on the same photo (wizard or result) finds them at once. */
const KEEP = 2;
const found = new Map<string, Promise<PhotoRegions>>();

/** The photo's tappable regions at the paint layer's size, computed once per photo. */
export function photoRegions(photoUrl: string, width: number, height: number, maxPixels: number): Promise<PhotoRegions> {
  const key = `${photoUrl}|${width}x${height}|${maxPixels}`;
  let regions = found.get(key);
  if (!regions) {
    regions = computeRegions(photoUrl, width, height, maxPixels);
    // A failure is not kept: the next opening tries again.
    regions.catch(() => found.delete(key));
    found.set(key, regions);
    for (const old of found.keys()) if (found.size > KEEP) found.delete(old);
  }
  return regions;
}

/** The regions of the dialog's photo, null while they are being found; `failed` when they cannot be. */
export function usePhotoRegions(photoUrl: string, width: number, height: number, maxPixels: number) {
  const [state, setState] = useState<{ for: string; regions: PhotoRegions | null; failed: boolean }>({
    for: photoUrl,
    regions: null,
    failed: false,
  });
  useEffect(() => {
    let cancelled = false;
    photoRegions(photoUrl, width, height, maxPixels).then(
      (regions) => !cancelled && setState({ for: photoUrl, regions, failed: false }),
      () => !cancelled && setState({ for: photoUrl, regions: null, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [photoUrl, width, height, maxPixels]);
  return state.for === photoUrl ? state : { regions: null, failed: false };
}

async function computeRegions(photoUrl: string, width: number, height: number, maxPixels: number): Promise<PhotoRegions> {
  const rgba = await imagePixels(photoUrl, width, height, 'smooth');
  const worker = new Worker(new URL('./regions.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<PhotoRegions>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<RegionsReply>) =>
        event.data.ok ? resolve(event.data.regions) : reject(new Error(event.data.message));
      worker.onerror = (event) => reject(new Error(event.message || 'regions worker failed'));
      const request: RegionsRequest = { rgba, width, height, maxPixels };
      worker.postMessage(request, [rgba.buffer]);
    });
  } finally {
    worker.terminate();
  }
}
