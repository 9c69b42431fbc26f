import sharp from 'sharp';

/**
 * Puts the AI's picture back into the visitor's photo inside the car mask, so everything around
 * the car stays exactly theirs (image models follow a mask only approximately). The AI picture is
 * stretched to the photo's size first: it was asked for at the nearest supported aspect ratio.
 */
export async function compositeIntoPhoto(photo: Buffer, aiImage: Buffer, carMask: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(photo).metadata();
  if (!width || !height) throw new Error('Cannot read the size of the photo');
  const [ai, mask] = await Promise.all([
    sharp(aiImage).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
    // A slight blur softens the seam where the AI's car meets the photo's background.
    sharp(carMask).resize(width, height, { fit: 'fill' }).greyscale().blur(1.2).raw().toBuffer(),
  ]);
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0, j = 0; i < width * height; i++, j += 4) {
    rgba[j] = ai[i * 3]!;
    rgba[j + 1] = ai[i * 3 + 1]!;
    rgba[j + 2] = ai[i * 3 + 2]!;
    rgba[j + 3] = mask[i]!;
  }
  const overlay = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return sharp(photo)
    .composite([{ input: overlay }])
    .png()
    .toBuffer();
}
