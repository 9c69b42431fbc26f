import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';

/**
 * The OpenAI key, read by the server only: the environment wins, else the `api_keys`
 * row (service_name "openai"). It never leaves the server.
 */
export async function readOpenAiKey(config: Config, db: Db): Promise<string | undefined> {
  if (config.OPENAI_API_KEY) return config.OPENAI_API_KEY;
  const [row] = await db.select({ apiKey: apiKeys.apiKey }).from(apiKeys).where(eq(apiKeys.serviceName, 'openai')).limit(1);
  return row?.apiKey?.trim() || undefined;
}
