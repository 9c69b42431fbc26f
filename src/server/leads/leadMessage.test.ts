import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QuoteEmailFields } from '../email/quoteEmails';
import { leadBody, leadHeaders } from './leadMessage';

const FACTS: QuoteEmailFields = {
  customerName: 'Ana <Ruiz> & Co',
  customerEmail: 'ana@visitor.example',
  customerPhone: '+44 20 7946 0958',
  carModel: 'Vehicle from uploaded image',
  city: 'Leeds',
  selectedWrap: 'Satin Black',
  wrappedImageUrl: 'https://wraps.shop.example/files/car-images/after.png',
  originalImageUrl: 'https://wraps.shop.example/files/car-images/before.jpg',
  film: null,
  colour: { name: 'Black', hex: '#111111' },
  finish: 'Satin',
  style: 'Full wrap',
  changeRequests: ['Gloss black mirrors'],
  vehicleGuess: 'a coupe',
  analysis: null,
  sizeClass: 'medium',
  estimate: null,
  dataLink: 'https://wraps.shop.example/my-data/secret-token',
};
const LEAD = { quoteId: 'q-1', createdAt: new Date('2026-11-26T14:00:00Z'), facts: FACTS };

describe('the lead webhook message', () => {
  it('is, for Slack, only a text of the headline and the facts, with the characters Slack reads as markup escaped', () => {
    const body = JSON.parse(leadBody(LEAD, { LEAD_WEBHOOK_FORMAT: 'slack', BRAND_NAME: 'WrapStudio' })) as Record<string, string>;
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text!.split('\n')[0]).toBe('Quote request: Satin Black for Ana &lt;Ruiz&gt; &amp; Co (Leeds)');
    expect(body.text).toContain('Wrap preview: https://wraps.shop.example/files/car-images/after.png');
    expect(body.text).toContain('Change requests: 1. Gloss black mirrors');
    expect(body.text).not.toContain('secret-token');
  });

  it('signs "timestamp.body" with the secret, and sends only the timestamp without one', () => {
    const body = leadBody(LEAD, { LEAD_WEBHOOK_FORMAT: 'json', BRAND_NAME: 'WrapStudio' });
    const hex = createHmac('sha256', 'shh').update(`1764165600.${body}`).digest('hex');
    expect(leadHeaders(body, 'shh', 1764165600)).toEqual({ 'X-Wrap-Timestamp': '1764165600', 'X-Wrap-Signature': `sha256=${hex}` });
    expect(leadHeaders(body, undefined, 1764165600)).toEqual({ 'X-Wrap-Timestamp': '1764165600' });
  });
});
