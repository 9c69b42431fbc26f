import { spawnSync } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/server/db/client';
import { migratedDataFolder } from '../src/server/db/testDatabases.testutil';
import { COMMITTED_PHOTOS } from '../src/server/carPhotos.testutil';

// `npm run seed:gallery` beside a running app on the embedded database used to print "Added 54
// wraps" and lose them; now it stops before rendering anything and says why.
describe('npm run seed:gallery while the app has the embedded database open', () => {
  let dataDir: string;
  let photos: string;
  let running: Database;
  beforeAll(async () => {
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'seed-busy-'));
    photos = path.join(dataDir, 'photos');
    await fsp.mkdir(photos);
    await fsp.copyFile(path.join(COMMITTED_PHOTOS.cars, 'orange-coupe-front34-street.jpg'), path.join(photos, 'coupe.jpg'));
    // Made at an earlier start (the run's template), then opened as the server opens it at start.
    await migratedDataFolder(path.join(dataDir, 'db'));
    running = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  });
  afterAll(async () => {
    await running?.close();
    await fsp.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses with one line naming the database and what to do, and adds nothing', async () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-gallery.ts', '--from', photos, '--per-photo', '1'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `The embedded database in ${path.join(dataDir, 'db')} is in use by another process (pid ${process.pid}), such as the running app: stop it first, or use PostgreSQL (DATABASE_URL) to share the database.\n`,
    );
    expect(await fsp.readdir(path.join(dataDir, 'files')).catch(() => [])).toEqual([]);
  }, 60_000);
});
