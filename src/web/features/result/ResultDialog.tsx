import { Download, MessageSquarePlus, RotateCcw, Send } from 'lucide-react';
import type { WrapJob } from '../../../domain/api';
import { FLOW_TEXT } from '../../../domain/messages';
import { AppDialog } from '../../shared/AppDialog';
import { Button, buttonClass } from '../../shared/Button';
import { BeforeAfter } from './BeforeAfter';

interface ResultDialogProps {
  job: WrapJob;
  /** File name stem for the download, from the visitor's choices. */
  downloadName: string;
  onClose: () => void;
  onRequestChanges: () => void;
  onGetQuote: () => void;
  onRestart: () => void;
}

/** "Your Dream Car Wrap is Ready!" (spec §2) and its three exits (spec §4). */
export default function ResultDialog({ job, downloadName, onClose, onRequestChanges, onGetQuote, onRestart }: ResultDialogProps) {
  const imageUrl = job.imageUrl ?? '';
  const actions = [
    { text: FLOW_TEXT.requestChanges, icon: MessageSquarePlus, variant: 'secondary', onClick: onRequestChanges },
    { text: FLOW_TEXT.getQuote, icon: Send, variant: 'primary', onClick: onGetQuote },
    { text: FLOW_TEXT.restart, icon: RotateCcw, variant: 'ghost', onClick: onRestart },
  ] as const;
  return (
    <AppDialog open onOpenChange={(open) => !open && onClose()} title={FLOW_TEXT.resultTitle} size="lg" testId="result-dialog">
      <div className="space-y-4">
        {job.originalUrl ? (
          <BeforeAfter beforeUrl={job.originalUrl} afterUrl={imageUrl} />
        ) : (
          <img src={imageUrl} alt={FLOW_TEXT.resultAlt} className="mx-auto block max-h-[58dvh] w-auto max-w-full rounded-xl" />
        )}
        {job.unapplied.length > 0 && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="unapplied">
            {FLOW_TEXT.unapplied(job.unapplied)}
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <a href={imageUrl} download={`${downloadName}-carwrap.png`} className={buttonClass('secondary')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {FLOW_TEXT.download}
          </a>
          {actions.map(({ text, icon: Icon, variant, onClick }) => (
            <Button key={text} variant={variant} onClick={onClick}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {text}
            </Button>
          ))}
        </div>
      </div>
    </AppDialog>
  );
}
