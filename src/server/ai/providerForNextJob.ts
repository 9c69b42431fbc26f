import { MESSAGES } from '../../domain/messages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { readOpenAiKey } from './apiKey';
import { reservePaidCall } from './dailyBudget';
import { createLocalProvider } from './localProvider';
import { createOpenAiProvider } from './openAiProvider';
import { ProviderError, type WrapProvider } from './provider';
import { providerStatus } from './providerStatus';

export interface ProviderDeps {
  config: Config;
  db: Db;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * The provider for the next job: the one /api/status names, except that once the day's budget of
 * paid pictures is reserved the local engine answers, so the shop's bill has a ceiling.
 */
export async function providerForNextJob({ config, db, log }: ProviderDeps): Promise<WrapProvider> {
  const status = await providerStatus(config, db);
  if (status.provider === 'local') return createLocalProvider();
  if (status.provider === 'openai') {
    const apiKey = await readOpenAiKey(config, db);
    // The picture is reserved before the job starts: jobs racing for the day's last pictures cannot all win.
    const reservation = apiKey ? await reservePaidCall(db, config.DAILY_AI_BUDGET) : null;
    if (apiKey && reservation) return createOpenAiProvider({ apiKey, config, log, reservation });
    log.warn({ budget: config.DAILY_AI_BUDGET }, 'daily AI budget reached: the local engine takes this wrap');
    return createLocalProvider();
  }
  throw new ProviderError(MESSAGES.keyNotAvailable.description);
}
