import PQueue from 'p-queue';
import type { JobData, JobHandler, JobName, JobQueue } from './jobQueue';

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * Jobs run in this process, each kind with its own concurrency limit: the embedded database has
 * one process, so there is nobody to share with. Nothing is retried; a job sent before its
 * worker is registered waits for it. Stopping cancels the runs in flight (their handlers end
 * their work as failed: no other process would ever pick it up).
 */
export function createInProcessJobs(log: Log): JobQueue {
  const queues = new Map<JobName, { queue: PQueue; run: (data: never) => Promise<void> }>();
  const waiting: { name: JobName; data: unknown }[] = [];
  const stopping = new AbortController();
  const timers: NodeJS.Timeout[] = [];

  function add(name: JobName, data: unknown) {
    const worker = queues.get(name);
    if (!worker) return void waiting.push({ name, data });
    void worker.queue.add(() => worker.run(data as never));
  }

  return {
    kind: 'in-process',
    async send(name, data) {
      if (!stopping.signal.aborted) add(name, data);
    },
    async work<N extends JobName>(name: N, concurrency: number, handler: JobHandler<N>) {
      const run = async (data: JobData[N]) => {
        // Each run gets its own signal: the AI SDK adds a listener to the signal of every call,
        // and on one process-wide signal those would pile up for the life of the process.
        const job = new AbortController();
        const stop = () => job.abort(stopping.signal.reason);
        stopping.signal.addEventListener('abort', stop, { once: true });
        try {
          await handler(data, { signal: job.signal, attempt: 0 });
        } catch (error) {
          log.error({ err: error, job: name }, 'job failed');
        } finally {
          stopping.signal.removeEventListener('abort', stop);
        }
      };
      queues.set(name, { queue: new PQueue({ concurrency }), run });
      // Jobs of kinds still without a worker go back to waiting.
      for (const job of waiting.splice(0)) add(job.name, job.data);
    },
    async hourly(name) {
      const nextHour = () => 3_600_000 - (Date.now() % 3_600_000);
      const tick = () => {
        if (stopping.signal.aborted) return;
        add(name, {});
        timers.push(setTimeout(tick, nextHour()).unref());
      };
      timers.push(setTimeout(tick, nextHour()).unref());
    },
    async start() {},
    async onGivenUp() {},
    reachable: async () => true,
    async stop() {
      waiting.length = 0;
      for (const timer of timers.splice(0)) clearTimeout(timer);
      for (const { queue } of queues.values()) queue.clear();
      stopping.abort(new Error('the app is stopping'));
      await Promise.all([...queues.values()].map(({ queue }) => queue.onIdle()));
    },
  };
}
