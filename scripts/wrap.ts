/**
 * Recolours the car in one photo with the local engine.
 *   npx tsx scripts/wrap.ts --in car.jpg --color "#c1121f" --finish matte --style racing-stripes --out out.png [--instructions "..."]
 */
import fs from 'node:fs';
import { resolveColor } from '../src/domain/catalog/colors';
import { FINISH_IDS, type FinishId } from '../src/domain/catalog/finishes';
import { STYLE_IDS, type StyleId } from '../src/domain/catalog/styles';
import { EngineInputError, renderWrap } from '../src/server/engine/index';
import { commandLine, fail } from './cli';

const USAGE = `usage: npx tsx scripts/wrap.ts --in car.jpg --color <#rrggbb|name> --out out.png
         [--finish ${FINISH_IDS.join('|')}] (default glossy)
         [--style ${STYLE_IDS.join('|')}] (default solid-wrap)
         [--instructions "make it darker with racing stripes"] [--mask mask.png]`;

async function main(): Promise<void> {
  const args = commandLine(USAGE, {
    in: { type: 'string' },
    out: { type: 'string' },
    color: { type: 'string' },
    finish: { type: 'string', default: 'glossy' },
    style: { type: 'string', default: 'solid-wrap' },
    instructions: { type: 'string' },
    mask: { type: 'string' },
  });
  if (!args.in) fail('--in is required');
  if (!args.out) fail('--out is required');
  if (!args.color) fail('--color is required');
  if (!resolveColor(args.color))
    fail(`unknown colour "${args.color}": use #rrggbb or a catalogue name such as red, matte-black, gold-metallic`);
  if (!(FINISH_IDS as readonly string[]).includes(args.finish!)) fail(`unknown finish "${args.finish}"`);
  if (!(STYLE_IDS as readonly string[]).includes(args.style!)) fail(`unknown style "${args.style}"`);
  if (!fs.existsSync(args.in)) fail(`input file not found: ${args.in}`);

  try {
    const result = await renderWrap({
      image: fs.readFileSync(args.in),
      color: args.color,
      finish: args.finish as FinishId,
      style: args.style as StyleId,
      instructions: args.instructions,
    });
    fs.writeFileSync(args.out, result.png);
    if (args.mask) fs.writeFileSync(args.mask, result.carMask);
    console.log(
      `wrote ${args.out} (${result.width}x${result.height}), confidence ${result.confidence}${result.unsure ? ' (UNSURE: best effort, the car may not have been found)' : ''}`,
    );
    if (result.applied.length) console.log(`applied: ${result.applied.join('; ')}`);
    if (result.unapplied.length) console.log(`could not apply: ${result.unapplied.join('; ')}`);
    console.log(`timings ms: ${JSON.stringify(result.timingsMs)}`);
  } catch (err) {
    if (err instanceof EngineInputError) {
      console.error(`error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
}

await main();
