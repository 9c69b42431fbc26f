import { CATALOG_TEXT } from '../catalog/catalogTexts';
import { ESTIMATE_TEXT } from '../estimate/estimateTexts';
import { LOOKS_TEXT } from '../looks/looksTexts';
import {
  BRAND_TEXT,
  ERRORS,
  FAST_MESSAGES,
  FILM_TEXT,
  FLOW_TEXT,
  FOOTER_TEXT,
  GALLERY_TEXT,
  HOME_TEXT,
  LANGUAGE_TEXT,
  EMBED_TEXT,
  MESSAGES,
  POLISH_TEXT,
  SLOW_MESSAGES,
  STATUS_MESSAGES,
} from '../messages';
import {
  DATA_LINK_TEXT,
  EXPIRED_TEXT,
  MY_DATA_ERRORS,
  MY_DATA_TEXT,
  PRIVACY_PAGE_TEXT,
  PRIVACY_POLICY_TEXT,
} from '../privacy/privacyTexts';
import { VEHICLE_TEXT } from '../vehicle/vehicleTexts';
import { NOT_FOUND_TEXT, SERVER_ANSWERS } from './serverAnswers';
import { SHOP_EMAIL_TEXT } from './shopEmailTexts';
import { CONFIRMATION_TEXT, QUOTE_TEXT } from '../quote/quoteTexts';
import { SHARE_TEXT } from '../share/shareTexts';
import { BRUSH_TEXT } from '../wizard/brushTexts';

/**
 * Every text a visitor reads, in English: the modules each screen already imports, gathered so
 * each other language is one module of exactly this shape (the type below makes a missing or
 * extra key a type error, and i18n.test.ts checks them at run time too).
 */
export const ENGLISH = {
  MESSAGES,
  ERRORS,
  FLOW_TEXT,
  STATUS_MESSAGES,
  FAST_MESSAGES,
  SLOW_MESSAGES,
  POLISH_TEXT,
  HOME_TEXT,
  FOOTER_TEXT,
  GALLERY_TEXT,
  FILM_TEXT,
  BRAND_TEXT,
  QUOTE_TEXT,
  CONFIRMATION_TEXT,
  LOOKS_TEXT,
  BRUSH_TEXT,
  SHARE_TEXT,
  ESTIMATE_TEXT,
  DATA_LINK_TEXT,
  CATALOG_TEXT,
  LANGUAGE_TEXT,
  // Pages other than the home page, the server's own answers, and the shop's e-mail (in the shop's language).
  PRIVACY_PAGE_TEXT,
  PRIVACY_POLICY_TEXT,
  MY_DATA_TEXT,
  MY_DATA_ERRORS,
  EXPIRED_TEXT,
  EMBED_TEXT,
  NOT_FOUND_TEXT,
  SERVER_ANSWERS,
  VEHICLE_TEXT,
  SHOP_EMAIL_TEXT,
} as const;

/** English's shape with any wording: strings stay strings, functions keep their arguments, lists their length. */
export type Wording<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Wording<R>
    : T extends object
      ? { readonly [K in keyof T]: Wording<T[K]> }
      : T;

export type VisitorTexts = Wording<typeof ENGLISH>;

/**
 * The texts the home page shows before the visitor does anything: the browser has these at once
 * (English in the main bundle), the rest only with the dialogs that show them.
 */
export const FIRST_VIEW_GROUPS = [
  'MESSAGES',
  'FLOW_TEXT',
  'POLISH_TEXT',
  'HOME_TEXT',
  'FOOTER_TEXT',
  'GALLERY_TEXT',
  'FILM_TEXT',
  'BRAND_TEXT',
  'CATALOG_TEXT',
  'LANGUAGE_TEXT',
] as const satisfies readonly (keyof VisitorTexts)[];
export type FirstViewTexts = Pick<VisitorTexts, (typeof FIRST_VIEW_GROUPS)[number]>;
