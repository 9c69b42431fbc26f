/**
 * Benchmarks the local engine on every fixture photo: time (median of 5 at 1024 px, the photo
 * downscaled first as the browser does), peak RSS, and the quality figures of issue 3.
 * Prints a table and writes bench-results/engine.json. Usage: npx tsx scripts/bench-engine.ts
 */
process.env.ENGINE_ANALYSIS_CACHE = '0';

import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { resolveColor } from '../src/domain/catalog/colors';
import { deltaE2000, hexToRgb, rgb8ToLabInto, rgbToLab } from '../src/domain/engine/color';
import { analyse } from '../src/server/engine/analyse';
import { decodeImage } from '../src/server/engine/decode';
import { dilate, FIXTURE_DIR, grownBox, iou, maskPath, readMask } from '../src/server/engine/fixtures.testutil';
import { renderWrap, warmUpEngine, type EngineHint } from '../src/server/engine/index';

const RUNS = 5;
const TARGETS = ['red', 'blue', 'white', 'black'];

interface Row {
  file: string;
  width: number;
  height: number;
  medianMs: number;
  stagesMs: Record<string, number>;
  rssMb: number;
  peakRssMb: number;
  confidence: number;
  unsure: boolean;
  iouAuto: number | null;
  iouHint: number | null;
  outsideMad: number | null;
  deltaE: Record<string, number>;
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;

async function medianBodyLab(png: Buffer, body: Float32Array): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const ch: number[][] = [[], [], []];
  const lab = [0, 0, 0];
  for (let i = 0; i < body.length; i++) {
    if (body[i]! < 0.9) continue;
    rgb8ToLabInto(data[i * info.channels]!, data[i * info.channels + 1]!, data[i * info.channels + 2]!, lab);
    for (let c = 0; c < 3; c++) ch[c]!.push(lab[c]!);
  }
  return [median(ch[0]!), median(ch[1]!), median(ch[2]!)];
}

async function carMask(png: Buffer): Promise<Uint8Array> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return Uint8Array.from({ length: data.length / info.channels }, (_, i) => (data[i * info.channels]! >= 128 ? 1 : 0));
}

async function benchOne(file: string): Promise<Row> {
  // The browser sends at most 1024 px on the longer side: do the same before timing.
  const image = await sharp(fs.readFileSync(path.join(FIXTURE_DIR, file)))
    .rotate()
    .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer();
  const times: number[] = [];
  let stages: Record<string, number> = {};
  let peak = 0;
  let last = await renderWrap({ image, color: 'red', finish: 'glossy', style: 'solid-wrap' });
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    last = await renderWrap({ image, color: TARGETS[r % TARGETS.length]!, finish: 'metallic', style: 'racing-stripes' });
    times.push(performance.now() - t);
    stages = last.timingsMs;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const decoded = await decodeImage(image);
  const { width, height } = decoded;
  let iouAuto: number | null = null;
  let iouHint: number | null = null;
  let outsideMad: number | null = null;
  let hint: EngineHint | undefined;
  if (fs.existsSync(maskPath(file))) {
    const truth = await readMask(file, width, height);
    hint = { box: grownBox(truth, width, height, 0.05) };
    iouAuto = iou(await carMask(last.carMask), truth);
    const hinted = await renderWrap({ image, color: 'blue', finish: 'glossy', style: 'racing-stripes', hint });
    iouHint = iou(await carMask(hinted.carMask), truth);
    const near = dilate(truth, width, height, 8);
    const { data, info } = await sharp(hinted.png).raw().toBuffer({ resolveWithObject: true });
    let sum = 0;
    let n = 0;
    for (let i = 0; i < near.length; i++) {
      if (near[i]) continue;
      for (let c = 0; c < 3; c++) sum += Math.abs(data[i * info.channels + c]! - decoded.data[i * 4 + c]!);
      n += 3;
    }
    outsideMad = sum / Math.max(1, n);
  }
  const { bodyMask } = await analyse(decoded, hint);
  const deltaE: Record<string, number> = {};
  for (const name of TARGETS) {
    const out = await renderWrap({ image, color: name, finish: 'glossy', style: 'solid-wrap', hint });
    deltaE[name] = deltaE2000(await medianBodyLab(out.png, bodyMask), rgbToLab(hexToRgb(resolveColor(name)!.hex)));
  }
  return {
    file,
    width,
    height,
    medianMs: median(times),
    stagesMs: stages,
    rssMb: peak / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    confidence: last.confidence,
    unsure: last.unsure,
    iouAuto,
    iouHint,
    outsideMad,
    deltaE,
  };
}

const fmt = (v: number | null, d = 3) => (v === null ? '  -  ' : v.toFixed(d));

async function main(): Promise<void> {
  if (!fs.existsSync(FIXTURE_DIR)) {
    console.error(`fixture folder not found: ${FIXTURE_DIR}`);
    process.exit(2);
  }
  const t0 = performance.now();
  await warmUpEngine();
  const warmMs = performance.now() - t0;
  const files = fs.readdirSync(FIXTURE_DIR).filter((f) => f.endsWith('.jpg')).sort();
  const rows: Row[] = [];
  console.log(`opencv warm-up ${warmMs.toFixed(0)} ms; ${RUNS} runs per photo at <= 1024 px\n`);
  console.log('photo                                  size       median ms  rss MB  conf   IoU auto  IoU hint  out MAD  dE red/blue/white/black');
  for (const file of files) {
    const r = await benchOne(file);
    rows.push(r);
    console.log(
      `${file.padEnd(38)} ${`${r.width}x${r.height}`.padEnd(10)} ${r.medianMs.toFixed(0).padStart(9)}  ${r.rssMb.toFixed(0).padStart(6)}  ${r.confidence.toFixed(2)}${r.unsure ? '?' : ' '}  ${fmt(r.iouAuto).padStart(8)}  ${fmt(r.iouHint).padStart(8)}  ${fmt(r.outsideMad, 2).padStart(7)}  ${TARGETS.map((t) => r.deltaE[t]!.toFixed(1)).join('/')}`,
    );
  }
  const masked = rows.filter((r) => r.iouHint !== null);
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
  const summary = {
    medianMs: median(rows.map((r) => r.medianMs)),
    maxMedianMs: Math.max(...rows.map((r) => r.medianMs)),
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    meanIouAuto: mean(masked.map((r) => r.iouAuto!)),
    meanIouHint: mean(masked.map((r) => r.iouHint!)),
    maxOutsideMad: Math.max(...masked.map((r) => r.outsideMad!)),
    maxDeltaEMasked: Math.max(...masked.flatMap((r) => Object.values(r.deltaE))),
    unsureCount: rows.filter((r) => r.unsure).length,
    warmUpMs: warmMs,
  };
  console.log(
    `\nmedian time ${summary.medianMs.toFixed(0)} ms (worst photo ${summary.maxMedianMs.toFixed(0)} ms, goal <= 500), peak RSS ${summary.peakRssMb.toFixed(0)} MB (goal <= 600)` +
      `\nmean IoU on ${masked.length} masked: auto ${summary.meanIouAuto.toFixed(3)}, with hint ${summary.meanIouHint.toFixed(3)} (goal 0.85)` +
      `\nworst outside-car MAD ${summary.maxOutsideMad.toFixed(2)}/255 (goal <= 3), worst dE2000 on masked ${summary.maxDeltaEMasked.toFixed(1)} (goal <= 15); ${summary.unsureCount} photos flagged unsure`,
  );
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync('bench-results/engine.json', JSON.stringify({ date: new Date().toISOString(), runs: RUNS, summary, rows }, null, 2));
  console.log('wrote bench-results/engine.json');
}

await main();
