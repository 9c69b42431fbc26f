import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedLead {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The status this receiver answered. */
  answered: number;
}

/**
 * A webhook receiver on 127.0.0.1, as a shop's CRM or Zapier would run one: keeps every POST it
 * gets, and answers the statuses it is told to, one per POST, then 200.
 */
export async function startWebhookReceiver() {
  const received: ReceivedLead[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = answers.shift() ?? 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end(answered < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    /** The next POSTs are answered these statuses (then 200 again). */
    answer(...statuses: number[]) {
      answers.push(...statuses);
    },
    /** The POSTs of one quote, by the quoteId of their JSON body. */
    of: (quoteId: string) => received.filter((lead) => (JSON.parse(lead.body) as { quoteId?: string }).quoteId === quoteId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** True when the POST carries the signature a receiver holding `secret` expects, as its docs tell it to check. */
export function signatureHolds(lead: ReceivedLead, secret: string): boolean {
  const timestamp = String(lead.headers['x-wrap-timestamp']);
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${lead.body}`).digest('hex')}`);
  const given = Buffer.from(String(lead.headers['x-wrap-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
