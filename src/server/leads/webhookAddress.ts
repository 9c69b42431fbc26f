import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { ConfigError, shownOrigin, type Config } from '../config';
import { isPrivateAddress } from './privateAddresses';

type WebhookSettings = Pick<Config, 'LEAD_WEBHOOK_URL' | 'LEAD_WEBHOOK_ALLOW_PRIVATE'>;

/** Why a POST was not even tried: the webhook's host is (or now resolves to) a private address. */
export class PrivateWebhookAddress extends Error {
  constructor(address: string) {
    super(`the webhook's host resolves to ${address}, a private address (set LEAD_WEBHOOK_ALLOW_PRIVATE=true to allow it)`);
    this.name = 'PrivateWebhookAddress';
  }
}

/** The URL's host as the resolver takes it (an IPv6 literal without its brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The lookup every POST connects through: the name is resolved once, and a private answer is
 * refused right there, so a name that turned private since the start (DNS rebinding) is never reached.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(new PrivateWebhookAddress(refused.address), '', 4);
      if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 4);
      callback(null, first.address, first.family);
    });
  };
}

/** Refuses a POST to a private IP literal, which no lookup sees. */
export function refuseLiteralPrivate(url: URL, allowPrivate: boolean): void {
  const host = hostOf(url);
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) throw new PrivateWebhookAddress(host);
}

/**
 * The start's check of LEAD_WEBHOOK_URL: a host that resolves to a private address stops the
 * start with one line (ConfigError) unless LEAD_WEBHOOK_ALLOW_PRIVATE=true. A name that does not
 * resolve now is only a warning (returned): DNS may be down for a moment, and every POST checks again.
 */
export async function checkWebhookAddress(settings: WebhookSettings): Promise<string | null> {
  if (!settings.LEAD_WEBHOOK_URL || settings.LEAD_WEBHOOK_ALLOW_PRIVATE) return null;
  const url = new URL(settings.LEAD_WEBHOOK_URL);
  const shown = JSON.stringify(shownOrigin(settings.LEAD_WEBHOOK_URL));
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(hostOf(url), { all: true });
  } catch (error) {
    return `LEAD_WEBHOOK_URL=${shown}: its host does not resolve now (${(error as NodeJS.ErrnoException).code ?? 'no answer'}); each POST tries again`;
  }
  const refused = addresses.find((a) => isPrivateAddress(a.address));
  if (refused) {
    throw new ConfigError(
      `Bad setting: LEAD_WEBHOOK_URL=${shown} reaches ${refused.address}, a loopback, private or link-local address; set LEAD_WEBHOOK_ALLOW_PRIVATE=true if that is meant`,
    );
  }
  return null;
}
