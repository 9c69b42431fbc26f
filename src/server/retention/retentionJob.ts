import type { AppContext } from '../context';
import type { JobQueue } from '../jobs/jobQueue';
import { applyRetention } from './retentionRules';

/**
 * Works the hourly retention job in this process: PostgreSQL's queue hands each hour's job to one
 * process, and its singleton policy never runs two at once; in process, one at a time too. What a
 * round deleted goes in the log (counts only) and in retention_runs for the back office.
 */
export async function workRetention(ctx: AppContext, jobs: JobQueue, now: () => Date = () => new Date()): Promise<void> {
  const { db, storage, config, log } = ctx;
  const settings = {
    uploadHours: config.UPLOAD_RETENTION_HOURS,
    wrapDays: config.WRAP_RETENTION_DAYS,
    quoteDays: config.QUOTE_RETENTION_DAYS,
  };
  await jobs.work('retention', 1, async () => {
    const deleted = await applyRetention({ db, storage, settings, now });
    log.info({ ...deleted, ...settings }, 'retention round done');
  });
  await jobs.hourly('retention');
}
