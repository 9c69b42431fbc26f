import { classicSegmenter } from './classicSegmenter';
import { createIsnetSegmenter } from './isnet/isnetSegmenter';
import type { CarSegmenter, SegmenterName } from './types';

export interface ChosenSegmenter {
  segmenter: CarSegmenter;
  /** Set when the learned model was asked for but could not load, and the classical one answers. */
  fallbackReason?: string;
}

/** The segmenter asked for, or the classical one when the model cannot load (it always can). */
export async function chooseSegmenter(name: SegmenterName): Promise<ChosenSegmenter> {
  if (name === 'classic') return { segmenter: classicSegmenter };
  try {
    return { segmenter: await createIsnetSegmenter() };
  } catch (error) {
    return { segmenter: classicSegmenter, fallbackReason: error instanceof Error ? error.message : String(error) };
  }
}
