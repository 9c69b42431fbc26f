import type { CarHint } from '../api';
import type { NamedColor } from '../catalog/colors';
import type { WrapFilmRef } from '../catalog/films';
import type { FinishId } from '../catalog/finishes';
import type { StyleId } from '../catalog/styles';

/**
 * What a visitor orders, checked: the look, on which car, for whom. Each layer's order is this
 * plus how that layer holds the photo (the service's WrapOrderWithPhoto, a provider's
 * WrapOrderToRender); the browser sends it as WrapRequestFields.
 */
export interface WrapOrder {
  email: string;
  color: NamedColor;
  finish: FinishId;
  style: StyleId;
  hint?: CarHint | undefined;
  /** The visitor ticked "Show my wrap in the public gallery"; without it the wrap is never listed. */
  galleryConsent: boolean;
  /** The catalogue film chosen, as it is now; absent for a plain or custom colour. */
  film?: WrapFilmRef | undefined;
}
