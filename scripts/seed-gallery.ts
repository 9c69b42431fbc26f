/**
 * Fills the gallery with previews the local engine renders from a shop's own car photos.
 *   npm run seed:gallery -- [--from DIR] [--per-photo 3]
 * Writes to the database and storage the app is configured with (DATA_DIR / DATABASE_URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRuntime } from '../src/server/bootstrap';
import { ConfigError, loadConfig } from '../src/server/config';
import { DatabaseError } from '../src/server/db/client';
import { seedGallery } from '../src/server/gallery/seedGallery';
import { createPublicPictures } from '../src/server/privacy/publicPictures';
import { watermarkText } from '../src/server/image/watermark';
import { commandLine, fail } from './cli';
import { SHARED_PHOTOS } from '../src/server/carPhotos.testutil';

const DEFAULT_FROM = SHARED_PHOTOS.cars;
const PHOTO = /\.(jpe?g|png|webp)$/i;
// Ground-truth masks that sit beside test photos are not car photos.
const NOT_A_PHOTO = /\.mask\./i;

const USAGE = `usage: npm run seed:gallery -- [--from DIR] [--per-photo N]
  --from DIR       folder of car photos (JPEG, PNG or WebP); default ${DEFAULT_FROM} when it exists
  --per-photo N    looks (colour, finish, style) rendered per photo, 1 to 6; default 3
Writes to the app's database and storage (DATA_DIR, DATABASE_URL). With the embedded database,
stop the app first: only one process can open it.`;

async function main(): Promise<void> {
  const args = commandLine(USAGE, { from: { type: 'string' }, 'per-photo': { type: 'string', default: '3' } });
  const perPhoto = Number(args['per-photo']);
  if (!Number.isInteger(perPhoto) || perPhoto < 1 || perPhoto > 6) fail('--per-photo must be a whole number from 1 to 6');
  const from = args.from ?? (fs.existsSync(DEFAULT_FROM) ? DEFAULT_FROM : fail(`--from is required (${DEFAULT_FROM} does not exist)`));
  if (!fs.existsSync(from) || !fs.statSync(from).isDirectory()) fail(`not a folder: ${from}`);
  const files = fs
    .readdirSync(from)
    .filter((name) => PHOTO.test(name) && !NOT_A_PHOTO.test(name))
    .sort();
  if (files.length === 0) fail(`no JPEG, PNG or WebP photos in ${from}`);

  const config = loadConfig();
  const runtime = await createRuntime(config);
  try {
    const photos = files.map((name) => ({ name, read: () => fs.promises.readFile(path.join(from, name)) }));
    const added = await seedGallery(
      {
        db: runtime.ctx.db,
        storage: runtime.ctx.storage,
        watermark: watermarkText(config),
        report: (line) => console.log(line),
        pictures: createPublicPictures({
          db: runtime.ctx.db,
          storage: runtime.ctx.storage,
          settings: { cover: config.PUBLIC_PLATES, plateText: config.BRAND_PLATE },
        }),
      },
      photos,
      perPhoto,
    );
    console.log(`Added ${added} wraps to the gallery from ${files.length} photos.`);
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseError) console.error(error.message);
  else console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
