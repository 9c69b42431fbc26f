import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../freePort.testutil';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own (initdb in a temp folder, on a free port), so a test may
 * shut it down and start it again as an operator's restart would, without touching the server
 * other tests share.
 */
export interface OwnPostgresServer {
  /** postgres://... of its `postgres` database. */
  url: string;
  /**
   * The first half of a restart, held: the server refuses every new connection with 57P03
   * ("the database system is shutting down") and has ended every session but the one this
   * holds; `release()` ends that one, and the server stops.
   */
  beginShutdown(): Promise<{ release(): Promise<void> }>;
  /** Starts it again once it stopped; resolves when it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good and deletes its folder. */
  remove(): Promise<void>;
}

/** Where initdb and pg_ctl are: on PATH, else Debian's versioned folder. */
async function serverBinaries(): Promise<string | null> {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), ...(await debianBinDirs())]) {
    const ok = await fs.access(path.join(dir, 'initdb')).then(
      () => fs.access(path.join(dir, 'pg_ctl')).then(() => true),
      () => false,
    );
    if (ok) return dir;
  }
  return null;
}

async function debianBinDirs(): Promise<string[]> {
  const versions = await fs.readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  return versions.map((version) => `/usr/lib/postgresql/${version}/bin`);
}

/** PostgreSQL refuses to run as root: there, its commands run as the `postgres` user. */
async function serverUser(): Promise<{
  wrap: (cmd: string, args: string[]) => [string, string[]];
  owner?: { uid: number; gid: number };
} | null> {
  if (process.getuid?.() !== 0) return { wrap: (cmd, args) => [cmd, args] };
  const ids = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]).catch(() => null);
  if (!ids) return null;
  return {
    wrap: (cmd, args) => ['runuser', ['-u', 'postgres', '--', cmd, ...args]],
    owner: { uid: Number(ids[0].stdout.trim()), gid: Number(ids[1].stdout.trim()) },
  };
}

/** The server, or why a test cannot have one here (to print with the skip). */
export async function startOwnPostgresServer(): Promise<OwnPostgresServer | string> {
  const bin = await serverBinaries();
  if (!bin) return 'no PostgreSQL server programs (initdb, pg_ctl) on PATH or in /usr/lib/postgresql';
  const user = await serverUser();
  if (!user) return 'running as root, and there is no postgres user to run the server as';
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-own-pg-'));
  if (user.owner) await fs.chown(dir, user.owner.uid, user.owner.gid);
  const data = path.join(dir, 'data');
  const as = (program: string, args: string[]) => run(...user.wrap(path.join(bin, program), args));
  const port = await freePort();
  const pgCtl = (...args: string[]) => as('pg_ctl', ['-D', data, ...args]);
  const start = async () => {
    await pgCtl('-l', path.join(dir, 'server.log'), '-o', `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off`, '-w', 'start');
  };
  try {
    await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await start();
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    return `could not start a PostgreSQL server of the test's own (${(error as Error).message.split('\n')[0]})`;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    start,
    async beginShutdown() {
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      // Smart mode waits for the sessions still open: held by `holder`, the server stays shutting down.
      await pgCtl('-m', 'smart', '-W', 'stop');
      await holder.query('select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = $1', [
        'client backend',
      ]);
      return {
        async release() {
          await holder.end();
          // pg_ctl status answers 3 once the server is gone; wait for that, not for a guess.
          for (;;) {
            const stopped = await pgCtl('status').then(
              () => false,
              () => true,
            );
            if (stopped) return;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        },
      };
    },
    async remove() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
