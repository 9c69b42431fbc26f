import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import { changeLines, quoteHeadline, shopRows, type QuoteEmailFields } from '../email/quoteEmails';

export const TIMESTAMP_HEADER = 'X-Wrap-Timestamp';
export const SIGNATURE_HEADER = 'X-Wrap-Signature';

export interface Lead {
  quoteId: string;
  createdAt: Date;
  facts: QuoteEmailFields;
}

/** The shop e-mail's facts as lines of text, for a chat message or a CRM's note. */
export function leadText(facts: QuoteEmailFields): string {
  return [
    quoteHeadline(facts),
    ...shopRows(facts).map(([label, value]) => `${label}: ${value}`),
    `Change requests: ${changeLines(facts.changeRequests).join(' ')}`,
  ].join('\n');
}

/** Slack shows &, < and > escaped, and reads <...> as a link or a mention. */
const slackEscaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The POST's body. json: the quote's facts as the shop's e-mail gives them (its private data link
 * aside: that is the visitor's), with links to the pictures and the same facts as text; slack: only
 * `{"text": ...}`, which a Slack (or Mattermost) incoming webhook shows as a message.
 */
export function leadBody(lead: Lead, settings: Pick<Config, 'LEAD_WEBHOOK_FORMAT' | 'BRAND_NAME'>): string {
  const { dataLink: _visitorsOwn, ...facts } = lead.facts;
  const text = leadText(lead.facts);
  if (settings.LEAD_WEBHOOK_FORMAT === 'slack') return JSON.stringify({ text: slackEscaped(text) });
  return JSON.stringify({
    event: 'quote.requested',
    quoteId: lead.quoteId,
    createdAt: lead.createdAt.toISOString(),
    shop: settings.BRAND_NAME,
    text,
    quote: facts,
  });
}

/**
 * The timestamp and, with a secret, the signature: `sha256=` and the hex HMAC-SHA256 of
 * `timestamp.body`, as Stripe and GitHub sign theirs; the receiver recomputes it and refuses
 * an old timestamp, so a captured POST cannot be replayed later.
 */
export function leadHeaders(body: string, secret: string | undefined, nowSeconds: number): Record<string, string> {
  const timestamp = String(nowSeconds);
  if (!secret) return { [TIMESTAMP_HEADER]: timestamp };
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: `sha256=${signature}` };
}
