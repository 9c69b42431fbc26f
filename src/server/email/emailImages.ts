import sharp from 'sharp';

/**
 * Pictures for an e-mail, re-encoded as JPEG so the whole message stays under a size budget.
 * Each try is smaller than the last; past the smallest, the pictures are left out (the e-mail
 * still links to them).
 */
const STEPS = [
  { px: 1024, quality: 78 },
  { px: 800, quality: 72 },
  { px: 640, quality: 66 },
  { px: 480, quality: 60 },
  { px: 320, quality: 55 },
] as const;

export interface EmailImage {
  filename: string;
  content: Buffer;
  contentType: 'image/jpeg';
}

async function encode(image: Buffer, px: number, quality: number): Promise<Buffer> {
  return (
    sharp(image, { limitInputPixels: 64_000_000 })
      .rotate()
      .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
      // Transparency (a PNG preview) over white, as a mail reader would show it.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer()
  );
}

/**
 * `images` in order, each as `<name>.jpg`, with their encoded bytes together at most `budgetBytes`;
 * an image that cannot be read is left out, so a broken file never holds up a quote.
 */
export async function imagesForEmail(images: { name: string; bytes: Buffer | null }[], budgetBytes: number): Promise<EmailImage[]> {
  const readable = images.filter((image): image is { name: string; bytes: Buffer } => image.bytes !== null);
  for (const { px, quality } of STEPS) {
    const encoded = await Promise.all(readable.map((image) => encode(image.bytes, px, quality).catch(() => null)));
    const kept = readable.flatMap((image, i) =>
      encoded[i] ? [{ filename: `${image.name}.jpg`, content: encoded[i], contentType: 'image/jpeg' as const }] : [],
    );
    if (kept.reduce((sum, image) => sum + image.content.length, 0) <= budgetBytes) return kept;
  }
  return [];
}
