import { useState } from 'react';
import { GALLERY_FILTERS, type GalleryFilter } from '../../../../domain/admin/api';
import { PagedRows, SectionHeader } from '../SectionParts';
import { useBackOffice } from '../useBackOffice';
import { GalleryWrapCard } from './GalleryWrapCard';
import { useModerationList, usePendingCount } from './useGalleryModeration';

/** Gallery moderation: every wrap with what the public sees of it; the review queue first when it has any. */
export function GalleryTab() {
  const { ADMIN_TEXT, GALLERY_FILTER_LABELS } = useBackOffice();
  const T = ADMIN_TEXT.gallery;
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const { query, items, total, first } = useModerationList(filter);
  // Without GALLERY_REVIEW a pending wrap is public already: there is no queue to work through.
  const reviewRequired = first?.reviewRequired ?? false;
  const pending = usePendingCount(reviewRequired).data ?? 0;

  return (
    <section aria-labelledby="gallery-heading">
      <SectionHeader
        id="gallery-heading"
        title={T.heading}
        intro={reviewRequired ? T.introReview : T.intro}
        count={query.isSuccess ? T.count(total) : undefined}
      />
      {reviewRequired && pending > 0 && filter !== 'pending' && (
        <p className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {T.pendingCount(pending)}
          <button type="button" className="font-semibold underline" onClick={() => setFilter('pending')}>
            {T.openQueue}
          </button>
        </p>
      )}
      <div role="group" aria-label={T.filterLabel} className="mt-4 flex flex-wrap gap-1.5">
        {GALLERY_FILTERS.filter((name) => reviewRequired || name !== 'pending').map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
            className="min-h-10 rounded-full px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-white aria-pressed:bg-slate-900 aria-pressed:text-white aria-pressed:ring-slate-900"
          >
            {GALLERY_FILTER_LABELS[name]}
          </button>
        ))}
      </div>
      <PagedRows
        query={query}
        items={items}
        empty={T.empty}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        row={(item) => <GalleryWrapCard item={item} reviewRequired={reviewRequired} />}
      />
    </section>
  );
}
