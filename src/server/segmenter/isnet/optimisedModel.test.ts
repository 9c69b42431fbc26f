import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { afterAll, describe, expect, it } from 'vitest';
import { isnetModelPath } from './modelFile';
import { ensureOptimisedIsnetModel, optimisedModelPath } from './optimisedModel';

describe('the optimised ISNet model', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrap-optimised-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is made once per machine and answers as the edited model does', async () => {
    const made = await ensureOptimisedIsnetModel(dir);
    expect(made).toBe(optimisedModelPath(dir));
    expect(
      fs.readdirSync(dir).filter((f) => f.endsWith('.tmp')),
      'no temporary file left behind',
    ).toEqual([]);
    const before = fs.statSync(made).mtimeMs;
    expect(await ensureOptimisedIsnetModel(dir)).toBe(made);
    expect(fs.statSync(made).mtimeMs, 'the second start reuses the file').toBe(before);

    // A smooth synthetic picture at the smallest size the graph takes: both models must agree.
    const side = 64;
    const input = new Float32Array(3 * side * side).map((_, i) => Math.sin(i / 97) * 0.4);
    const run = async (file: string, level: 'disabled' | 'basic') => {
      const session = await ort.InferenceSession.create(file, { graphOptimizationLevel: level, intraOpNumThreads: 1 });
      const out = await session.run({ [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, side, side]) });
      await session.release();
      return out[session.outputNames[0]!]!.data as Float32Array;
    };
    const edited = await run(isnetModelPath(dir), 'basic');
    const optimised = await run(made, 'disabled');
    let worst = 0;
    for (let i = 0; i < edited.length; i++) worst = Math.max(worst, Math.abs(edited[i]! - optimised[i]!));
    expect(worst).toBeLessThan(0.01);
  }, 120_000);
});
