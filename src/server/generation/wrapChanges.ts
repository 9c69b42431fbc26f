import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';

/**
 * Who hears that a wrap request's row changed (its stage, its result): the event streams of the
 * visitors following it. With several processes on one PostgreSQL database, the process holding
 * a visitor's stream is often not the one working the job, so each change is also sent with
 * pg_notify and every process LISTENs on one connection of its own.
 */
export interface WrapChanges {
  /** Tells every listener, in every process, that request `id` changed (after the row is written). */
  announce(id: string): Promise<void>;
  /** Calls `listener` after every change of request `id`; returns the unsubscribe. */
  onChange(id: string, listener: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'wrap_changes';
const RECONNECT_MS = 1_000;

interface Log {
  warn(obj: object, msg: string): void;
}

/** Changes heard in this process only: one process works and streams every wrap. */
export function createLocalWrapChanges(): WrapChanges {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    async announce(id) {
      emitter.emit(id);
    },
    onChange(id, listener) {
      emitter.on(id, listener);
      return () => emitter.off(id, listener);
    },
    async close() {},
  };
}

/**
 * Changes heard across processes on one PostgreSQL database. A change made here is told to this
 * process's listeners at once and to the others through NOTIFY (each notice carries its sender,
 * so nobody hears their own twice). A lost LISTEN connection is opened again; a visitor's stream
 * that missed a notice meanwhile still ends, as the page falls back to polling.
 */
export function createSharedWrapChanges(options: {
  db: Db;
  connectionString: string;
  log: Log;
}): WrapChanges & { listening: Promise<void> } {
  const local = createLocalWrapChanges();
  const me = randomUUID();
  const emitter = new EventEmitter().setMaxListeners(0);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString, application_name: 'wrap-changes' });
    next.on('notification', (message) => {
      const [sender, id] = (message.payload ?? '').split(' ');
      if (sender !== me && id) emitter.emit(id);
    });
    next.on('error', (error) => {
      options.log.warn({ reason: error.message }, "lost the connection that hears other processes' wrap progress; reconnecting");
      void next.end().catch(() => undefined);
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    if (closed) return void (await next.end());
    client = next;
  }

  function reconnect() {
    client = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch((error: unknown) => {
        options.log.warn({ reason: (error as Error).message }, "could not listen for other processes' wrap progress; trying again");
        reconnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  }

  const listening = listen().catch((error: unknown) => {
    options.log.warn({ reason: (error as Error).message }, "could not listen for other processes' wrap progress; trying again");
    reconnect();
  });
  return {
    listening,
    async announce(id) {
      await local.announce(id);
      await options.db.execute(sql`select pg_notify(${CHANNEL}, ${`${me} ${id}`})`);
    },
    onChange(id, listener) {
      const off = local.onChange(id, listener);
      emitter.on(id, listener);
      return () => {
        off();
        emitter.off(id, listener);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
