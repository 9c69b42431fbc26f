import { useEffect, useState } from 'react';
import type { JobStage, ProviderName } from '../../../domain/api';
import { FLOW_TEXT } from '../../../domain/messages';
import { countdownSecondsFor, progressFraction, snapshotAt, startTimeline } from '../../../domain/timeline/processingTimeline';
import { AppDialog } from '../../shared/AppDialog';
import { Button } from '../../shared/Button';
import { FeaturedCarousel } from './FeaturedCarousel';

interface ProcessingDialogProps {
  /** The job's latest stage from the server. */
  stage: JobStage;
  /** Who makes the picture: the countdown is paced for it. */
  provider: ProviderName | null | undefined;
  onStartOver: () => void;
}

/** "Creating Your Perfect Wrap" (spec §2): countdown, progress, rotating status, carousel, Start Over. */
export default function ProcessingDialog({ stage, provider, onStartOver }: ProcessingDialogProps) {
  // Paced once, when the dialog opens: a countdown that changed length midway would jump.
  const [total] = useState(() => countdownSecondsFor(provider));
  const [snapshot, setSnapshot] = useState(() => snapshotAt(0, total));
  useEffect(() => startTimeline(setSnapshot, undefined, total), [total]);
  const percent = Math.round(progressFraction(snapshot.elapsedMs, stage, total) * 100);
  const minutes = Math.floor(snapshot.remaining / 60);
  const seconds = String(snapshot.remaining % 60).padStart(2, '0');

  return (
    <AppDialog open title={FLOW_TEXT.processingTitle} dismissible={false} testId="processing-dialog">
      <div className="space-y-4">
        <div className="flex items-end justify-between gap-4">
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="processing-status">
            {snapshot.status}
          </p>
          <p className="font-mono text-3xl font-bold tabular-nums text-slate-900" aria-label={FLOW_TEXT.processingRemaining(snapshot.remaining)} data-testid="countdown">
            {minutes}:{seconds}
          </p>
        </div>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={FLOW_TEXT.processingTitle}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-cyan-500 to-cyan-700 transition-[width] duration-700" style={{ width: `${percent}%` }} />
        </div>
        <FeaturedCarousel />
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onStartOver}>
            {FLOW_TEXT.startOver}
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}
