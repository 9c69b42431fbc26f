import { lazy, Suspense, useEffect, useState } from 'react';
import { useMessages } from '../../shared/i18n/LanguageProvider';
import { GalleryCard } from './GalleryCard';
import { GallerySkeleton } from './GallerySkeleton';
import { useGalleryPages } from './useGalleryPages';

// The full-size viewer (and its dialog code) loads the first time a visitor opens a wrap.
const GalleryViewer = lazy(() => import('./GalleryViewer').then((m) => ({ default: m.GalleryViewer })));

/** The gallery's grid, Load More, end and empty messages, and the full-size view. */
export default function GalleryGrid() {
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
