import fs from 'node:fs';
import path from 'node:path';
import { DatabaseError } from './databaseError';

/**
 * PGlite is PostgreSQL in one process: a second process opening the same folder does not fail,
 * it writes into a copy the first one later overwrites (a seed run beside the running server
 * printed "Added 54 wraps" and lost them). So whoever opens the embedded database writes its pid
 * beside the folder and removes it on close; a lock whose process is gone is taken over.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
    if (isRunning(holder)) {
      throw new DatabaseError(
        `The embedded database in ${dataDir} is in use by another process (pid ${holder}), such as the running app: stop it first, or use PostgreSQL (DATABASE_URL) to share the database.`,
      );
    }
    // Left by a process that ended without closing the database: take it over.
    fs.rmSync(lockFile, { force: true });
  }
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.rmSync(lockFile, { force: true });
    } catch {
      // Already gone.
    }
  };
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
