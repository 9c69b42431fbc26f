import { z } from 'zod';
import { CarHint } from '../../domain/api';
import { resolveColor } from '../../domain/catalog/colors';
import { filmFinishToFinish } from '../../domain/catalog/filmFamilies';
import { filmRef, type WrapFilm } from '../../domain/catalog/films';
import { FINISH_IDS, type FinishId } from '../../domain/catalog/finishes';
import { STYLE_IDS, type StyleId } from '../../domain/catalog/styles';
import { ERRORS, MESSAGES } from '../../domain/messages';
import type { WrapOrder } from '../../domain/order/wrapOrder';
import { finishFromColorName } from '../../domain/prompt/finishFromColor';
import { hasHiddenCharacters } from '../../domain/hiddenCharacters';
import { isValidEmail } from '../../domain/validation';
import { InvalidInput } from '../serviceErrors';

// The form's text for WrapRequestFields.galleryConsent (the browser's contract keeps the plain
// boolean: a string-to-boolean schema there would cost the first view more than the checkbox).
// Exactly the contract's two words: zod would also take "TRUE" or " true ".
const GalleryConsentText = z.stringbool({ truthy: ['true'], falsy: ['false'], case: 'sensitive' }).default(false);

/**
 * Checks the wrap form's text fields in the order and with the words of the wizard's form validation; an unknown
 * finish or style gets a sentence naming the choices. A missing finish or style takes the product's
 * defaults (the colour's own finish, else glossy; solid wrap).
 */
export function parseWrapOrderFields(fields: Record<string, string>, hasPhoto: boolean, film: WrapFilm | null = null): WrapOrder {
  // The form's fields are read by hand, not by a contract schema: the same rule as every text field's (plainText.ts).
  // The file name is not the visitor's typing: it is cleaned instead (cleanFileName).
  if (Object.entries(fields).some(([name, value]) => name !== 'fileName' && hasHiddenCharacters(value)))
    throw new InvalidInput(ERRORS.hiddenCharacters);
  const email = (fields.email ?? '').trim();
  if (!hasPhoto || !email) throw new InvalidInput(MESSAGES.missingInformation.description);
  if (!isValidEmail(email)) throw new InvalidInput(MESSAGES.invalidEmail.description);
  // A film is its own colour and finish, whatever else the form says.
  if (film)
    return {
      ...parseStyleAndExtras(fields),
      email,
      color: { id: film.hex, name: film.hex, hex: film.hex },
      finish: filmFinishToFinish(film.finish),
      film: filmRef(film),
    };

  const colorText = (fields.color ?? '').trim();
  if (!colorText || colorText.toLowerCase() === 'custom') throw new InvalidInput(MESSAGES.missingWrapSelection.description);
  const color = resolveColor(colorText);
  if (!color) throw new InvalidInput(ERRORS.unknownColor);

  const finishText = (fields.finish ?? '').trim().toLowerCase();
  const inferred = finishFromColorName(color.name);
  // Carbon fibre is a look, not one of the six finishes: its nearest finish is satin.
  const finish = finishText || (inferred === 'carbon-fiber' ? 'satin' : inferred);
  if (!(FINISH_IDS as string[]).includes(finish)) throw new InvalidInput(ERRORS.unknownFinish);

  return { ...parseStyleAndExtras(fields), email, color, finish: finish as FinishId };
}

function parseStyleAndExtras(fields: Record<string, string>): Pick<WrapOrder, 'style' | 'hint' | 'galleryConsent'> {
  const style = (fields.style ?? '').trim().toLowerCase() || 'solid-wrap';
  if (!(STYLE_IDS as string[]).includes(style)) throw new InvalidInput(ERRORS.unknownStyle);
  return { style: style as StyleId, hint: parseHint(fields.hint), galleryConsent: parseGalleryConsent(fields.galleryConsent) };
}

function parseGalleryConsent(text: string | undefined): boolean {
  const consent = GalleryConsentText.safeParse(text);
  if (!consent.success) throw new InvalidInput(ERRORS.invalidGalleryConsent);
  return consent.data;
}

function parseHint(text: string | undefined): CarHint | undefined {
  if (!text?.trim()) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidInput(ERRORS.invalidHint);
  }
  const hint = CarHint.safeParse(json);
  if (!hint.success) throw new InvalidInput(ERRORS.invalidHint);
  return hint.data.point || hint.data.box ? hint.data : undefined;
}
