import { FLOW_TEXT, MESSAGES } from '../../domain/messages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { readOpenAiKey } from './apiKey';
import { bothReservations, reserveClientCall, reservePaidCall, type PaidCallReservation } from './dailyBudget';
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
 * The provider for the next job: the one /api/status names, except that once the client's
 * pictures today (AI_DAILY_PER_CLIENT) or the shop's (DAILY_AI_BUDGET) are reserved, the local
 * engine answers, with a sentence saying why: the bill has a ceiling, and one or two addresses
 * cannot spend it all. `clientKey` is the wrap's client (clientKeyOf); wraps without one meet
 * the shop's budget only.
 */
export async function providerForNextJob({ config, db, log }: ProviderDeps, clientKey: string | null = null): Promise<WrapProvider> {
  const status = await providerStatus(config, db);
  if (status.provider === 'local') return createLocalProvider();
  if (status.provider !== 'openai') throw new ProviderError(MESSAGES.keyNotAvailable.description);
  const apiKey = await readOpenAiKey(config, db);
  if (!apiKey) return createLocalProvider();
  // Reserved before the job starts, client first: jobs racing for the last pictures cannot all win.
  const forClient = clientKey ? await reserveClientCall(db, clientKey, config.AI_DAILY_PER_CLIENT) : null;
  if (clientKey && !forClient) {
    log.warn({ perClient: config.AI_DAILY_PER_CLIENT }, "client's daily AI pictures reached: the local engine takes this wrap");
    return localStandIn(FLOW_TEXT.localInsteadOfAi.yourDay);
  }
  const forShop = await reservePaidCall(db, config.DAILY_AI_BUDGET);
  if (!forShop) {
    await forClient?.release();
    log.warn({ budget: config.DAILY_AI_BUDGET }, 'daily AI budget reached: the local engine takes this wrap');
    return localStandIn(FLOW_TEXT.localInsteadOfAi.shopDay);
  }
  const reservation: PaidCallReservation = forClient ? bothReservations(forClient, forShop) : forShop;
  return createOpenAiProvider({ apiKey, config, log, reservation });
}

const localStandIn = (notice: string): WrapProvider => ({ ...createLocalProvider(), notice });
