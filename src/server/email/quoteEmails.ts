import path from 'node:path';
import { QUOTE_TEXT, MESSAGES } from '../../domain/messages';
import type { MailAttachment, OutgoingMail } from './mailer';

/**
 * The two e-mails a quote request sends: the request itself to the shop, with every field of the
 * spec's send-quote-email call and the preview attached, and a confirmation to the customer.
 */

/** The spec's send-quote-email payload (the shop's quote e-mail), field for field. */
export interface QuoteEmailFields {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  carModel: string;
  city: string;
  selectedWrap: string;
  /** Absolute when PUBLIC_URL is set, otherwise the app-relative path. */
  wrappedImageUrl: string;
}

export interface QuoteEmailContext {
  brandName: string;
  shopEmail: string;
  /** The preview file, or null when storage no longer has it (the link still goes out). */
  image: Buffer | null;
}

const PREVIEW_CID = 'wrap-preview@quote';

const CONTENT_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function previewAttachment(fields: QuoteEmailFields, image: Buffer | null): MailAttachment[] {
  if (!image) return [];
  const ext = path.extname(new URL(fields.wrappedImageUrl, 'http://x').pathname).toLowerCase();
  const contentType = CONTENT_TYPES[ext] ?? 'application/octet-stream';
  return [{ filename: `wrap-preview${CONTENT_TYPES[ext] ? ext : ''}`, content: image, contentType, cid: PREVIEW_CID }];
}

function previewHtml(fields: QuoteEmailFields, image: Buffer | null): string {
  const link = `<p><a href="${escapeHtml(fields.wrappedImageUrl)}">${escapeHtml(fields.wrappedImageUrl)}</a></p>`;
  if (!image) return link;
  return `<p><img src="cid:${PREVIEW_CID}" alt="Wrap preview: ${escapeHtml(fields.selectedWrap)}" width="512" style="max-width:100%;height:auto"></p>${link}`;
}

export function shopQuoteEmail(fields: QuoteEmailFields, context: QuoteEmailContext): OutgoingMail {
  const rows: [string, string][] = [
    ['Customer name', fields.customerName],
    ['Customer e-mail', fields.customerEmail],
    ['Customer phone', fields.customerPhone],
    ['Car model', fields.carModel],
    ['City', fields.city],
    ['Selected wrap', fields.selectedWrap],
    ['Wrap preview', fields.wrappedImageUrl],
  ];
  const intro = `${fields.customerName} asked ${context.brandName} for a quote. Reply to this e-mail to answer them; the promise on the site is contact within 24 hours.`;
  return {
    to: context.shopEmail,
    // The shop answers the customer, not the no-reply sender.
    replyTo: fields.customerEmail,
    subject: `Quote request: ${fields.selectedWrap} for ${fields.customerName} (${fields.city})`,
    text: [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      '<table cellpadding="4">',
      ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      previewHtml(fields, context.image),
    ].join('\n'),
    attachments: previewAttachment(fields, context.image),
  };
}

export function customerConfirmationEmail(fields: QuoteEmailFields, context: QuoteEmailContext): OutgoingMail {
  const lines = [
    `Hi ${fields.customerName},`,
    '',
    `thank you for asking ${context.brandName} for a quote on the ${fields.selectedWrap} wrap.`,
    MESSAGES.quoteSubmitted.description,
    '',
    `We will call you on ${fields.customerPhone}. Your preview: ${fields.wrappedImageUrl}`,
    '',
    `${context.brandName}`,
  ];
  return {
    to: fields.customerEmail,
    replyTo: context.shopEmail,
    subject: `${context.brandName}: ${QUOTE_TEXT.confirmationSubject}`,
    text: lines.join('\n'),
    html: [
      ...lines.filter((line) => line !== '').map((line) => `<p>${escapeHtml(line)}</p>`),
      previewHtml(fields, context.image),
    ].join('\n'),
    attachments: previewAttachment(fields, context.image),
  };
}
