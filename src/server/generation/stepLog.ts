import type { Db } from '../db/client';
import { apiRequestLogs } from '../db/schema';
import type { StepRecorder } from '../ai/provider';
import { WrapFailure } from './wrapFailure';
import { redactSecrets } from '../ai/redactSecrets';

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * The recorder a job hands its provider: each external step becomes one api_request_logs row
 * (the API request log) with its summaries, outcome and duration. A failed log write never fails the wrap.
 */
export function createStepRecorder(db: Db, carWrapRequestId: string, log: Log): StepRecorder {
  return async (step, run, summarize) => {
    const started = performance.now();
    const write = async (row: { success: boolean; responseData?: Record<string, unknown>; errorMessage?: string }) => {
      try {
        await db.insert(apiRequestLogs).values({
          carWrapRequestId,
          apiService: step.service,
          requestType: step.type,
          requestData: step.request,
          responseData: row.responseData ?? null,
          success: row.success,
          errorMessage: row.errorMessage ?? null,
          durationMs: Math.round(performance.now() - started),
        });
      } catch (error) {
        log.error({ err: error, step: step.type }, 'could not write the api request log');
      }
    };
    try {
      const result = await run();
      await write({ success: true, responseData: summarize(result) });
      return result;
    } catch (error) {
      // The provider's own words only as redacted (WrapFailure.detail), never raw: they may name the account or echo the key.
      const text = error instanceof WrapFailure ? (error.detail ?? error.message) : error instanceof Error ? error.message : String(error);
      await write({ success: false, errorMessage: redactSecrets(text) });
      throw error;
    }
  };
}
