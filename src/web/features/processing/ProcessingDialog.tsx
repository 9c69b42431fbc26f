import { useLaterMessages } from '../../shared/i18n/LanguageProvider';
import { useEffect, useState } from 'react';
import type { JobStage, ProviderName } from '../../../domain/api';
import { countdownSecondsFor, progressFraction, snapshotAt, startTimeline } from '../../../domain/timeline/processingTimeline';
import { AppDialog } from '../../shared/AppDialog';
import { Button } from '../../shared/Button';
import type { LookOnPhoto } from '../../shared/liveRecolor/useLiveRecolor';
import { FeaturedCarousel } from './FeaturedCarousel';
import { LookWhileWaiting } from './LookWhileWaiting';

interface ProcessingDialogProps {
  /** The job's latest stage from the server. */
  stage: JobStage;
  /** Who makes the picture: the job's provider once the server names it, else /api/status's. */
  provider: ProviderName | null | undefined;
  /** The order's look on the visitor's photo; null when the wizard had no paint layer for it. */
  look?: LookOnPhoto | null | undefined;
  /** The look, once painted, as an object URL the receiver owns. */
  onLookPainted: (url: string) => void;
  onStartOver: () => void;
}

/**
 * "Creating Your Perfect Wrap": countdown, progress, rotating status, carousel, Start
 * Over; above them, when the wizard could paint it, the visitor's photo in the look they ordered.
 */
export default function ProcessingDialog({ stage, provider, look, onLookPainted, onStartOver }: ProcessingDialogProps) {
  const { FLOW_TEXT, STATUS_MESSAGES } = useLaterMessages();
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => startTimeline((now) => setElapsedMs(now.elapsedMs)), []);
  // Paced for the provider the server names: when the job says the local engine answers (past
  // the day's AI budget) the 2:00 becomes seconds at once, rather than counting on and then
  // jumping to done. The clock itself runs on from when the dialog opened.
  const total = countdownSecondsFor(provider);
  const snapshot = snapshotAt(elapsedMs, total, STATUS_MESSAGES);
  const percent = Math.round(progressFraction(snapshot.elapsedMs, stage, total) * 100);
  const minutes = Math.floor(snapshot.remaining / 60);
  const seconds = String(snapshot.remaining % 60).padStart(2, '0');

  return (
    <AppDialog open title={FLOW_TEXT.processingTitle} dismissible={false} testId="processing-dialog">
      <div className="space-y-4">
        {look && <LookWhileWaiting source={look} onPainted={onLookPainted} />}
        <div className="flex items-end justify-between gap-4">
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="processing-status">
            {snapshot.status}
          </p>
          <p
            className="font-mono text-3xl font-bold tabular-nums text-slate-900"
            aria-label={FLOW_TEXT.processingRemaining(snapshot.remaining)}
            data-testid="countdown"
          >
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
          <div
            className="h-full rounded-full bg-gradient-to-r from-cyan-500 to-cyan-700 transition-[width] duration-700"
            style={{ width: `${percent}%` }}
          />
        </div>
        <FeaturedCarousel compact={Boolean(look)} />
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onStartOver}>
            {FLOW_TEXT.startOver}
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}
