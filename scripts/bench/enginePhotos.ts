import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { resolveColor } from '../../src/domain/catalog/colors';
import { deltaE2000, hexToRgb, rgb8ToLabInto, rgbToLab } from '../../src/domain/paint/color';
import { decodeImage, type DecodedImage } from '../../src/server/engine/decode';
import { dilate, grownBox, iou, maskPath, readMask } from '../../src/server/engine/fixtures.testutil';
import type { Analysis } from '../../src/server/engine/analyse';
import { analysePhoto, detectCar, renderWrap } from '../../src/server/engine/index';
import { carPhotoDir } from './fixtures';
import { outlineIoU } from './outlineIoU';
import { median } from './stats';

/** The colours whose rendered body is compared with the catalogue's (CIEDE2000 of the median body pixel). */
export const TARGETS = ['red', 'blue', 'white', 'black'];

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

const carMask = (alpha: Float32Array) => Uint8Array.from(alpha, (v) => (v >= 0.5 ? 1 : 0));

/** Mean absolute change, per channel out of 255, of the pixels well away from the car: a wrap must leave them alone. */
async function outsideChange(image: Buffer, decoded: DecodedImage, truth: Uint8Array): Promise<number> {
  const out = await renderWrap({ image, color: 'blue', finish: 'glossy', style: 'racing-stripes' });
  const near = dilate(truth, decoded.width, decoded.height, 8);
  const { data, info } = await sharp(out.png).raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  let n = 0;
  for (let i = 0; i < near.length; i++) {
    if (near[i]) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs(data[i * info.channels + c]! - decoded.data[i * 4 + c]!);
    n += 3;
  }
  return sum / Math.max(1, n);
}

/** Against the hand-made ground-truth mask of the photo, where ../shared holds one: IoU alone and with a box hint. */
async function againstTruth(name: string, image: Buffer, analysis: Analysis) {
  const decoded = await decodeImage(image);
  const { width, height } = decoded;
  if (!carPhotoDir().endsWith(path.join('shared', 'fixtures', 'cars')) || !fs.existsSync(maskPath(name)))
    return { iouAuto: null, iouHint: null, outsideMad: null };
  const truth = await readMask(name, width, height);
  const hinted = await analysePhoto(image, { box: grownBox(truth, width, height, 0.05) });
  return {
    iouAuto: iou(carMask(analysis.carAlpha), truth),
    iouHint: iou(carMask(hinted.carAlpha), truth),
    outsideMad: analysis.noCar ? null : await outsideChange(image, decoded, truth),
  };
}

/**
 * What the engine makes of one photo, with the analysis cache on as the server runs: which
 * segmenter answered, how sure it is of a car, the photo step's outline (detectCar, the model's
 * cheaper pass) against the full silhouette's, the colour of each target on the rendered body,
 * and the ground-truth figures where a mask exists.
 */
export async function photoFigures(file: string, image: Buffer) {
  const name = path.basename(file);
  const found = await detectCar(image);
  const analysis = await analysePhoto(image);
  const deltaE: Record<string, number> = {};
  for (const target of analysis.noCar ? [] : TARGETS) {
    const out = await renderWrap({ image, color: target, finish: 'glossy', style: 'solid-wrap' });
    deltaE[target] = deltaE2000(await medianBodyLab(out.png, analysis.bodyMask), rgbToLab(hexToRgb(resolveColor(target)!.hex)));
  }
  return {
    file: name,
    width: analysis.width,
    height: analysis.height,
    segmenter: found.segmenter,
    outlineIou: outlineIoU(found.outline, analysis.noCar ? [] : analysis.outline, analysis.width, analysis.height),
    confidence: analysis.confidence,
    unsure: analysis.unsure,
    noCar: analysis.noCar,
    deltaE,
    ...(await againstTruth(name, image, analysis)),
  };
}

export type PhotoFigures = Awaited<ReturnType<typeof photoFigures>>;
