import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';

/** The rate-limit plugin's options that keep its counts in Redis, and the client to close with the app. */
export interface SharedRateLimits {
  options: { redis: Redis; skipOnError: true };
  /**
   * Resolves once Redis answers, or after `waitMs` whatever it does: the app is ready only then, so
   * its first requests are counted (a command sent before the connection is up is skipped, not
   * queued), and a Redis that is down delays the start by at most that long.
   */
  connected(waitMs?: number): Promise<void>;
  close(): void;
}

/** Longer than the connection's own timeout (500 ms), so a Redis that is up is always waited for. */
const CONNECT_WAIT_MS = 2_000;

/**
 * With REDIS_URL, every instance of the app counts each client's tries in one Redis, so the limits
 * hold across instances; without it (null) each instance counts on its own, in memory.
 * A Redis that is down never takes the app down: commands fail fast and the limit is skipped.
 */
export function sharedRateLimits(config: Config, log: FastifyBaseLogger): SharedRateLimits | null {
  if (!config.REDIS_URL) return null;
  const redis = new Redis(config.REDIS_URL, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    // Queued commands would hold every limited request until Redis came back.
    enableOfflineQueue: false,
  });
  // Once per outage, not at every reconnect attempt; the message names no password.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    log.warn({ reason: error.message }, 'Redis for the rate limits is unreachable: limits are skipped until it is back');
  });
  redis.on('ready', () => {
    reported = false;
  });
  return {
    options: { redis, skipOnError: true },
    connected: (waitMs = CONNECT_WAIT_MS) =>
      redis.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              redis.off('ready', done);
              resolve();
            };
            const timer = setTimeout(done, waitMs);
            redis.once('ready', done);
          }),
    close: () => redis.disconnect(),
  };
}
