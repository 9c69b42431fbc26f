import { MESSAGES } from '../messages';
import { isValidEmail } from '../validation';
import { chosenColor, type WizardState } from './stepMachine';

export interface ToastText {
  title: string;
  description: string;
}

/**
 * The spec's submit checks (§5), in its order: the first failing one names the toast, null means
 * the wrap can be requested. `providerReady` is the server's /api/status answer.
 */
export function submitProblem(state: WizardState, providerReady: boolean): ToastText | null {
  if (!state.photo || !state.email.trim()) return MESSAGES.missingInformation;
  if (!isValidEmail(state.email)) return MESSAGES.invalidEmail;
  if (!chosenColor(state)) return MESSAGES.missingWrapSelection;
  if (!providerReady) return MESSAGES.keyNotAvailable;
  return null;
}
