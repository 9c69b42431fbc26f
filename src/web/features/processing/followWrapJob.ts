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
 * Polls GET /api/wraps/:id until the job is done or failed and returns that last answer.
 * `onUpdate` sees every answer, so the processing dialog follows the real stage. A dropped poll
 * or two is tolerated (a phone changing network); an abort ends the loop quietly with null.
 */
export async function followWrapJob(requestId: string, signal: AbortSignal, onUpdate: (job: WrapJob) => void): Promise<WrapJob | null> {
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
