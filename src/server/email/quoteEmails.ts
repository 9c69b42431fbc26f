import type { NamedColor } from '../../domain/catalog/colors';
import type { WrapFilmRef } from '../../domain/catalog/films';
import { formatRange } from '../../domain/estimate/formatEstimate';
import type { PriceEstimate, SizeClass } from '../../domain/estimate/priceTable';
import { ESTIMATE_TEXT } from '../../domain/estimate/estimateTexts';
import { LANGUAGE_LOCALES, type Language } from '../../domain/i18n/languages';
import { wrapNameLabel } from '../../domain/catalog/catalogTexts';
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

/** The estimate as one line, in a language (the shop's e-mail: English), its prices in that language's locale. */
export function estimateLine(estimate: PriceEstimate, language: Language = 'en'): string {
  const { ESTIMATE_TEXT } = messagesFor(language);
  const { from, to } = formatRange(estimate, LANGUAGE_LOCALES[language]);
  return `${ESTIMATE_TEXT.range(from, to)} (${ESTIMATE_TEXT.sizes[estimate.sizeClass]}, ${ESTIMATE_TEXT.coverages[estimate.coverage]}, ${ESTIMATE_TEXT.tiers[estimate.tier]})`;
}

function filmOrColour(fields: QuoteEmailFields): [string, string][] {
  const { film, colour } = fields;
  if (!film) return [['Colour', `Custom colour: ${colour.name} (${colour.hex})`]];
  return [
    ['Film', `${film.brand} ${film.line}`],
    ['Film code and name', `${film.code} ${film.name}`],
    ['Film finish and colour', `${film.finish}, about ${film.hex}`],
  ];
}

/** The shop e-mail's facts as labelled lines, which the lead webhook's Slack message shows too. */
export function shopRows(fields: QuoteEmailFields): [string, string][] {
  return [
    ['Customer name', fields.customerName],
    ['Customer e-mail', fields.customerEmail],
    ['Customer phone', fields.customerPhone],
    ['City', fields.city],
    ['Selected wrap', fields.selectedWrap],
    ...filmOrColour(fields),
    ['Finish', fields.finish],
    ['Style', fields.style],
    ['Vehicle (guessed from the photo)', fields.vehicleGuess],
    ['Vehicle size', `${ESTIMATE_TEXT.sizes[fields.sizeClass]} (${fields.sizeClass})`],
    ['Estimate shown', fields.estimate ? estimateLine(fields.estimate) : 'none'],
    ['Car model', fields.carModel],
    ['Wrap preview', fields.wrappedImageUrl],
    ...(fields.originalImageUrl ? ([['Original photo', fields.originalImageUrl]] as [string, string][]) : []),
    ...(fields.hostPage ? ([['Asked on the page', fields.hostPage]] as [string, string][]) : []),
  ];
}

export const changeLines = (changes: string[]) => (changes.length ? changes.map((text, i) => `${i + 1}. ${text}`) : ['none']);

/** The shop e-mail's subject: what was asked, by whom, where. */
export const quoteHeadline = (fields: QuoteEmailFields) =>
  `Quote request: ${fields.selectedWrap} for ${fields.customerName} (${fields.city})`;

export function shopQuoteEmail(fields: QuoteEmailFields, context: QuoteEmailContext): OutgoingMail {
  const rows = shopRows(fields);
  const intro = `${fields.customerName} asked ${context.brandName} for a quote. Reply to this e-mail to answer them; the promise on the site is contact within 24 hours.`;
  const changes = changeLines(fields.changeRequests);
  return {
    to: context.shopEmail,
    // The shop answers the customer, not the no-reply sender.
    replyTo: { name: headerSafe(fields.customerName), address: fields.customerEmail },
    fromName: headerSafe(context.brandName),
    subject: headerSafe(quoteHeadline(fields), 300),
    text: [
      intro,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      'Change requests:',
      ...changes,
      '',
      'Car analysis:',
      fields.analysis ?? 'none',
      '',
      ESTIMATE_TEXT.disclaimer,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      '<table cellpadding="4">',
      ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      '<h3>Change requests</h3>',
      fields.changeRequests.length
        ? `<ol>${fields.changeRequests.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ol>`
        : '<p>none</p>',
      '<h3>Car analysis</h3>',
      `<p>${escapeHtml(fields.analysis ?? 'none')}</p>`,
      '<h3>Before</h3>',
      imageHtml(context.before, 'The customer\u2019s photo', fields.originalImageUrl),
      '<h3>After</h3>',
      imageHtml(context.after, `Wrap preview: ${fields.selectedWrap}`, fields.wrappedImageUrl),
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
