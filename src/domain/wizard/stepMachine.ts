import { resolveColor } from '../catalog/colors';
import type { CatalogueFilm } from '../api';
import { filmFinishToFinish } from '../catalog/filmFamilies';
import type { FinishId } from '../catalog/finishes';
import type { StyleId } from '../catalog/styles';
import { isValidEmail } from '../validation';

/**
 * The wizard's step machine. Steps are numbered 0..6: the number is how
 * many of the six steps are done. Steps only advance, so a visitor who edits an earlier answer
 * never sees the form jump back.
 */
export const WIZARD_STEP_COUNT = 6;

export type PresetChoice = 'custom';

/** What the wizard keeps of a catalogue film the visitor chose. */
export type WizardFilm = Pick<CatalogueFilm, 'id' | 'brand' | 'code' | 'name' | 'finish' | 'hex'>;

/** The photo is opaque here (a File in the browser) so the machine stays free of DOM types. */
export interface WizardState<Photo = unknown> {
  step: number;
  presetChoice: PresetChoice | null;
  photo: Photo | null;
  /** A wizard colour id (red, blue...) or null when a custom colour is used. */
  selectedWrap: string | null;
  /** #rrggbb from the colour picker, or null. */
  customColor: string | null;
  /** A film from the shop's catalogue, or null: it is the colour and fixes the finish. */
  film: WizardFilm | null;
  finish: FinishId | null;
  style: StyleId | null;
  email: string;
  /** "Show my wrap in the public gallery": unticked until the visitor ticks it. */
  galleryConsent: boolean;
}

export type WizardAction<Photo = unknown> =
  | { type: 'chooseCustomBuild' }
  | { type: 'choosePhoto'; photo: Photo }
  | { type: 'chooseColor'; colorId: string }
  | { type: 'chooseCustomColor'; hex: string }
  | { type: 'chooseFilm'; film: WizardFilm }
  | { type: 'chooseFinish'; finish: FinishId }
  | { type: 'chooseStyle'; style: StyleId }
  | { type: 'setEmail'; email: string }
  | { type: 'setGalleryConsent'; consent: boolean }
  | { type: 'reset' };

export function initialWizardState<Photo = unknown>(): WizardState<Photo> {
  return {
    step: 0,
    presetChoice: null,
    photo: null,
    selectedWrap: null,
    customColor: null,
    film: null,
    finish: null,
    style: null,
    email: '',
    galleryConsent: false,
  };
}

function advanceTo(step: number, target: number): number {
  return Math.max(step, target);
}

export function wizardReducer<Photo>(state: WizardState<Photo>, action: WizardAction<Photo>): WizardState<Photo> {
  switch (action.type) {
    case 'chooseCustomBuild':
      return {
        ...state,
        presetChoice: 'custom',
        selectedWrap: null,
        customColor: null,
        film: null,
        finish: null,
        style: null,
        step: advanceTo(state.step, 1),
      };
    case 'choosePhoto':
      return { ...state, photo: action.photo, step: advanceTo(state.step, 2) };
    case 'chooseColor':
      // A plain colour unfixes the finish: the film's finish stays chosen, but is the visitor's to change.
      return { ...state, selectedWrap: action.colorId, customColor: null, film: null, step: advanceTo(state.step, 3) };
    case 'chooseCustomColor':
      return { ...state, selectedWrap: null, customColor: action.hex, film: null, step: advanceTo(state.step, 3) };
    case 'chooseFilm':
      // A film is made in one finish: the finish step is answered for the visitor and moved past.
      return {
        ...state,
        selectedWrap: null,
        customColor: null,
        film: action.film,
        finish: filmFinishToFinish(action.film.finish),
        step: advanceTo(state.step, 4),
      };
    case 'chooseFinish':
      if (state.film) return state;
      return { ...state, finish: action.finish, step: advanceTo(state.step, 4) };
    case 'chooseStyle':
      return { ...state, style: action.style, step: advanceTo(state.step, 5) };
    case 'setEmail':
      return { ...state, email: action.email, step: isValidEmail(action.email) ? advanceTo(state.step, 6) : state.step };
    case 'setGalleryConsent':
      return { ...state, galleryConsent: action.consent };
    case 'reset':
      return initialWizardState<Photo>();
  }
}

/** The colour the server is asked for: a film's or the picked #rrggbb, or a wizard colour id. */
export function chosenColor(state: WizardState): string | null {
  return state.film?.hex ?? state.customColor ?? state.selectedWrap;
}

/** The chosen colour's name for people: the film's, the wizard colour's, or the picked #rrggbb. */
export function chosenColorName(state: WizardState): string | null {
  if (state.film) return `${state.film.name} (${state.film.code})`;
  const color = chosenColor(state);
  return color ? (resolveColor(color)?.name ?? null) : null;
}

/** The finish the chosen film fixes, or null when the visitor chooses it. */
export function fixedFinish(state: WizardState): FinishId | null {
  return state.film ? filmFinishToFinish(state.film.finish) : null;
}
