import { describe, expect, it } from 'vitest';
import { FLOW_TEXT, MESSAGES } from '../messages';
import {
  chosenColor,
  fixedFinish,
  initialWizardState,
  wizardReducer,
  type WizardAction,
  type WizardFilm,
  type WizardState,
} from './stepMachine';
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
    expect(state).toMatchObject({
      presetChoice: 'custom',
      photo: 'car.jpg',
      selectedWrap: 'red',
      finish: 'matte',
      style: 'racing-stripes',
    });
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

  const film3M = (id: string, code: string, name: string, finish: WizardFilm['finish'], hex: string): WizardFilm => ({
    id,
    brand: '3M',
    code,
    name,
    finish,
    hex,
  });
  const hotRodRed = film3M('f1', '2080-G13', 'Gloss Hot Rod Red', 'gloss', '#b5121b');
  const psychedelic = film3M('f2', '2080-GP281', 'Gloss Flip Psychedelic', 'colour-flip', '#6a3fa0');

  it('a film is the colour and fixes the finish: the wizard moves past the finish step to the style', () => {
    const atColour = run(fullFlow.slice(0, 2));
    const filmed = run([{ type: 'chooseFilm', film: hotRodRed }], atColour);
    expect(filmed).toMatchObject({ step: 4, film: hotRodRed, selectedWrap: null, customColor: null, finish: 'glossy' });
    expect(chosenColor(filmed)).toBe('#b5121b');
    expect(fixedFinish(filmed)).toBe('glossy');
    // A colour-flip film turns its hue with the light: the pearlescent finish.
    expect(fixedFinish(run([{ type: 'chooseFilm', film: psychedelic }], atColour))).toBe('pearlescent');
  });

  it('keeps a fixed finish when another finish is chosen', () => {
    const filmed = run([...fullFlow.slice(0, 2), { type: 'chooseFilm', film: hotRodRed }]);
    expect(run([{ type: 'chooseFinish', finish: 'matte' }], filmed)).toEqual(filmed);
  });

  it('a plain or custom colour after a film unfixes the finish, never moving a step back', () => {
    const filmed = run([...fullFlow.slice(0, 2), { type: 'chooseFilm', film: hotRodRed }, { type: 'chooseStyle', style: 'two-tone' }]);
    const plain = run([{ type: 'chooseColor', colorId: 'blue' }], filmed);
    expect(plain).toMatchObject({ step: 5, film: null, selectedWrap: 'blue', finish: 'glossy', style: 'two-tone' });
    expect(fixedFinish(plain)).toBeNull();
    expect(run([{ type: 'chooseFinish', finish: 'matte' }], plain).finish).toBe('matte');
    const custom = run([{ type: 'chooseCustomColor', hex: '#123456' }], filmed);
    expect(custom).toMatchObject({ film: null, customColor: '#123456' });
    expect(chosenColor(custom)).toBe('#123456');
  });

  it('Custom Build drops the film with colour, finish and style', () => {
    const filmed = run([...fullFlow.slice(0, 2), { type: 'chooseFilm', film: hotRodRed }]);
    const again = run([{ type: 'chooseCustomBuild' }], filmed);
    expect(again).toMatchObject({ film: null, finish: null, selectedWrap: null, customColor: null, step: 4 });
    expect(fixedFinish(again)).toBeNull();
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

  it('accepts a film as the wrap selection', () => {
    const film: WizardFilm = { id: 'f1', brand: '3M', code: '2080-G13', name: 'Gloss Hot Rod Red', finish: 'gloss', hex: '#b5121b' };
    const filmed = run([{ type: 'chooseCustomBuild' }, { type: 'chooseFilm', film }], ready);
    expect(submitProblem({ ...filmed, style: 'solid-wrap' }, true)).toBeNull();
  });

  it("names each problem with its message, in the wizard's order", () => {
    expect(submitProblem({ ...ready, photo: null }, true)).toEqual(MESSAGES.missingInformation);
    expect(submitProblem({ ...ready, email: '  ' }, true)).toEqual(MESSAGES.missingInformation);
    expect(submitProblem({ ...ready, email: 'ana@example' }, true)).toEqual(MESSAGES.invalidEmail);
    expect(submitProblem({ ...ready, selectedWrap: null }, true)).toEqual(MESSAGES.missingWrapSelection);
    expect(submitProblem(ready, false)).toEqual(MESSAGES.keyNotAvailable);
    expect(submitProblem(ready, true, true)).toEqual(FLOW_TEXT.noCar);
    expect(MESSAGES.keyNotAvailable).toEqual({
      title: 'Configuration Error',
      description: 'API key not available. Please contact support.',
    });
  });
});
