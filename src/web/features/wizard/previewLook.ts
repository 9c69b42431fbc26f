import { DEFAULT_FINISH, type FinishId } from '../../../domain/catalog/finishes';
import { DEFAULT_STYLE, type StyleId } from '../../../domain/catalog/styles';
import { chosenColor } from '../../../domain/wizard/stepMachine';
import type { Look } from '../../shared/liveRecolor/liveRecolorProtocol';
import { swatchHex } from './swatchColors';
import type { WrapWizardState } from './useWizard';

/** What the pointer (or focus) is on in the open step; a part left out is the chosen one. */
export interface Hovered {
  color?: string | null;
  finish?: FinishId | null;
  style?: StyleId | null;
}

/**
 * The look the live preview paints: the hovered choice over the chosen one, the default finish
 * and style until they are picked. Null before a colour is hovered or chosen: the plain photo.
 */
export function previewLook(state: WrapWizardState, hovered: Hovered): Look | null {
  const color = hovered.color ?? chosenColor(state);
  if (!color) return null;
  return {
    color: swatchHex(color),
    finish: hovered.finish ?? state.finish ?? DEFAULT_FINISH,
    style: hovered.style ?? state.style ?? DEFAULT_STYLE,
  };
}
