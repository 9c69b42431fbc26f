import { resolveColor, WIZARD_COLORS, WRAP_COLORS } from '../catalog/colors';
import type { FinishId } from '../catalog/finishes';
import type { StyleId } from '../catalog/styles';
import type { Language } from '../i18n/languages';
import { parseChangeRequest } from '../paint/changeRequest';
import { labToRgb, rgbToHex } from '../paint/color';
import { adjustedTarget } from '../paint/recolor';

/** The look a wrap request holds: what the picture shows, the estimate prices and the shop receives. */
export interface OrderedLook {
  /** A catalogue colour's id or a #rrggbb value, as the request row keeps it. */
  color: string;
  /** The colour as people read it: "Red", "Navy Blue", "Red, darker". */
  colorName: string;
  finish: FinishId;
  style: StyleId;
}

/** One change the visitor made, kept on the request for the installer: what was asked, what it did. */
export interface OrderChange {
  at: string;
  words: string;
  applied: string[];
  unapplied: string[];
  /** The look before the change (the request's columns hold the look after it). */
  before: OrderedLook;
}

/** A wrap without a catalogue film is named by its colour: "Custom: Red". */
export const customWrapName = (colorName: string) => `Custom: ${colorName}`;

export interface SettledChange {
  look: OrderedLook;
  /** The colour or the finish changed: a catalogue film chosen before no longer describes the wrap. */
  filmLeft: boolean;
  /** What was understood, e.g. "finish: Satin", "style: Racing Stripes". */
  applied: string[];
  /** What could not be turned into a change, said to the visitor rather than dropped. */
  unapplied: string[];
}

const CATALOGUE = [...WIZARD_COLORS, ...WRAP_COLORS];
/** The parser's words for a shade of the colour rather than a colour of its own. */
const RELATIVE = /^(lightness|saturation|colour: more)/;
const titleCase = (words: string) => words.replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * A change request ("make it red with racing stripes, satin") applied to the look the wrap holds,
 * so every later reader (the render, the estimate, the share page, the shop's e-mail) reads one
 * order. Relative words ("darker", "more blue") start from the look as it is now, and their
 * result is kept as a colour of its own, so the next change starts from it in turn.
 */
export function settleChange(look: OrderedLook, words: string, language: Language = 'en'): SettledChange {
  const hex = resolveColor(look.color)?.hex ?? look.color;
  const req = parseChangeRequest(words, { color: hex, finish: look.finish, style: look.style }, language);
  const shifted = req.lightnessShift !== 0 || req.chromaScale !== 1;
  let { color, colorName } = look;
  if (req.color !== undefined || shifted) {
    const phrase = req.colorPhrase;
    const named = phrase ? CATALOGUE.find((c) => c.name.toLowerCase() === phrase || c.id === phrase.replace(/ /g, '-')) : undefined;
    color = named && !shifted ? named.id : rgbToHex(labToRgb(adjustedTarget(req.color ?? hex, req.lightnessShift, req.chromaScale)));
    const base = phrase ? (named?.name ?? titleCase(phrase)) : look.colorName;
    const shades = req.applied.filter((a) => RELATIVE.test(a)).map((a) => a.replace(/^[^:]+: /, ''));
    colorName = shades.length > 0 ? `${base}, ${shades.join(', ')}` : base;
  }
  const finish = req.finish ?? look.finish;
  return {
    look: { color, colorName, finish, style: req.style ?? look.style },
    filmLeft: color !== look.color || finish !== look.finish,
    applied: req.applied,
    unapplied: req.unapplied,
  };
}
