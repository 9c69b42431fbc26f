import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { DatabaseUnavailable, isDatabaseConnectionLoss } from '../outage';

/** What pg-boss asks of a database it does not open itself. */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

export interface QueueDatabase {
  /**
   * For the queue's own work (fetching, completing, failing, maintenance): a lost connection
   * (a restart, a failover) is waited out and the statement sent again. pg-boss completes a run
   * without awaiting it, so a throw here would be an unhandled rejection that ends the process,
   * and the job would sit active until its expiry.
   */
  patient: SqlRunner;
  /** For a visitor's request (queueing a job): a lost connection fails at once, as DatabaseUnavailable. */
  impatient: SqlRunner;
  /** Ends the waiting: statements still waiting throw their error. */
  stopWaiting(): void;
  /** Ends the waiting and closes the connections. */
  close(): Promise<void>;
}

// Waits grow from a quarter second to this: a restart takes seconds, a failover somewhat more.
const LONGEST_WAIT_MS = 5_000;

/** The job queue's own connections to PostgreSQL (`max` of them). */
export function createQueueDatabase(options: {
  connectionString: string;
  applicationName: string;
  max: number;
  log: { warn(obj: object, msg: string): void };
}): QueueDatabase {
  const { log } = options;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    application_name: options.applicationName,
    max: options.max,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the server ends is an 'error' event; unheard, it would end the process.
  pool.on('error', (error) => log.warn({ reason: error.message }, 'job queue: database connection lost; the next query reconnects'));
  const waiting = new AbortController();

  const patient: SqlRunner = {
    async executeSql(text, values) {
      for (let attempt = 0; ; attempt++) {
        try {
          return await pool.query(text, values);
        } catch (error) {
          if (waiting.signal.aborted || !isDatabaseConnectionLoss(error)) throw error;
          if (attempt === 0)
            log.warn(
              { reason: (error as Error).message, code: (error as { code?: string }).code },
              'job queue: the database is not answering; trying again until it does',
            );
          const waited = await sleep(Math.min(LONGEST_WAIT_MS, 250 * 2 ** attempt), true, { signal: waiting.signal }).catch(() => false);
          if (!waited) throw error;
        }
      }
    },
  };

  return {
    patient,
    impatient: {
      async executeSql(text, values) {
        try {
          return await pool.query(text, values);
        } catch (error) {
          throw isDatabaseConnectionLoss(error) ? new DatabaseUnavailable(error) : error;
        }
      },
    },
    stopWaiting: () => waiting.abort(),
    async close() {
      waiting.abort();
      await pool.end();
    },
  };
}
