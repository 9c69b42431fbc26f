/**
 * An image's RGBA drawn at a given size, so its pixels line up with the paint layer's. A mask is
 * read with `sharp` edges (no smoothing: 0 stays 0, 255 stays 255); a photo is resampled.
 */
export async function imagePixels(url: string, width: number, height: number, edges: 'sharp' | 'smooth'): Promise<Uint8ClampedArray> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('2d canvas unavailable');
  context.imageSmoothingEnabled = edges === 'smooth';
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}
