import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import type { Analysis } from './analyse';
import type { StoredSilhouette } from './storedSilhouettes';

/** Where the run keeps the rules' analyses (set by the unit tests' globalSetup below). */
export const RUN_ANALYSES = 'WRAP_TEST_RUN_ANALYSES';

/**
 * The unit tests' globalSetup: one folder per run for the rules' analysis of a photo on a given
 * silhouette (goldens.testutil.ts, analyseOnStored). The golden test analyses every committed
 * photo, and the racing-stripe, matte and body-type tests analyse some of them again in other
 * files, often on the other worker: kept here, each is computed once per run, by whichever file
 * asks first (the golden test, which starts early: vitest.sequencer.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-analyses-'));
  process.env[RUN_ANALYSES] = folder;
  return () => fs.rm(folder, { recursive: true, force: true });
}

/** The same photo bytes on the same silhouette are the same analysis, within a run's code. */
function analysisKey(photo: Buffer, stored: StoredSilhouette): string {
  const { alpha, width, height, cues, segmenter } = stored;
  return createHash('sha1')
    .update(photo)
    .update(new Uint8Array(alpha.buffer, alpha.byteOffset, alpha.byteLength))
    .update(JSON.stringify({ width, height, cues, segmenter }))
    .digest('hex');
}

/**
 * The run's kept analysis of `photo` on `stored`, else `compute`'s, kept for the next file. An
 * analysis crosses to the engine's worker by structured clone, so v8's serializer keeps all of it.
 * Outside a test run (the engine's scripts) it is simply computed.
 */
export async function runAnalysis(photo: Buffer, stored: StoredSilhouette, compute: () => Promise<Analysis>): Promise<Analysis> {
  const folder = process.env[RUN_ANALYSES];
  if (!folder) return compute();
  const file = path.join(folder, `${analysisKey(photo, stored)}.v8`);
  const kept = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (kept) return v8.deserialize(kept) as Analysis;
  const analysis = await compute();
  // Written whole under another name first: the other worker may read it at any moment.
  const partial = `${file}.${randomUUID()}`;
  await fs.writeFile(partial, v8.serialize(analysis));
  await fs.rename(partial, file);
  return analysis;
}
