import type { ProviderName } from '../../domain/api';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { readOpenAiKey } from './apiKey';

export interface ProviderStatus {
  provider: ProviderName | null;
  ready: boolean;
  /** Why no provider is ready, for the server log (never the key itself). */
  reason?: string;
}

/**
 * Which provider the settings name for the next generation, and whether it is ready (what
 * /api/status says; providerForNextJob then applies the day's budget). `auto` uses OpenAI when a
 * key is known and the local engine otherwise, so a fresh install works with nothing configured.
 */
export async function providerStatus(config: Config, db: Db): Promise<ProviderStatus> {
  if (config.AI_PROVIDER === 'local') return { provider: 'local', ready: true };
  const key = await readOpenAiKey(config, db);
  if (key) return { provider: 'openai', ready: true };
  if (config.AI_PROVIDER === 'openai') return { provider: null, ready: false, reason: 'AI_PROVIDER=openai but no OpenAI key is set' };
  return { provider: 'local', ready: true };
}
