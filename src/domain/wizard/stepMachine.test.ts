import { describe, expect, it } from 'vitest';
import { FLOW_TEXT, MESSAGES } from '../messages';
import { chosenColor, initialWizardState, wizardReducer, type WizardAction, type WizardState } from './stepMachine';
import { submitProblem } from './submitCheck';

function run(actions: WizardAction<string>[], from: WizardState<string> = initialWizardState<string>()): WizardState<string> {
  return actions.reduce(wizardReducer<string>, from);
}

const fullFlow: WizardAction<string>[] = [
  { type: 'chooseCustomBuild' },
  { type: 'choosePhoto', photo: 'car.jpg' },
  { type: 'chooseColor', colorId: 'red' },
  { type: 'chooseFinish', finish: 'matte' },
  { type: 'chooseStyle', style: 'racing-stripes' },
  { type: 'setEmail', email: 'ana@example.com' },
];

describe('wizard step machine', () => {
  it('advances one step per answer, 0 to 6', () => {
    const steps = [0];
    let state = initialWizardState<string>();
    for (const action of fullFlow) {
      state = wizardReducer(state, action);
      steps.push(state.step);
    }
    expect(steps).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(state).toMatchObject({ presetChoice: 'custom', photo: 'car.jpg', selectedWrap: 'red', finish: 'matte', style: 'racing-stripes' });
  });

  it('only advances to 6 on a valid email and never goes back when it becomes invalid', () => {
    const atEmail = run(fullFlow.slice(0, 5));
    expect(run([{ type: 'setEmail', email: 'ana@example' }], atEmail).step).toBe(5);
    expect(run([{ type: 'setEmail', email: 'ana @example.com' }], atEmail).step).toBe(5);
    const done = run([{ type: 'setEmail', email: 'ana@example.com' }], atEmail);
    expect(done.step).toBe(6);
    const edited = run([{ type: 'setEmail', email: 'ana@' }], done);
    expect(edited).toMatchObject({ step: 6, email: 'ana@' });
  });

  it('never moves back when an earlier answer changes', () => {
    const done = run(fullFlow);
    expect(run([{ type: 'choosePhoto', photo: 'other.jpg' }], done).step).toBe(6);
    expect(run([{ type: 'chooseColor', colorId: 'blue' }], done).step).toBe(6);
  });

  it('resets colour, finish and style when Custom Build is chosen, keeping the step', () => {
    const done = run(fullFlow);
    const again = run([{ type: 'chooseCustomBuild' }], done);
    expect(again).toMatchObject({ step: 6, selectedWrap: null, customColor: null, finish: null, style: null, photo: 'car.jpg' });
  });

  it('keeps one colour: a custom hex replaces a wizard colour and back', () => {
    const custom = run([...fullFlow.slice(0, 2), { type: 'chooseCustomColor', hex: '#123456' }]);
    expect(custom.step).toBe(3);
    expect(chosenColor(custom)).toBe('#123456');
    const named = run([{ type: 'chooseColor', colorId: 'pink' }], custom);
    expect(chosenColor(named)).toBe('pink');
    expect(named.customColor).toBeNull();
  });

  it('leaves the gallery unticked until the visitor ticks it, without moving a step', () => {
    const done = run(fullFlow);
    expect(done.galleryConsent).toBe(false);
    const ticked = run([{ type: 'setGalleryConsent', consent: true }], done);
    expect(ticked).toEqual({ ...done, galleryConsent: true });
    expect(run([{ type: 'reset' }], ticked).galleryConsent).toBe(false);
  });

  it('reset returns to the start', () => {
    expect(run([...fullFlow, { type: 'reset' }])).toEqual(initialWizardState());
  });
});

describe('submit checks', () => {
  const ready = run(fullFlow);

  it('accepts a complete form when a provider is ready', () => {
    expect(submitProblem(ready, true)).toBeNull();
  });

  it('names each problem with the spec texts, in the spec order', () => {
    expect(submitProblem({ ...ready, photo: null }, true)).toEqual(MESSAGES.missingInformation);
    expect(submitProblem({ ...ready, email: '  ' }, true)).toEqual(MESSAGES.missingInformation);
    expect(submitProblem({ ...ready, email: 'ana@example' }, true)).toEqual(MESSAGES.invalidEmail);
    expect(submitProblem({ ...ready, selectedWrap: null }, true)).toEqual(MESSAGES.missingWrapSelection);
    expect(submitProblem(ready, false)).toEqual(MESSAGES.keyNotAvailable);
    expect(submitProblem(ready, true, true)).toEqual(FLOW_TEXT.noCar);
    expect(MESSAGES.keyNotAvailable).toEqual({ title: 'Configuration Error', description: 'API key not available. Please contact support.' });
  });
});
