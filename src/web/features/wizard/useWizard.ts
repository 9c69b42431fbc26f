import { useCallback, useReducer } from 'react';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from '../../../domain/wizard/stepMachine';
import { countStep } from '../../shared/funnelBeacon';
import type { PreparedPhoto } from '../../shared/photo/downscalePhoto';

export type WrapWizardState = WizardState<PreparedPhoto>;
export type WrapWizardAction = WizardAction<PreparedPhoto>;

/** The wizard's form data, driven by the pure step machine; a photo chosen is counted for the shop's funnel. */
export function useWizard() {
  const [state, dispatch] = useReducer(wizardReducer<PreparedPhoto>, undefined, () => initialWizardState<PreparedPhoto>());
  const counted = useCallback((action: WrapWizardAction) => {
    if (action.type === 'choosePhoto') countStep('photo-chosen');
    dispatch(action);
  }, []);
  return [state, counted] as const;
}
