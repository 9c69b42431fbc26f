import { CircleCheck, Download, MessageSquarePlus, RotateCcw, Send, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { WrapJob } from '../../../domain/api';
import type { FinishId } from '../../../domain/catalog/finishes';
import type { StyleId } from '../../../domain/catalog/styles';
import { wrapNameLabel } from '../../../domain/catalog/catalogTexts';
import type { VisitorTexts } from '../../../domain/i18n/visitorTexts';
import { useLaterMessages } from '../../shared/i18n/LanguageProvider';
import { AppDialog } from '../../shared/AppDialog';
import { toast } from '../../shared/toast';
import { WrapEstimate } from '../../shared/estimate/WrapEstimate';
import { Button, buttonClass } from '../../shared/Button';
import { BeforeAfter } from './BeforeAfter';
import { FullScreenImage } from './FullScreenImage';
import { ResultPicture } from './ResultPicture';
import { shareLink, type ShareOutcome } from './shareLink';
import { changeTextFor, currentLook } from './looks';
import { ResultTouchUp } from './ResultTouchUp';
import { TryLooks } from './TryLooks';
import type { PreparedPhoto } from '../../shared/photo/downscalePhoto';
import { downloadStem } from '../../../domain/downloadName';

/** A success cue shown inside the dialog, under its title: never over it, never over its buttons. */
export interface DialogNotice {
  title: string;
  description?: string | undefined;
}

const shareNotices = (
  SHARE_TEXT: VisitorTexts['SHARE_TEXT'],
): Record<Exclude<ShareOutcome, 'shared' | 'cancelled'>, (url: string) => DialogNotice> => ({
  copied: () => ({ title: SHARE_TEXT.linkCopied, description: SHARE_TEXT.linkCopiedDescription }),
  failed: (url) => ({ title: SHARE_TEXT.copyFailed, description: url }),
});

/** The download is named by the look the wrap holds now, after any change: "red-satin-racing-stripes". */
const fileStemOf = (job: WrapJob) => downloadStem(job.look ? [job.look.colorName, job.look.finish, job.look.style] : [job.wrapName ?? '']);

interface ResultDialogProps {
  job: WrapJob;
  onClose: () => void;
  onRequestChanges: () => void;
  onGetQuote: () => void;
  onRestart: () => void;
  /** The wrap's look as the browser painted it, shown until an AI picture fades in over it. */
  lookFirst?: string | null | undefined;
  /** The flow's latest success cue (wrap made, wrap updated), if any. */
  notice?: DialogNotice | null | undefined;
  /** Try another look: the visitor's photo of this visit and the look the wrap was made with. */
  /** The wizard's choice is the first look; using a look sends its change request's words. */
  looks?:
    | {
        photo: PreparedPhoto;
        choice: { color: string | null; finish: FinishId | null; style: StyleId | null };
        applying: boolean;
        onUse: (changeText: string) => void;
        /** The area the wrap was made on, when touched up: the result's touch-up starts there. */
        areaUrl: string | null;
        /** The result's touch-up chose another area: the wrap is made again on it. */
        onTouchUp: (paintMask: Blob) => void;
      }
    | undefined;
}

/** "Your Dream Car Wrap is Ready!" and its three exits: changes, quote, start over. */
export default function ResultDialog({
  job,
  onClose,
  onRequestChanges,
  onGetQuote,
  onRestart,
  notice,
  looks,
  lookFirst,
}: ResultDialogProps) {
  const { CATALOG_TEXT, FLOW_TEXT, SHARE_TEXT } = useLaterMessages();
  const imageUrl = job.imageUrl ?? '';
  // The display-size WebP; the PNG if it is missing (results stored before it existed).
  const [brokenDisplay, setBrokenDisplay] = useState<string | null>(null);
  const shownUrl = job.displayUrl && job.displayUrl !== brokenDisplay ? job.displayUrl : imageUrl;
  const onDisplayError = () => setBrokenDisplay(job.displayUrl);
  const [fullScreen, setFullScreen] = useState(false);
  // One cue at a time: a toast left from before (the quote sent) would sit on a phone over the
  // dialog's title and close button; the dialog says what is new itself (its notice).
  useEffect(() => toast.dismiss(), []);
  // One cue at a time: the share outcome replaces the flow's cue until the next one.
  const [shareNotice, setShareNotice] = useState<{ for: DialogNotice | null | undefined; notice: DialogNotice } | null>(null);
  const cue = shareNotice && shareNotice.for === notice ? shareNotice.notice : notice;

  async function share() {
    const url = new URL(`/w/${encodeURIComponent(job.requestId)}`, window.location.origin).href;
    const outcome = await shareLink(url, SHARE_TEXT.shareTitle);
    if (outcome === 'copied' || outcome === 'failed') setShareNotice({ for: notice, notice: shareNotices(SHARE_TEXT)[outcome](url) });
  }
  const actions = [
    { text: FLOW_TEXT.requestChanges, icon: MessageSquarePlus, variant: 'secondary', onClick: onRequestChanges },
    { text: FLOW_TEXT.getQuote, icon: Send, variant: 'primary', onClick: onGetQuote },
    { text: FLOW_TEXT.restart, icon: RotateCcw, variant: 'ghost', onClick: onRestart },
  ] as const;
  return (
    <AppDialog open onOpenChange={(open) => !open && onClose()} title={FLOW_TEXT.resultTitle} size="lg" testId="result-dialog">
      <div className="space-y-4">
        {cue && (
          <div
            role="status"
            data-testid="result-notice"
            className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
          >
            <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
            <p className="min-w-0 break-words">
              <span className="font-semibold">{cue.title}</span>
              {cue.description && <span> {cue.description}</span>}
            </p>
          </div>
        )}
        {job.wrapName && (
          <p className="text-sm font-semibold text-slate-800" data-testid="result-wrap-name">
            {wrapNameLabel(CATALOG_TEXT, job.wrapName)}
          </p>
        )}
        {job.originalUrl ? (
          <BeforeAfter
            beforeUrl={job.originalUrl}
            afterUrl={shownUrl}
            onAfterError={onDisplayError}
            onFullScreen={() => setFullScreen(true)}
            lookFirst={lookFirst}
          />
        ) : (
          <button
            type="button"
            onClick={() => setFullScreen(true)}
            aria-label={FLOW_TEXT.resultAlt}
            className="relative mx-auto block cursor-zoom-in overflow-hidden rounded-xl"
          >
            <ResultPicture src={shownUrl} onError={onDisplayError} lookFirst={lookFirst} className="rounded-xl" />
          </button>
        )}
        {fullScreen && <FullScreenImage src={shownUrl} alt={FLOW_TEXT.resultAlt} onClose={() => setFullScreen(false)} />}
        {job.changed.length > 0 && (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200" data-testid="changed">
            {FLOW_TEXT.changed(job.changed)}
          </p>
        )}
        {job.notice && (
          <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200" data-testid="local-instead-of-ai">
            {job.notice}
          </p>
        )}
        {job.unapplied.length > 0 && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="unapplied">
            {FLOW_TEXT.unapplied(job.unapplied)}
          </p>
        )}
        <WrapEstimate requestId={job.requestId} initial={job.estimate} correctable />
        <div className="grid grid-cols-2 gap-2">
          <a href={imageUrl} download={`${fileStemOf(job)}-carwrap.png`} className={buttonClass('secondary')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {FLOW_TEXT.download}
          </a>
          <Button variant="secondary" onClick={() => void share()}>
            <Share2 className="h-4 w-4" aria-hidden="true" />
            {SHARE_TEXT.share}
          </Button>
          {actions.map(({ text, icon: Icon, variant, onClick }) => (
            <Button key={text} variant={variant} onClick={onClick} className="col-span-2 sm:col-span-1 sm:last:col-span-2">
              <Icon className="h-4 w-4" aria-hidden="true" />
              {text}
            </Button>
          ))}
        </div>
        {/* Below the result's three exits, which stay next to the picture. */}
        {looks && <ResultTouchUp photo={looks.photo} areaUrl={looks.areaUrl} applying={looks.applying} onUse={looks.onTouchUp} />}
        {looks && (
          <TryLooks
            photo={looks.photo}
            initial={currentLook(job.look, looks.choice)}
            resultUrl={shownUrl}
            downloadUrl={imageUrl}
            applying={looks.applying}
            onUse={(look) => looks.onUse(changeTextFor(look))}
          />
        )}
      </div>
    </AppDialog>
  );
}
