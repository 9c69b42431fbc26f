import { WATERMARK_BAND_OPACITY, WATERMARK_TEXT_OPACITY, watermarkBandHeight, watermarkFontSize } from '../../../domain/watermark';

export interface PictureSize {
  width: number;
  height: number;
}

const sizes = new Map<string, Promise<PictureSize | null>>();

/** The pixel size of the result's download, read once per address; null when it cannot be read. */
export function resultSize(url: string): Promise<PictureSize | null> {
  let size = sizes.get(url);
  if (!size) {
    const image = new Image();
    image.src = url;
    size = image.decode().then(
      () => ({ width: image.naturalWidth, height: image.naturalHeight }),
      () => null,
    );
    sizes.set(url, size);
  }
  return size;
}

/**
 * A look tried from the result as the visitor keeps it: at the size of the result's own download,
 * signed with the same bottom band and words the server puts on every result, as a PNG.
 */
export function signedLook(frame: ImageBitmap, size: PictureSize, text: string): Promise<Blob | null> {
  const { width, height } = size;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.imageSmoothingQuality = 'high';
  context.drawImage(frame, 0, 0, width, height);
  const band = Math.min(height, watermarkBandHeight(width));
  context.fillStyle = `rgba(0, 0, 0, ${WATERMARK_BAND_OPACITY})`;
  context.fillRect(0, height - band, width, band);
  context.font = `bold ${watermarkFontSize(width)}px "DejaVu Sans", sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = `rgba(255, 255, 255, ${WATERMARK_TEXT_OPACITY})`;
  context.fillText(text, width / 2, height - band / 2, width - 8);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
