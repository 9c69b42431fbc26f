import sharp from 'sharp';
import type { StoredSilhouette } from './storedSilhouettes';

/**
 * Vehicles seen from the side, drawn by hand, since no photo of a van is in the sets. The van is
 * a tall box (2 m high over 4.9 m long, as a Ford Transit Custom or VW Transporter), its roof
 * flat from the rear doors to the windscreen, a short bonnet; the saloon, drawn the same way on
 * the same wheels, has a cabin set between a long bonnet and a boot. The photo (white paint on
 * grey tarmac) and its silhouette are drawn from the same shapes, so the silhouette stands in
 * for the model's.
 */
const W = 1000;
const H = 560;
/** Drawn at 1000 x 560 and rendered smaller: the rules measure ratios, and a smaller photo is analysed faster. */
const SCALE = 0.6;
const BODIES = {
  van: 'M60,70 L760,70 Q790,72 800,90 L870,215 L935,240 Q945,245 945,260 L945,400 L60,400 Z',
  saloon: 'M60,240 L230,225 L330,150 L600,150 L700,230 L935,250 Q945,255 945,270 L945,400 L60,400 Z',
};
export type DrawnBody = keyof typeof BODIES;
const WHEELS = [205, 785];
const WHEEL = { cy: 400, r: 58 };

function svg(body: DrawnBody, car: boolean): Buffer {
  // Light falls from the front, as outdoors: a side view is never mirror-symmetric the way an end view is.
  const paint = car ? '#fff' : 'url(#light)';
  const light =
    '<defs><linearGradient id="light" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#9a9c9e"/><stop offset="1" stop-color="#f4f4f2"/></linearGradient></defs>';
  const wheels = WHEELS.map(
    (cx) =>
      `<circle cx="${cx}" cy="${WHEEL.cy}" r="${WHEEL.r}" fill="${car ? '#fff' : '#1c1c1c'}"/>` +
      (car ? '' : `<circle cx="${cx}" cy="${WHEEL.cy}" r="${WHEEL.r * 0.6}" fill="#b8b8b8"/>`),
  ).join('');
  const details = car
    ? ''
    : (body === 'van'
        ? '<path d="M640,95 L780,95 L830,200 L640,200 Z" fill="#2a3038"/>'
        : '<path d="M345,165 L590,165 L670,225 L260,225 Z" fill="#2a3038"/>') +
      '<rect x="80" y="380" width="860" height="20" fill="#3a3a3a"/>' +
      '<rect x="925" y="262" width="18" height="30" fill="#e8e0c0"/>' +
      '<line x1="630" y1="95" x2="630" y2="380" stroke="#c8c8c8" stroke-width="3"/>';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W * SCALE}" height="${H * SCALE}" viewBox="0 0 ${W} ${H}">${car ? '' : light}` +
      `<rect width="${W}" height="${H}" fill="${car ? '#000' : '#7d7f82'}"/>` +
      (car ? '' : `<rect y="${WHEEL.cy + WHEEL.r}" width="${W}" height="${H}" fill="#5a5c5e"/>`) +
      `<path d="${BODIES[body]}" fill="${paint}"/>${details}${wheels}</svg>`,
  );
}

/** The drawing's photo as a JPEG, and the silhouette the engine is to use for it. */
export async function drawnSideView(body: DrawnBody): Promise<{ photo: Buffer; silhouette: StoredSilhouette }> {
  const photo = await sharp(svg(body, false)).jpeg({ quality: 92 }).toBuffer();
  const { data } = await sharp(svg(body, true)).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return {
    photo,
    silhouette: {
      width: W * SCALE,
      height: H * SCALE,
      alpha: Float32Array.from(data, (v) => v / 255),
      cues: { found: 1, noCar: false, doubts: [] },
      segmenter: 'isnet',
    },
  };
}
