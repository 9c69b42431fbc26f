import type { VisitorTexts } from '../i18n/visitorTexts';
import { FLOW_TEXT as ENGLISH_FLOW_TEXT, MESSAGES as ENGLISH_MESSAGES } from '../messages';
import { isValidEmail } from '../validation';
import { chosenColor, type WizardState } from './stepMachine';

export interface ToastText {
  title: string;
  description: string;
}

/**
 * The wizard's submit checks, in the product's order: the first failing one names the toast, null means
 * the wrap can be requested. `providerReady` is the server's /api/status answer; `photoHasNoCar`
 * the photo step's detection; `texts` the visitor's language.
 */
export function submitProblem(
  state: WizardState,
  providerReady: boolean,
  photoHasNoCar = false,
  { MESSAGES, FLOW_TEXT }: Pick<VisitorTexts, 'MESSAGES' | 'FLOW_TEXT'> = { MESSAGES: ENGLISH_MESSAGES, FLOW_TEXT: ENGLISH_FLOW_TEXT },
): ToastText | null {
  if (!state.photo || !state.email.trim()) return MESSAGES.missingInformation;
  // Beyond the form's checks: a picture the engine is sure holds no car is never sent to be wrapped.
  if (photoHasNoCar) return FLOW_TEXT.noCar;
  if (!isValidEmail(state.email)) return MESSAGES.invalidEmail;
  if (!chosenColor(state)) return MESSAGES.missingWrapSelection;
  if (!providerReady) return MESSAGES.keyNotAvailable;
  return null;
}
