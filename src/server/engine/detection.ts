import type { CarFound } from './analyse';
import type { DetectResult } from './types';

/** What detectCar answers, from the car found in a photo (the photo step also sends the paint layer). */
export function detectionOf(
  a: Pick<CarFound, 'width' | 'height' | 'confidence' | 'carBox' | 'outline' | 'unsure' | 'noCar' | 'segmenter'>,
): DetectResult {
  return {
    width: a.width,
    height: a.height,
    confidence: a.confidence,
    box: { x: a.carBox.x / a.width, y: a.carBox.y / a.height, w: a.carBox.w / a.width, h: a.carBox.h / a.height },
    outline: a.noCar ? [] : a.outline,
    unsure: a.unsure,
    noCar: a.noCar,
    segmenter: a.segmenter,
  };
}
