import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

type Settings = Pick<Config, 'REQUEST_TIMEOUT_MS' | 'CONNECTION_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS'>;

/** Headers come in one small burst; a client still sending them after this is stalling on purpose. */
const HEADERS_TIMEOUT_MS = 20_000;

/**
 * How long the HTTP server waits for a client, so a stalled or trickled upload cannot hold a
 * connection and its buffered body for ever: the whole request (headers and body) within
 * REQUEST_TIMEOUT_MS (then 408 and the connection closes), no silence longer than
 * CONNECTION_TIMEOUT_MS, an idle kept-alive connection closed after KEEP_ALIVE_TIMEOUT_MS.
 */
export function serverTimeouts(config: Settings): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'
> & {
  http: { requestTimeout: number; headersTimeout: number; connectionsCheckingInterval: number };
} {
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  return {
    requestTimeout,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      // Node looks for overdue requests on this beat (30 s by default): a tenth of the limit keeps the cut close to it.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(requestTimeout / 10))),
    },
  };
}
