import sharp from 'sharp';

/** gpt-image models take an edit mask (dall-e-2 does too, but only with a square PNG image). */
export const acceptsEditMask = (model: string) => /^gpt-image-/.test(model);

export interface EditMask {
  /** RGBA PNG the size of the photo: alpha 0 where the model may paint (the car), 255 elsewhere. */
  png: Buffer;
  width: number;
  height: number;
  /** Share of the picture left editable, for the request log. */
  editableShare: number;
}

/** How far the editable area reaches past the car's outline: about 6 px on a 1024-px photo. */
export const maskGrowPx = (width: number, height: number) => Math.max(2, Math.round(Math.max(width, height) / 160));

/**
 * The images edit mask from the engine's car silhouette (a greyscale PNG, car light): fully
 * transparent over the car grown by a few pixels, so its edge is editable too, and opaque
 * elsewhere, at exactly `width` x `height` (the image sent). Null when the silhouette is empty or
 * covers the whole picture: then the request goes without a mask.
 */
export async function buildEditMask(carMask: Buffer, width: number, height: number): Promise<EditMask | null> {
  const source = sharp(carMask);
  const meta = await source.metadata();
  const sized = meta.width === width && meta.height === height ? source : source.resize(width, height, { fit: 'fill' });
  const { data, info } = await sized.greyscale().raw().toBuffer({ resolveWithObject: true });
  const car = new Uint8Array(width * height);
  for (let i = 0; i < car.length; i++) car[i] = data[i * info.channels]! >= 128 ? 1 : 0;
  const grown = dilate(car, width, height, maskGrowPx(width, height));
  let editable = 0;
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < grown.length; i++) {
    if (grown[i]) editable++;
    else rgba[i * 4 + 3] = 255;
  }
  if (editable === 0 || editable === grown.length) return null;
  // Level 6: a tenth of level 9's time for a few more KB (far below the API's 4 MB limit).
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, width, height, editableShare: editable / grown.length };
}

/** Binary dilation by a (2r+1)-pixel square, as two running-window passes. */
function dilate(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const pass = (src: Uint8Array, along: number, across: number, step: number, stride: number) => {
    const out = new Uint8Array(src.length);
    for (let a = 0; a < across; a++) {
      const base = a * stride;
      let count = 0;
      for (let k = 0; k < Math.min(r, along); k++) count += src[base + k * step]!;
      for (let k = 0; k < along; k++) {
        if (k + r < along) count += src[base + (k + r) * step]!;
        if (k - r - 1 >= 0) count -= src[base + (k - r - 1) * step]!;
        out[base + k * step] = count > 0 ? 1 : 0;
      }
    }
    return out;
  };
  return pass(pass(mask, width, height, 1, width), height, width, width, 1);
}
