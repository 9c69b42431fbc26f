import http from 'node:http';
import https from 'node:https';
import { guardedLookup, refuseLiteralPrivate } from './webhookAddress';

export interface WebhookTarget {
  url: string;
  allowPrivate: boolean;
  timeoutMs: number;
}

/** What a receiver answered besides a 2xx, as the back office shows it. */
export class WebhookRefused extends Error {}

/**
 * One POST of `body` to the webhook; resolves on a 2xx, throws otherwise (a status, a timeout,
 * a refused address). Redirects are not followed: a 3xx is a failure the shop can see and fix,
 * and no answer can send the POST on to another host.
 */
export async function postLead(target: WebhookTarget, body: string, headers: Record<string, string>): Promise<void> {
  const url = new URL(target.url);
  refuseLiteralPrivate(url, target.allowPrivate);
  const client = url.protocol === 'https:' ? https : http;
  const status = await new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(target.allowPrivate),
        signal: AbortSignal.timeout(target.timeoutMs),
        // A fresh connection each time: every POST's address goes through the lookup's check.
        agent: false,
      },
      (response) => {
        // The answer's body is not needed; reading it lets the socket close.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(error.name === 'AbortError' ? new WebhookRefused(`no answer within ${target.timeoutMs} ms`) : error),
    );
    request.end(body);
  });
  if (status < 200 || status > 299) throw new WebhookRefused(`the webhook answered HTTP ${status}`);
}
