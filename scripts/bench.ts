import { parseArgs } from 'node:util';
import { benchWeb } from './bench/web';
import { report } from './bench/report';

/**
 * `npm run bench`: every figure that says how fast and light the product is, as one table per
 * section, with the median and spread of repeated runs; JSON copies go to bench-results/.
 * `npm run bench -- --only web` runs one section.
 */
const { values } = parseArgs({ options: { only: { type: 'string' }, runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const sections: Record<string, () => Promise<void>> = {
  web: async () => report('web', await benchWeb(runs)),
};

for (const [name, run] of Object.entries(sections)) {
  if (values.only && values.only !== name) continue;
  await run();
}
