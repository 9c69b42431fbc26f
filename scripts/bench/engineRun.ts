import fs from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { renderWrap, warmUpEngine } from '../../src/server/engine/index';
import { fixture, ORIGINAL_24MP, SMALL_PHOTO } from './fixtures';
import { timeRuns } from './stats';

/**
 * One engine measurement in a process of its own, so its peak memory (Linux VmHWM) is this size's
 * alone. Prints `{ times, peakMb }` as JSON. Run by engine.ts.
 */
export const ENGINE_SIZES = {
  small: async () => fixture(SMALL_PHOTO),
  '1024': async () => sharp(fixture(ORIGINAL_24MP)).resize(1024, 1024, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer(),
  '24mp': async () => fixture(ORIGINAL_24MP),
} as const;

const { values } = parseArgs({ options: { size: { type: 'string' }, runs: { type: 'string', default: '5' } } });
const size = values.size as keyof typeof ENGINE_SIZES;
if (!(size in ENGINE_SIZES)) throw new Error(`--size must be one of ${Object.keys(ENGINE_SIZES).join(', ')}`);
process.env.ENGINE_ANALYSIS_CACHE = '0';
const image = await ENGINE_SIZES[size]();
await warmUpEngine();
const times = await timeRuns(Number(values.runs), () => renderWrap({ image, color: 'red', finish: 'glossy', style: 'racing-stripes' }));
const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]);
console.log(JSON.stringify({ times, peakMb: peakKb / 1024 }));
