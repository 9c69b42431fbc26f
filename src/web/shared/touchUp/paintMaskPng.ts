import { thresholdMask } from './brushStrokes';
import { imagePixels } from './imagePixels';

/** The file name of the touched-up area in the wrap request's `paintMask` part. */
export const PAINT_MASK_FILE = 'paint-mask.png';

/** The engine's paint layer (a greyscale PNG) read at its own size, thresholded to wrapped/not. */
export async function readPaintMask(url: string, width: number, height: number): Promise<Uint8Array> {
  return thresholdMask(await imagePixels(url, width, height, 'sharp'), width * height, 4);
}

/** The touched-up mask as the PNG the server takes: opaque grey, 0 or 255 at every pixel. */
export function paintMaskPng(mask: Uint8Array, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('2d canvas unavailable'));
  const image = context.createImageData(width, height);
  const rgba = image.data;
  for (let i = 0; i < mask.length; i++) {
    const v = mask[i]!;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  context.putImageData(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}
