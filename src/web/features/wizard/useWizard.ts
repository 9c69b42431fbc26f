import { useReducer } from 'react';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from '../../../domain/wizard/stepMachine';
import type { PreparedPhoto } from '../../shared/photo/downscalePhoto';

export type WrapWizardState = WizardState<PreparedPhoto>;
export type WrapWizardAction = WizardAction<PreparedPhoto>;

/** The wizard's form data, driven by the pure step machine. */
export function useWizard() {
  return useReducer(wizardReducer<PreparedPhoto>, undefined, () => initialWizardState<PreparedPhoto>());
}
