import type { NamedColor } from '../../domain/catalog/colors';
import type { WrapFilmRef } from '../../domain/catalog/films';
import { formatRange } from '../../domain/estimate/formatEstimate';
import type { PriceEstimate, SizeClass } from '../../domain/estimate/priceTable';
import { LANGUAGE_LOCALES, type Language } from '../../domain/i18n/languages';
import { colorLabel, finishLabel, styleLabel, wrapNameLabel } from '../../domain/catalog/catalogTexts';
import { ENGLISH, type VisitorTexts } from '../../domain/i18n/visitorTexts';
import { localWordsIn } from '../../domain/vehicle/vehicleDescription';
import { messagesFor } from '../i18n/messagesFor';
import type { EmailImage } from './emailImages';
import { headerSafe } from './headerSafe';
import type { MailAttachment, OutgoingMail } from './mailer';

/**
 * The two e-mails a quote request sends: the request itself to the shop, with everything an
 * installer prices from (film, finish, style, every change asked for, the car and its size, the
 * estimate shown, the before and after pictures), and a confirmation to the customer.
 */

/** The product's send-quote-email payload (the shop's quote e-mail), plus what the installer prices from. */
export interface QuoteEmailFields {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  carModel: string;
  city: string;
  selectedWrap: string;
  /** Absolute: PUBLIC_URL's, or the address the quote request came in on. */
  wrappedImageUrl: string;
  /** The visitor's photo (the "before"), absolute like the preview; null when unknown. */
  originalImageUrl: string | null;
  /** The catalogue film as it was chosen; null for a custom colour. */
  film: WrapFilmRef | null;
  /** The colour as chosen (a custom colour's name and hex). */
  colour: Pick<NamedColor, 'name' | 'hex'>;
  finish: string;
  style: string;
  /** Every change request, oldest first. */
  changeRequests: string[];
  /** The make and model read from the car analysis, and the analysis itself. */
  vehicleGuess: string;
  analysis: string | null;
  sizeClass: SizeClass;
  estimate: PriceEstimate | null;
  /** The visitor's private link to see or delete their data (confirmation only); null when none is made. */
  dataLink: string | null;
  /** The shop's page the app was embedded in when the quote was asked; absent on the app's own site. */
  hostPage?: string | null;
}

/** A picture to show inline (`cid:`) and attach. */
export interface InlineImage extends EmailImage {
  cid: string;
}

export interface QuoteEmailContext {
  brandName: string;
  shopEmail: string;
  /** The before picture (the visitor's photo), if it could be read. */
  before: InlineImage | null;
  /** The after picture (the preview), if it could be read; the link goes out either way. */
  after: InlineImage | null;
}

export const BEFORE_CID = 'car-photo@quote';
export const AFTER_CID = 'wrap-preview@quote';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const attachment = ({ filename, content, contentType, cid }: InlineImage): MailAttachment => ({ filename, content, contentType, cid });

function imageHtml(image: InlineImage | null, alt: string, link: string | null): string {
  const anchor = link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '';
  if (!image) return anchor;
  return `<p><img src="cid:${image.cid}" alt="${escapeHtml(alt)}" width="512" style="max-width:100%;height:auto"></p>${anchor}`;
}

/** The estimate as one line, in a language (the shop's e-mail: the shop's), its prices in that language's locale. */
export function estimateLine(estimate: PriceEstimate, language: Language = 'en'): string {
  const { ESTIMATE_TEXT } = messagesFor(language);
  const { from, to } = formatRange(estimate, LANGUAGE_LOCALES[language]);
  return `${ESTIMATE_TEXT.range(from, to)} (${ESTIMATE_TEXT.sizes[estimate.sizeClass]}, ${ESTIMATE_TEXT.coverages[estimate.coverage]}, ${ESTIMATE_TEXT.tiers[estimate.tier]})`;
}

function filmOrColour(fields: QuoteEmailFields, texts: VisitorTexts, language: Language): [string, string][] {
  const { film, colour } = fields;
  const { labels, customColour, filmFinish } = texts.SHOP_EMAIL_TEXT;
  if (!film) return [[labels.colour, customColour(colorLabel(texts.CATALOG_TEXT, colour.name), colour.hex)]];
  // English names the finish family by its id ("gloss"), as the catalogue file writes it.
  const family = language === 'en' ? film.finish : (texts.FILM_TEXT.families[film.finish] ?? film.finish);
  return [
    [labels.film, `${film.brand} ${film.line}`],
    [labels.filmCode, `${film.code} ${film.name}`],
    [labels.filmFinish, filmFinish(family, film.hex)],
  ];
}

/** The shop e-mail's facts as labelled lines in the shop's language, which the lead webhook's Slack message shows too. */
export function shopRows(fields: QuoteEmailFields, language: Language = 'en'): [string, string][] {
  const texts = messagesFor(language);
  const { SHOP_EMAIL_TEXT, ESTIMATE_TEXT, CATALOG_TEXT, VEHICLE_TEXT } = texts;
  const { labels } = SHOP_EMAIL_TEXT;
  const carModel = fields.carModel === ENGLISH.SHOP_EMAIL_TEXT.carFromPhoto ? SHOP_EMAIL_TEXT.carFromPhoto : fields.carModel;
  return [
    [labels.customerName, fields.customerName],
    [labels.customerEmail, fields.customerEmail],
    [labels.customerPhone, fields.customerPhone],
    [labels.city, fields.city],
    [labels.selectedWrap, wrapNameLabel(CATALOG_TEXT, fields.selectedWrap)],
    ...filmOrColour(fields, texts, language),
    [labels.finish, finishLabel(CATALOG_TEXT, fields.finish)],
    [labels.style, styleLabel(CATALOG_TEXT, fields.style)],
    [labels.vehicle, localWordsIn(fields.vehicleGuess, VEHICLE_TEXT)],
    [labels.vehicleSize, `${ESTIMATE_TEXT.sizes[fields.sizeClass]} (${fields.sizeClass})`],
    [labels.estimate, fields.estimate ? estimateLine(fields.estimate, language) : SHOP_EMAIL_TEXT.none],
    [labels.carModel, carModel],
    [labels.preview, fields.wrappedImageUrl],
    ...(fields.originalImageUrl ? ([[labels.originalPhoto, fields.originalImageUrl]] as [string, string][]) : []),
    ...(fields.hostPage ? ([[labels.hostPage, fields.hostPage]] as [string, string][]) : []),
  ];
}

export const changeLines = (changes: string[], language: Language = 'en') =>
  changes.length ? changes.map((text, i) => `${i + 1}. ${text}`) : [messagesFor(language).SHOP_EMAIL_TEXT.none];

/** The shop e-mail's subject: what was asked, by whom, where. */
export const quoteHeadline = (fields: QuoteEmailFields, language: Language = 'en') => {
  const texts = messagesFor(language);
  return texts.SHOP_EMAIL_TEXT.subject(wrapNameLabel(texts.CATALOG_TEXT, fields.selectedWrap), fields.customerName, fields.city);
};

/** The quote request to the shop, in the shop's language (DEFAULT_LANGUAGE). */
export function shopQuoteEmail(fields: QuoteEmailFields, context: QuoteEmailContext, language: Language = 'en'): OutgoingMail {
  const texts = messagesFor(language);
  const { SHOP_EMAIL_TEXT: t, ESTIMATE_TEXT, VEHICLE_TEXT } = texts;
  const rows = shopRows(fields, language);
  const intro = t.intro(fields.customerName, context.brandName);
  const changes = changeLines(fields.changeRequests, language);
  const analysis = fields.analysis ? localWordsIn(fields.analysis, VEHICLE_TEXT) : t.none;
  const wrap = wrapNameLabel(texts.CATALOG_TEXT, fields.selectedWrap);
  return {
    to: context.shopEmail,
    // The shop answers the customer, not the no-reply sender.
    replyTo: { name: headerSafe(fields.customerName), address: fields.customerEmail },
    fromName: headerSafe(context.brandName),
    subject: headerSafe(quoteHeadline(fields, language), 300),
    text: [
      intro,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      `${t.changeRequests}:`,
      ...changes,
      '',
      `${t.carAnalysis}:`,
      analysis,
      '',
      ESTIMATE_TEXT.disclaimer,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      '<table cellpadding="4">',
      ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      `<h3>${escapeHtml(t.changeRequests)}</h3>`,
      fields.changeRequests.length
        ? `<ol>${fields.changeRequests.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ol>`
        : `<p>${escapeHtml(t.none)}</p>`,
      `<h3>${escapeHtml(t.carAnalysis)}</h3>`,
      `<p>${escapeHtml(analysis)}</p>`,
      `<h3>${escapeHtml(t.before)}</h3>`,
      imageHtml(context.before, t.beforeAlt, fields.originalImageUrl),
      `<h3>${escapeHtml(t.after)}</h3>`,
      imageHtml(context.after, t.afterAlt(wrap), fields.wrappedImageUrl),
    ].join('\n'),
    attachments: [context.before, context.after].filter((image) => image !== null).map(attachment),
  };
}

/** The confirmation to the customer, in the language they used the site in. */
export function customerConfirmationEmail(fields: QuoteEmailFields, context: QuoteEmailContext, language: Language = 'en'): OutgoingMail {
  const texts = messagesFor(language);
  const { CONFIRMATION_TEXT, DATA_LINK_TEXT, ESTIMATE_TEXT, MESSAGES, QUOTE_TEXT } = texts;
  const wrap = wrapNameLabel(texts.CATALOG_TEXT, fields.selectedWrap);
  const lines = [
    CONFIRMATION_TEXT.greeting(fields.customerName),
    '',
    CONFIRMATION_TEXT.thanks(context.brandName, wrap),
    MESSAGES.quoteSubmitted.description,
    ...(fields.estimate ? ['', estimateLine(fields.estimate, language), ESTIMATE_TEXT.disclaimer] : []),
    '',
    CONFIRMATION_TEXT.callBack(fields.customerPhone, fields.wrappedImageUrl),
    ...(fields.dataLink ? ['', `${DATA_LINK_TEXT.emailLabel} ${fields.dataLink}`] : []),
    '',
    `${context.brandName}`,
  ];
  return {
    to: { name: headerSafe(fields.customerName), address: fields.customerEmail },
    replyTo: context.shopEmail,
    fromName: headerSafe(context.brandName),
    subject: headerSafe(`${context.brandName}: ${QUOTE_TEXT.confirmationSubject}`, 300),
    text: lines.join('\n'),
    html: [
      ...lines.filter((line) => line !== '' && !line.startsWith(DATA_LINK_TEXT.emailLabel)).map((line) => `<p>${escapeHtml(line)}</p>`),
      ...(fields.dataLink
        ? [`<p>${escapeHtml(DATA_LINK_TEXT.emailLabel)} <a href="${escapeHtml(fields.dataLink)}">${escapeHtml(fields.dataLink)}</a></p>`]
        : []),
      imageHtml(context.after, CONFIRMATION_TEXT.previewAlt(wrap), null),
    ].join('\n'),
    attachments: context.after ? [attachment(context.after)] : [],
  };
}
