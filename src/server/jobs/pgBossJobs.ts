import PgBoss from 'pg-boss';
import { HandedBack, type JobData, type JobHandler, type JobName, type JobQueue } from './jobQueue';
import { createQueueDatabase } from './queueDatabase';
import { isDatabaseConnectionLoss } from '../outage';

/** Logged (at warn) when a run ended because the database went away; the queue runs its job again. */
export const LOST_DATABASE_MID_RUN = 'a job run lost the database; the queue runs it again once it is back';

/** How a kind of job is retried once a run threw or its process went quiet past the expiry. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** 'singleton': never two runs of the queue's jobs at once, across every process. */
  policy?: 'singleton';
}

export interface PgBossJobsOptions {
  connectionString: string;
  /** A run that takes longer, or whose process died, is failed by the queue and retried elsewhere. */
  expireInSeconds: number;
  retries: Record<JobName, RetryPolicy>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How long stop() lets runs in flight finish before handing them back to the queue. */
  drainMs?: number;
  /** pg-boss's own tables live in this schema (created by pg-boss at start, not by the app's migrations). */
  schema?: string;
}

// Each idle worker asks the queue this often for work sent by another process.
const POLLING_SECONDS = 1;
const DRAIN_MS = 10_000;

/**
 * Processes starting together on a new database can deadlock creating the same queues (each
 * queue is a partition of pg-boss's job table): PostgreSQL cancels one, which tries again and
 * finds the queues made.
 */
async function retryingDeadlocks(work: () => Promise<void>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Where a job goes once its retries are used up, so one process can end its work as failed. */
const givenUpQueue = (name: JobName) => `${name}-given-up`;

/**
 * Jobs in PostgreSQL through pg-boss: every process that works a kind of job polls for it, and
 * pg-boss hands each job to exactly one of them (SELECT ... FOR UPDATE SKIP LOCKED). pg-boss's
 * maintenance (run by one process at a time) fails runs older than the expiry, which puts their
 * jobs back for another process until the retries are used up; then the job is moved to its
 * given-up queue. The queue starts on first use; start() waits for it.
 */
export function createPgBossJobs(options: PgBossJobsOptions): JobQueue {
  const { log, expireInSeconds } = options;
  const schema = options.schema ?? 'pgboss';
  // Its own connections, which wait out a database restart (queueDatabase.ts).
  const database = createQueueDatabase({ connectionString: options.connectionString, applicationName: 'wrap-jobs', max: 4, log });
  const boss = new PgBoss({
    db: database.patient,
    schema,
    // Found expired within a tenth of the expiry (at least a second apart, at most a minute).
    maintenanceIntervalSeconds: Math.min(60, Math.max(1, Math.round(expireInSeconds / 10))),
    supervise: true,
    // Its cron sends each scheduled job once per slot, whichever process's clock gets there first.
    schedule: true,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const running = new Set<AbortController>();
  const workerIds = new Map<JobName, string[]>();

  const sendOptions = (name: JobName) => {
    const retry = options.retries[name];
    return {
      expireInSeconds,
      retryLimit: retry.retryLimit,
      retryDelay: retry.retryDelaySeconds,
      retryBackoff: retry.retryBackoff,
      deadLetter: givenUpQueue(name),
      ...(retry.policy ? { policy: retry.policy } : {}),
    };
  };

  let started: Promise<void> | undefined;
  let open = false;
  const start = () =>
    (started ??= (async () => {
      await boss.start();
      // Creating a queue that exists does nothing, so every process may do it at start.
      await retryingDeadlocks(async () => {
        for (const name of Object.keys(options.retries) as JobName[]) {
          await boss.createQueue(givenUpQueue(name));
          // Updated too: a changed JOB_EXPIRE_SECONDS or retry policy applies to an existing queue.
          await boss.createQueue(name, { name, ...sendOptions(name) });
          await boss.updateQueue(name, { name, ...sendOptions(name) });
        }
      });
      open = true;
    })());

  async function runOne<N extends JobName>(name: N, job: PgBoss.JobWithMetadata<JobData[N]>, handler: JobHandler<N>) {
    const controller = new AbortController();
    running.add(controller);
    // pg-boss stops waiting for a run at the expiry and retries the job elsewhere: this run stops too.
    const expiry = setTimeout(() => controller.abort(new HandedBack('the job outlived its expiry')), job.expireInSeconds * 1000);
    try {
      await handler(job.data, { signal: controller.signal, attempt: job.retryCount });
    } catch (error) {
      if (isDatabaseConnectionLoss(error))
        log.warn({ job: name, attempt: job.retryCount, reason: (error as Error).message }, LOST_DATABASE_MID_RUN);
      throw error;
    } finally {
      clearTimeout(expiry);
      running.delete(controller);
    }
  }

  return {
    kind: 'pg-boss',
    start,
    async send(name, data) {
      await start();
      // A visitor waits on this: while the database is down, they hear so at once (a 503).
      await boss.send(name, data, { ...sendOptions(name), db: database.impatient });
      // A worker of this process takes it at once, rather than at its next poll.
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    async hourly(name) {
      await start();
      // Stored in pg-boss's tables: scheduling again from every process replaces the same row.
      await boss.schedule(name, '0 * * * *', {}, sendOptions(name));
    },
    async work<N extends JobName>(name: N, concurrency: number, handler: JobHandler<N>) {
      await start();
      const ids: string[] = [];
      for (let i = 0; i < concurrency; i++) {
        const id = await boss.work<JobData[N]>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: POLLING_SECONDS },
          async ([job]) => {
            if (job) await runOne(name, job, handler);
          },
        );
        ids.push(id);
      }
      workerIds.set(name, ids);
    },
    async onGivenUp(name, handler) {
      await start();
      await boss.work<JobData[typeof name]>(
        givenUpQueue(name),
        { batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS },
        async ([job]) => {
          if (!job) return;
          log.info({ job: name, data: job.data }, 'the job queue gave up on a job');
          await handler(job.data);
        },
      );
    },
    async reachable() {
      try {
        // A start still waiting for the database is not an answer: a probe wants the state of now.
        if (!open) {
          void start().catch(() => undefined);
          return false;
        }
        const { rows } = await database.impatient.executeSql(`SELECT to_regclass('${schema}.version') AS name`);
        return Boolean((rows[0] as { name: string | null } | undefined)?.name);
      } catch {
        return false;
      }
    },
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      const drainMs = options.drainMs ?? DRAIN_MS;
      // Runs still going after the drain go back to the queue, to start afresh in another process.
      const handBack = setTimeout(() => {
        for (const controller of running) controller.abort(new HandedBack('the process is stopping'));
      }, drainMs);
      // With the database gone for good, the last statements give up rather than hold the stop.
      const giveUp = setTimeout(() => database.stopWaiting(), drainMs + 5_000);
      try {
        await boss.stop({ graceful: true, wait: true, timeout: drainMs + 5_000 });
      } finally {
        clearTimeout(handBack);
        clearTimeout(giveUp);
        await database.close();
      }
    },
  };
}
