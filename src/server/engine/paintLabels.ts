import type { Analysis } from './analyse';
import { KEPT } from './keptParts';

/**
 * The paint layer as one label per pixel, the form goldens, the bench and the contact sheet
 * compare and show: what was painted, and for what was not, which rule kept it.
 */
export const LABELS = { outside: 0, paint: 1, glass: 2, detail: 3, wheel: 4, colour: 5 } as const;
export type LabelName = keyof typeof LABELS;
export const LABEL_NAMES = Object.keys(LABELS) as LabelName[];

/** Painted means a body mask of at least a half, as the recolour shows it. */
export const PAINTED = 0.5;

export function paintLabels(a: Pick<Analysis, 'carAlpha' | 'bodyMask' | 'kept'>): Uint8Array {
  const out = new Uint8Array(a.carAlpha.length);
  for (let i = 0; i < out.length; i++) {
    if (a.bodyMask[i]! >= PAINTED) out[i] = LABELS.paint;
    else if (a.carAlpha[i]! < 0.5) out[i] = LABELS.outside;
    else
      out[i] =
        a.kept[i] === KEPT.glass
          ? LABELS.glass
          : a.kept[i] === KEPT.detail
            ? LABELS.detail
            : a.kept[i] === KEPT.wheel
              ? LABELS.wheel
              : LABELS.colour;
  }
  return out;
}
