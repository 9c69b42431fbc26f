/** What each kind of job carries: ids only, the rest is read from the database when it runs. */
export interface JobData {
  /**
   * A first generation, or a change from the stored original: the visitor's words, or a new area
   * to wrap (`change` with no words, or with the last change's words so its look stays).
   */
  // `site`: the embedding site the wrap was ordered through, for the funnel's count of previews made.
  'wrap-generation': { requestId: string; instructions?: string | undefined; change?: boolean | undefined; site?: string | undefined };
  /** Whatever is still owed of a quote's two e-mails. */
  'quote-mail': { quoteId: string };
  /** A quote's POST to the shop's lead webhook, until it is answered with a 2xx. */
  'lead-webhook': { quoteId: string };
  /** One round of the retention rules (retention/): what is past its time is deleted. */
  retention: Record<string, never>;
}

export type JobName = keyof JobData;

/** One run of a job in this process. */
export interface JobRun {
  /** Aborted when the process stops or the job outlives its expiry; `reason` is a HandedBack then. */
  signal: AbortSignal;
  /** 0 for the first run, 1 for the first retry... */
  attempt: number;
}

export type JobHandler<N extends JobName> = (data: JobData[N], run: JobRun) => Promise<void>;

/**
 * Why a run was stopped when its job goes back to the queue for another process (this one is
 * stopping, or the run outlived its expiry): the handler throws instead of ending the job's work
 * as failed, so the retry starts it afresh.
 */
export class HandedBack extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'HandedBack';
  }
}

/** True when `signal` was aborted to hand its job back to the queue. */
export const handedBack = (signal: AbortSignal) => signal.aborted && signal.reason instanceof HandedBack;

/**
 * The app's background work: in this process (PGlite, one process) or in PostgreSQL through
 * pg-boss (DATABASE_URL), where each job is worked exactly once by any process that works jobs,
 * and a job whose process died is retried by another after its expiry.
 */
export interface JobQueue {
  readonly kind: 'in-process' | 'pg-boss';
  /** Stored (or queued) when it resolves. */
  send<N extends JobName>(name: N, data: JobData[N]): Promise<void>;
  /**
   * Works `name`'s jobs in this process, `concurrency` at a time. A handler that throws has its
   * job retried (pg-boss, with the job's backoff); in process, the throw is logged.
   */
  work<N extends JobName>(name: N, concurrency: number, handler: JobHandler<N>): Promise<void>;
  /** Called once for a job the queue gave up on (retries used up); never in process, where nothing is retried. */
  onGivenUp<N extends JobName>(name: N, handler: (data: JobData[N]) => Promise<void>): Promise<void>;
  /**
   * Sends `name`'s job every hour, on the hour: in PostgreSQL's queue by pg-boss's schedule, which
   * sends each hour's job once whatever the number of processes; in process, by a timer.
   */
  hourly(name: 'retention'): Promise<void>;
  /** Opens the queue (pg-boss creates its tables on first start); sending and working also wait for it. */
  start(): Promise<void>;
  /** Whether the queue answers (for /readyz). */
  reachable(): Promise<boolean>;
  /** Stops taking jobs, lets runs in flight finish for a while, then hands the rest back (or cancels them, in process). */
  stop(): Promise<void>;
}
