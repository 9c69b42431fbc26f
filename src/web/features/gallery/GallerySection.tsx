import { lazy, Suspense } from 'react';
import { GallerySkeleton } from './GallerySkeleton';

// Below the hero and the features: its cards, data and viewer load beside the first view, not in it.
const GalleryGrid = lazy(() => import('./GalleryGrid'));

/** The gallery's grid, Load More, end and empty messages, and the full-size view. */
export function GallerySection() {
  return (
    <Suspense fallback={<GallerySkeleton />}>
      <GalleryGrid />
    </Suspense>
  );
}
