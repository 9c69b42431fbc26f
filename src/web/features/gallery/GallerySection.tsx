import { useMessages } from '../../shared/i18n/LanguageProvider';
import { lazy, Suspense, useEffect, useState } from 'react';
import { GALLERY_PAGE_SIZE } from '../../../domain/validation';
import { GalleryCard, THUMB_HEIGHT, THUMB_WIDTH } from './GalleryCard';
import { useGalleryPages } from './useGalleryPages';

// The full-size viewer (and its dialog code) loads the first time a visitor opens a wrap.
const GalleryViewer = lazy(() => import('./GalleryViewer').then((m) => ({ default: m.GalleryViewer })));

/** The gallery's grid, Load More, end and empty messages, and the full-size view. */
export function GallerySection() {
  const { GALLERY_TEXT, MESSAGES } = useMessages();
  const gallery = useGalleryPages();
  const [viewing, setViewing] = useState<number | null>(null);
  // Once loaded the viewer stays mounted, so closing it plays out (focus returns to the card).
  const [viewerLoaded, setViewerLoaded] = useState(false);
  if (viewing !== null && !viewerLoaded) setViewerLoaded(true);
  const items = gallery.data?.pages.flatMap((page) => page.items) ?? [];

  // Gallery fetch errors are logged, never shown to the visitor.
  useEffect(() => {
    if (gallery.error) console.error('Gallery could not be loaded:', gallery.error.message);
  }, [gallery.error]);

  if (gallery.isPending) return <GallerySkeleton />;
  if (gallery.isError && items.length === 0) return null;
  if (items.length === 0) return <p className="mt-8 text-center text-slate-600">{MESSAGES.galleryEmpty}</p>;

  return (
    <>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id}>
            <GalleryCard item={item} onOpen={() => setViewing(index)} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        {gallery.hasNextPage ? (
          <button
            type="button"
            onClick={() => void gallery.fetchNextPage()}
            disabled={gallery.isFetchingNextPage}
            className="rounded-full bg-slate-900 px-6 py-3 font-semibold text-white hover:bg-slate-800 disabled:opacity-60"
          >
            {gallery.isFetchingNextPage ? GALLERY_TEXT.loadingMore : GALLERY_TEXT.loadMore}
          </button>
        ) : (
          <p className="text-slate-600">{MESSAGES.galleryEnd}</p>
        )}
      </div>
      {viewerLoaded && (
        <Suspense fallback={null}>
          <GalleryViewer items={items} index={viewing} onIndexChange={setViewing} />
        </Suspense>
      )}
    </>
  );
}

/** Holds the grid's place while the first page loads, so nothing below it jumps. */
function GallerySkeleton() {
  const { GALLERY_TEXT } = useMessages();
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={GALLERY_TEXT.loading}>
      {Array.from({ length: GALLERY_PAGE_SIZE }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <svg
            viewBox={`0 0 ${THUMB_WIDTH} ${THUMB_HEIGHT}`}
            className="w-full animate-pulse bg-slate-200 motion-reduce:animate-none"
            aria-hidden="true"
          />
          <div className="space-y-2 p-4">
            <div className="h-5 w-1/2 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
