import { WrapJob, type JobStage } from '../../../domain/api';
import { requestJson } from '../../shared/http';

/** About once a second (docs/CONTRACT.md): quick enough for the local engine's ~1 s jobs. */
export const POLL_MS = 1000;
const MAX_POLL_FAILURES = 3;

export function fetchWrapJob(requestId: string, signal?: AbortSignal): Promise<WrapJob> {
  return requestJson(WrapJob, `/api/wraps/${encodeURIComponent(requestId)}`, { signal, cache: 'no-store' });
}

function isFinished(stage: JobStage): boolean {
  return stage === 'done' || stage === 'failed';
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * Follows a job to its end and returns that last answer; `onUpdate` sees every answer, so the
 * processing dialog follows the real stage. The job's event stream is the way; polling takes over
 * when the stream cannot be opened or breaks before the end (a proxy that buffers it, a phone
 * changing network). An abort ends quietly with null.
 */
export async function followWrapJob(requestId: string, signal: AbortSignal, onUpdate: (job: WrapJob) => void): Promise<WrapJob | null> {
  if (typeof EventSource === 'function') {
    const streamed = await streamWrapJob(requestId, signal, onUpdate);
    if (streamed !== BROKEN) return streamed;
  }
  return pollWrapJob(requestId, signal, onUpdate);
}

const BROKEN = Symbol('stream broken');

/** The job through GET /api/wraps/:id/events, which sends it now and on every change. */
function streamWrapJob(requestId: string, signal: AbortSignal, onUpdate: (job: WrapJob) => void): Promise<WrapJob | null | typeof BROKEN> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    const source = new EventSource(`/api/wraps/${encodeURIComponent(requestId)}/events`);
    const end = (outcome: WrapJob | null | typeof BROKEN) => {
      source.close();
      signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = () => end(null);
    signal.addEventListener('abort', onAbort, { once: true });
    source.onmessage = (event: MessageEvent<string>) => {
      const job = parseJob(event.data);
      if (!job) return end(BROKEN);
      onUpdate(job);
      if (isFinished(job.stage)) end(job);
    };
    // EventSource would retry on its own, but polling is the path every network already passed.
    source.onerror = () => end(BROKEN);
  });
}

function parseJob(data: string): WrapJob | null {
  try {
    const parsed = WrapJob.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Polls GET /api/wraps/:id until the job is done or failed. A dropped poll or two is tolerated;
 * more end the loop with the error.
 */
async function pollWrapJob(requestId: string, signal: AbortSignal, onUpdate: (job: WrapJob) => void): Promise<WrapJob | null> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const job = await fetchWrapJob(requestId, signal);
      failures = 0;
      if (signal.aborted) return null;
      onUpdate(job);
      if (isFinished(job.stage)) return job;
    } catch (error) {
      if (signal.aborted) return null;
      if (++failures >= MAX_POLL_FAILURES) throw error;
    }
    await wait(POLL_MS, signal);
  }
  return null;
}
