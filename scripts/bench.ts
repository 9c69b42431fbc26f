import { parseArgs } from 'node:util';
import { benchConcurrency } from './bench/concurrency';
import { benchEngine } from './bench/engine';
import { benchGallery } from './bench/gallery';
import { benchGenerations } from './bench/generations';
import { benchLiveRecolor } from './bench/liveRecolor';
import { report } from './bench/report';
import { benchServer } from './bench/server';
import type { Figure } from './bench/stats';
import { benchUpload } from './bench/upload';
import { benchWeb } from './bench/web';

/**
 * `npm run bench`: every figure that says how fast and light the product is, one table per
 * section with the median and spread over repeated runs; the same figures as JSON in
 * bench-results/. Goals are reported as met or MISSED, never asserted: machines are noisy.
 * `npm run bench -- --only gallery --runs 5` runs one section.
 */
const { values } = parseArgs({ options: { only: { type: 'string' }, runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const sections: Record<string, () => Promise<Figure[]>> = {
  engine: () => benchEngine(Math.max(runs, 5)),
  upload: () => benchUpload(Math.max(runs, 5)),
  server: () => benchServer(Math.max(runs, 5)),
  gallery: () => benchGallery(runs),
  web: () => benchWeb(runs),
  live: () => benchLiveRecolor(runs),
  concurrency: () => benchConcurrency(Math.min(runs, 2)),
  generations: () => benchGenerations(Math.min(runs, 2)),
};

const all: Figure[] = [];
for (const [name, run] of Object.entries(sections)) {
  if (values.only && values.only !== name) continue;
  const figures = await run();
  all.push(...figures);
  await report(name, figures);
}
if (!values.only) await report('all', all);
process.exit(0);
