import { Eye, EyeOff, Check } from 'lucide-react';
import type { AdminGalleryItem, GalleryUpdateBody } from '../../../../domain/admin/api';
import { Button } from '../../../shared/Button';
import { toast } from '../../../shared/toast';
import { WrapFacts } from '../../../shared/WrapFacts';
import { useBackOffice } from '../useBackOffice';
import { DeleteWrapDialog } from './DeleteWrapDialog';
import { FeaturedControls } from './FeaturedControls';
import { useModerateWrap } from './useGalleryModeration';

/** One wrap as the shop moderates it: whether strangers see it and why, and what can be done. */
export function GalleryWrapCard({ item, reviewRequired }: { item: AdminGalleryItem; reviewRequired: boolean }) {
  const { ADMIN_TEXT, REVIEW_STATUS_LABELS, when } = useBackOffice();
  const T = ADMIN_TEXT.gallery;
  const { update, remove } = useModerateWrap(item.id);
  const headingId = `wrap-${item.id}`;
  const change = (body: GalleryUpdateBody, done: string) =>
    update.mutate(body, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(ADMIN_TEXT.saveFailed, { description: error.message }),
    });

  return (
    <article
      aria-labelledby={headingId}
      data-testid="admin-wrap"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
    >
      <a href={item.imageUrl} target="_blank" rel="noreferrer" className="block bg-slate-100">
        <img
          src={item.thumbnailUrl ?? item.imageUrl}
          alt=""
          loading="lazy"
          className={`aspect-[4/3] w-full object-cover ${item.isPublic ? '' : 'opacity-60'}`}
        />
      </a>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={headingId} className="font-bold text-slate-900">
            {item.wrapName}
          </h3>
          <p className="text-xs text-slate-500">{when(item.createdAt)}</p>
          <div className="mt-1">
            <WrapFacts item={item} />
          </div>
        </div>
        <ul className="flex flex-wrap gap-1.5 text-xs font-semibold" aria-label={T.stateLabel}>
          <Badge tone={item.isPublic ? 'good' : 'muted'}>{item.isPublic ? T.public : T.notPublic}</Badge>
          {(reviewRequired || item.reviewStatus !== 'pending') && (
            <Badge tone={item.reviewStatus === 'pending' ? 'warn' : 'muted'}>{REVIEW_STATUS_LABELS[item.reviewStatus]}</Badge>
          )}
          <Badge tone={item.galleryConsent ? 'muted' : 'bad'}>{item.galleryConsent ? T.consentYes : T.consentNo}</Badge>
        </ul>
        <div className="mt-auto flex flex-wrap gap-2">
          {reviewRequired && item.reviewStatus === 'pending' && (
            <Button onClick={() => change({ reviewStatus: 'approved' }, T.approved)} disabled={update.isPending}>
              <Check className="h-4 w-4" aria-hidden="true" />
              {T.approve}
            </Button>
          )}
          {item.reviewStatus === 'hidden' ? (
            <Button variant="secondary" onClick={() => change({ reviewStatus: 'approved' }, T.shown)} disabled={update.isPending}>
              <Eye className="h-4 w-4" aria-hidden="true" />
              {T.show}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => change({ reviewStatus: 'hidden' }, T.hidden)} disabled={update.isPending}>
              <EyeOff className="h-4 w-4" aria-hidden="true" />
              {T.hide}
            </Button>
          )}
          <DeleteWrapDialog
            wrapName={item.wrapName}
            busy={remove.isPending}
            onConfirm={(close) =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  close();
                  toast.success(T.deleted);
                },
                onError: (error) => toast.error(ADMIN_TEXT.saveFailed, { description: error.message }),
              })
            }
          />
        </div>
        <FeaturedControls item={item} onChange={(body) => change(body, T.saved)} busy={update.isPending} />
      </div>
    </article>
  );
}

const TONES = {
  good: 'bg-emerald-100 text-emerald-800',
  warn: 'bg-amber-100 text-amber-900',
  bad: 'bg-red-100 text-red-800',
  muted: 'bg-slate-100 text-slate-700',
} as const;

function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return <li className={`rounded-full px-2.5 py-1 ${TONES[tone]}`}>{children}</li>;
}
