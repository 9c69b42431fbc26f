import type { CarHint, PaintLayer } from '../../../domain/api';
import { DEFAULT_FINISH } from '../../../domain/catalog/finishes';
import { DEFAULT_STYLE } from '../../../domain/catalog/styles';
import { chosenColor } from '../../../domain/wizard/stepMachine';
import type { LookOnPhoto } from '../../shared/liveRecolor/useLiveRecolor';
import type { PreparedPhoto } from '../../shared/photo/downscalePhoto';
import type { WrapRequest } from './createWrap';
import { swatchHex } from './swatchColors';
import type { WrapWizardState } from './useWizard';

/** What the order carries beside the wizard's answers. */
export interface OrderExtras {
  /** The car the visitor tapped in the photo, if any. */
  hint: CarHint | null;
  /** The area to wrap as the visitor touched it up on the engine's layer (PNG), if they did. */
  paintMask?: Blob;
}

/** The wrap request of a wizard that passed its submit checks (submitProblem): a photo and a colour are there. */
export function wrapOrder(state: WrapWizardState, { hint, paintMask }: OrderExtras): WrapRequest {
  const color = chosenColor(state);
  if (!state.photo || !color) throw new Error('A wrap is ordered with a photo and a colour: check submitProblem first');
  return {
    photo: state.photo.file,
    // Named by the photo step's upload when the order goes (createWrap): the bytes travel once.
    email: state.email,
    galleryConsent: state.galleryConsent,
    color,
    // A film is its own colour and finish: the server looks it up by id.
    ...(state.film ? { filmId: state.film.id } : {}),
    finish: state.finish ?? DEFAULT_FINISH,
    style: state.style ?? DEFAULT_STYLE,
    ...(hint ? { hint } : {}),
    ...(paintMask ? { paintMask } : {}),
  };
}

/**
 * The ordered look, not a hovered one, on the area the order wraps (the touch-up's, if any): the
 * processing dialog paints it while the wrap is made. Null when the photo has no paint layer.
 */
export function orderedLook(order: WrapRequest, photo: PreparedPhoto, layer: PaintLayer | undefined): LookOnPhoto | null {
  return layer ? { photo, layer, look: { color: swatchHex(order.color), finish: order.finish, style: order.style } } : null;
}
