import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';

/** The rate-limit plugin's options that keep its counts in Redis, and the client to close with the app. */
export interface SharedRateLimits {
  options: { redis: Redis; skipOnError: true };
  close(): void;
}

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
    close: () => redis.disconnect(),
  };
}
