import fs from 'node:fs';
import path from 'node:path';
import { DetectResponse } from '../../src/domain/api';
import type { LiveReply, LiveRequest, Look } from '../../src/web/shared/liveRecolor/liveRecolorProtocol';
import { launchBrowser, startApp } from '../../e2e/builtApp.testutil';
import { COMMITTED_PHOTOS } from '../../src/server/carPhotos.testutil';
import { figure, type Figure } from './stats';

/** A committed 1024 x 683 photo with the car filling a usual share of the frame. */
const PHOTO = path.join(COMMITTED_PHOTOS.cars, 'orange-coupe-front34-street.jpg');

/** The live preview's worker as built (dist/web), so the figure is the code visitors run. */
function builtWorkerPath(): string {
  const assets = path.resolve('dist/web/assets');
  const name = fs.existsSync(assets) ? fs.readdirSync(assets).find((f) => /^liveRecolor\.worker-.*\.js$/.test(f)) : undefined;
  if (!name) throw new Error('dist/web has no live recolour worker: run `npm run build` first');
  return `/assets/${name}`;
}

interface Timings {
  /** The recolour alone, measured inside the worker. */
  compute: number[];
  /** From posting the look to its frame on a canvas: transfer and putImageData included. */
  roundTrip: number[];
  width: number;
}

/**
 * `npm run bench -- --only live`: the wizard's live recolour in Chromium, per change of look, at
 * 1024 px (the photo's own size) and at the on-screen size (390 px, a phone's preview). Each
 * change is a new colour, so only work that depends on the look is timed (the per-photo work is
 * done once, on the first look, as in the wizard).
 */
export async function benchLiveRecolor(runs = 3): Promise<Figure[]> {
  const changes = Math.max(20, runs * 5);
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const body = new FormData();
    body.append('image', new Blob([fs.readFileSync(PHOTO)], { type: 'image/jpeg' }), path.basename(PHOTO));
    const found = DetectResponse.parse(await (await fetch(`${app.url}/api/detect`, { method: 'POST', body })).json());
    if (!found.paintLayer) throw new Error('the bench photo has no paint layer');
    const page = await browser.newPage();
    // tsx keeps function names with a __name helper that the page, running the function's text, lacks.
    await page.addInitScript('globalThis.__name = (f) => f');
    await page.goto(app.url);
    const measure = (width: number, looks: Look[]) =>
      page.evaluate(
        async ({ workerUrl, photoUrl, layer, width, looks, changes }): Promise<Timings> => {
          const worker = new Worker(workerUrl, { type: 'module' });
          const photo = await (await fetch(photoUrl)).blob();
          const next = () => new Promise<LiveReply>((resolve) => (worker.onmessage = (e: MessageEvent<LiveReply>) => resolve(e.data)));
          const ready = next();
          worker.postMessage({ type: 'load', photo, layer, width } satisfies LiveRequest);
          const first = await ready;
          if (first.type !== 'ready') throw new Error(first.type === 'error' ? first.message : 'unexpected reply');
          const canvas = document.createElement('canvas');
          canvas.width = first.width;
          canvas.height = first.height;
          const context = canvas.getContext('2d')!;
          const timings: Timings = { compute: [], roundTrip: [], width: first.width };
          // Three warm-ups: the per-photo work, and the JIT.
          for (let i = -3; i < changes; i++) {
            const look = looks[(i + 3) % looks.length]!;
            const started = performance.now();
            const answer = next();
            worker.postMessage({ type: 'look', key: String(i), look } satisfies LiveRequest);
            const reply = await answer;
            if (reply.type !== 'look') throw new Error(reply.type === 'error' ? reply.message : 'unexpected reply');
            context.putImageData(new ImageData(reply.rgba, first.width, first.height), 0, 0);
            // As the wizard does (useLiveRecolor): the drawn frame's memory goes back for the next look.
            worker.postMessage({ type: 'reuse', rgba: reply.rgba } satisfies LiveRequest, [reply.rgba.buffer]);
            if (i < 0) continue;
            timings.roundTrip.push(performance.now() - started);
            timings.compute.push(reply.ms);
          }
          worker.terminate();
          return timings;
        },
        { workerUrl: builtWorkerPath(), photoUrl: `/files/uploads/${found.photoId}.jpg`, layer: found.paintLayer!, width, looks, changes },
      );

    const colours = ['#c1121f', '#1d4ed8', '#15803d', '#facc15', '#7e22ce', '#f5f5f5', '#111111', '#ec4899'];
    const solid = colours.map((color): Look => ({ color, finish: 'glossy', style: 'solid-wrap' }));
    const stripes = colours.map((color): Look => ({ color, finish: 'glossy', style: 'racing-stripes' }));
    const metallic = colours.map((color): Look => ({ color, finish: 'metallic', style: 'solid-wrap' }));
    const big = await measure(1024, solid);
    const bigStripes = await measure(1024, stripes);
    const bigMetallic = await measure(1024, metallic);
    const small = await measure(390, solid);
    const smallStripes = await measure(390, stripes);
    await page.close();
    const at = (t: Timings) => `${t.width} px`;
    return [
      figure(`live recolour per change, ${at(big)}, glossy solid (in the worker)`, 'ms', big.compute, {
        text: '<= 25 ms',
        ok: (m) => m <= 25,
      }),
      figure(`live recolour per change, ${at(bigStripes)}, racing stripes`, 'ms', bigStripes.compute, {
        text: '<= 40 ms',
        ok: (m) => m <= 40,
      }),
      figure(`live recolour per change, ${at(bigMetallic)}, metallic solid`, 'ms', bigMetallic.compute),
      figure(`live recolour per change, on-screen ${at(small)}, glossy solid`, 'ms', small.compute, { text: '<= 8 ms', ok: (m) => m <= 8 }),
      figure(`live recolour per change, on-screen ${at(smallStripes)}, racing stripes`, 'ms', smallStripes.compute),
      figure(`live preview round trip (post, recolour, transfer, draw), ${at(big)}`, 'ms', big.roundTrip),
      figure(`live preview round trip, on-screen ${at(small)}`, 'ms', small.roundTrip),
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}
