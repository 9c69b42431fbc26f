import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAi } from '../../src/server/ai/fakeOpenAi.testutil';
import { followJob, postWrap } from '../../src/server/image/photoForm.testutil';
import { createTestApp } from '../../src/server/testApp.testutil';
import { figure, type Figure } from './stats';

async function oneGeneration(app: Parameters<typeof postWrap>[0]): Promise<number> {
  const start = performance.now();
  const created = await postWrap(app);
  if (created.statusCode !== 202) throw new Error(`POST /api/wraps answered ${created.statusCode}: ${created.body}`);
  const { events } = await followJob(app, created.json<{ requestId: string }>().requestId);
  const last = events.at(-1);
  if (last?.stage !== 'done') throw new Error(`generation ended ${last?.stage}: ${last?.error}`);
  return performance.now() - start;
}

/**
 * One generation through the HTTP API, everything but the AI: the provider is an
 * OpenAI-compatible fake on 127.0.0.1 that answers at once (generate mode, so no engine work),
 * leaving upload normalisation, storage, database rows, logs, watermark and thumbnail.
 * The same through the local engine gives the whole local figure.
 */
export async function benchServer(runs: number): Promise<Figure[]> {
  const fake = await startFakeOpenAi({ apiKey: 'bench-fake-openai-key' });
  // Every run is one client's: past AI_DAILY_PER_CLIENT the local engine would answer for OpenAI.
  const limits = { GENERATION_RATE_LIMIT: '10000', DETECT_RATE_LIMIT: '10000', AI_DAILY_PER_CLIENT: '1000000' };
  const openai = await createTestApp({
    env: {
      ...limits,
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'bench-fake-openai-key',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_IMAGE_MODE: 'generate',
    },
  });
  const local = await createTestApp({ env: { ...limits, AI_PROVIDER: 'local' } });
  try {
    const overhead: number[] = [];
    const cached: number[] = [];
    const uncached: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const a = await oneGeneration(openai.app);
      // In the real flow the photo step's /api/detect has already segmented this exact photo.
      const b = await oneGeneration(local.app);
      process.env.ENGINE_ANALYSIS_CACHE = '0';
      const c = await oneGeneration(local.app);
      delete process.env.ENGINE_ANALYSIS_CACHE;
      // The first round warms the engine and caches; it is not counted.
      if (i === 0) continue;
      overhead.push(a);
      cached.push(b);
      uncached.push(c);
    }
    return [
      figure('server overhead per generation (zero-latency fake AI)', 'ms', overhead, { text: '<= 100 ms', ok: (m) => m <= 100 }),
      figure('whole local generation, photo already segmented by detect', 'ms', cached),
      figure('whole local generation, fresh segmentation', 'ms', uncached),
    ];
  } finally {
    await Promise.all([openai.close(), local.close(), fake.close()]);
  }
}

export async function tempDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}
