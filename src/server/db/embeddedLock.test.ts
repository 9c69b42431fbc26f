import { spawnSync } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseError, openDatabase } from './client';
import { migratedDataFolder } from './testDatabases.testutil';

// Two processes on one PGlite folder silently lose one's writes; the second is refused instead.
describe('the embedded database is opened by one process at a time', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pglite-lock-'));
    // The lock is what is tested, not a first start: the database is made already.
    await migratedDataFolder(path.join(dataDir, 'db'));
  });
  afterEach(() => fsp.rm(dataDir, { recursive: true, force: true }));

  it('refuses a second opening while the first is open, and allows it once that one closed', async () => {
    const dbDir = path.join(dataDir, 'db');
    const first = await openDatabase({ dataDir: dbDir });
    await expect(openDatabase({ dataDir: dbDir })).rejects.toThrow(
      new DatabaseError(
        `The embedded database in ${dbDir} is in use by another process (pid ${process.pid}), such as the running app: stop it first, or use PostgreSQL (DATABASE_URL) to share the database.`,
      ),
    );
    await first.close();
    const second = await openDatabase({ dataDir: dbDir });
    await second.close();
  });

  it('takes over the lock of a process that ended without closing the database', async () => {
    const dbDir = path.join(dataDir, 'db');
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    await fsp.writeFile(`${dbDir}.lock`, ended.stdout);
    const database = await openDatabase({ dataDir: dbDir });
    expect(await fsp.readFile(`${dbDir}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
    await expect(fsp.access(`${dbDir}.lock`)).rejects.toThrow();
  });
});
