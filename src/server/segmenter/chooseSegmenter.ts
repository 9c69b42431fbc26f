import { segmenterSettings, type SegmenterSettings } from './settings';
import { createClassicSegmenter } from './classic/classicSegmenter';
import { createIsnetSegmenter } from './isnet/isnetSegmenter';
import type { CarSegmenter, SegmenterName } from './types';

export interface ChosenSegmenter {
  segmenter: CarSegmenter;
  /** Set when the learned model was asked for but could not load, and the classical one answers. */
  fallbackReason?: string;
}

/** The segmenter asked for, or the classical one when the model cannot load (it always can). */
export async function chooseSegmenter(name: SegmenterName, settings: SegmenterSettings = segmenterSettings()): Promise<ChosenSegmenter> {
  const classicSegmenter = createClassicSegmenter({ debug: settings.debug });
  if (name === 'classic') return { segmenter: classicSegmenter };
  try {
    return { segmenter: await createIsnetSegmenter(settings) };
  } catch (error) {
    return { segmenter: classicSegmenter, fallbackReason: error instanceof Error ? error.message : String(error) };
  }
}
