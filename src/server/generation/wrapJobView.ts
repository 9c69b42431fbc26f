import { JobStage, ProviderName, type WrapJob } from '../../domain/api';
import { resolveColor } from '../../domain/catalog/colors';
import { lookOfRow } from './orderedLook';
import type { PriceEstimate } from '../../domain/estimate/priceTable';
import type { carWrapRequests } from '../db/schema';
import { displayPathOf } from '../image/displayImage';
import { storedPhotoUrl } from '../db/storedPhoto';

type RequestRow = typeof carWrapRequests.$inferSelect;

export const TERMINAL_STAGES: ReadonlySet<JobStage> = new Set(['done', 'failed']);

/** What the browser sees of a request: its stage, and at the end the image or the error. */
export function toWrapJob(row: RequestRow, estimate: PriceEstimate | null = null): WrapJob {
  // A status this code does not know (say, from a newer version's row) reads as failed.
  const parsed = JobStage.safeParse(row.status);
  const stage: JobStage = parsed.success ? parsed.data : 'failed';
  return {
    requestId: row.id,
    stage,
    imageUrl: stage === 'done' ? row.wrappedImageUrl : null,
    displayUrl: stage === 'done' && row.wrappedImageUrl ? displayPathOf(row.wrappedImageUrl) : null,
    originalUrl: storedPhotoUrl(row.originalImageUrl),
    error: stage === 'failed' ? (row.errorMessage ?? null) : null,
    unapplied: stage === 'done' ? (row.unapplied ?? []) : [],
    changed: stage === 'done' ? (row.orderChanges?.at(-1)?.applied ?? []) : [],
    look: { ...lookOfRow(row), color: resolveColor(row.wrapColor)?.hex ?? row.wrapColor },
    notice: stage === 'done' ? (row.notice ?? null) : null,
    provider: ProviderName.safeParse(row.provider).data ?? null,
    estimate: stage === 'done' ? estimate : null,
    wrapName: row.selectedWrapName,
  };
}
