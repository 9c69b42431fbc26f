import { CATALOG_TEXT } from '../../../domain/catalog/catalogTexts';
import type { FirstViewTexts } from '../../../domain/i18n/visitorTexts';
import {
  BRAND_TEXT,
  FILM_TEXT,
  FLOW_TEXT,
  FOOTER_TEXT,
  GALLERY_TEXT,
  HOME_TEXT,
  LANGUAGE_TEXT,
  MESSAGES,
  POLISH_TEXT,
} from '../../../domain/messages';

/** English as the home page first shows it: in the main bundle, so an English visitor waits for no texts. */
export const ENGLISH_FIRST_VIEW: FirstViewTexts = {
  MESSAGES,
  FLOW_TEXT,
  POLISH_TEXT,
  HOME_TEXT,
  FOOTER_TEXT,
  GALLERY_TEXT,
  FILM_TEXT,
  BRAND_TEXT,
  CATALOG_TEXT,
  LANGUAGE_TEXT,
};
