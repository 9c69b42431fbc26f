import { FLOW_TEXT, MESSAGES } from '../messages';
import { isValidEmail } from '../validation';
import { chosenColor, type WizardState } from './stepMachine';

export interface ToastText {
  title: string;
  description: string;
}

/**
 * The wizard's submit checks, in the product's order: the first failing one names the toast, null means
 * the wrap can be requested. `providerReady` is the server's /api/status answer; `photoHasNoCar`
 * the photo step's detection.
 */
export function submitProblem(state: WizardState, providerReady: boolean, photoHasNoCar = false): ToastText | null {
  if (!state.photo || !state.email.trim()) return MESSAGES.missingInformation;
  // Beyond the form's checks: a picture the engine is sure holds no car is never sent to be wrapped.
  if (photoHasNoCar) return FLOW_TEXT.noCar;
  if (!isValidEmail(state.email)) return MESSAGES.invalidEmail;
  if (!chosenColor(state)) return MESSAGES.missingWrapSelection;
  if (!providerReady) return MESSAGES.keyNotAvailable;
  return null;
}
