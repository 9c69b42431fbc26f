import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { lazyWithQueries } from '../../shared/lazyWithQueries';
import { GallerySkeleton } from './GallerySkeleton';

// Below the hero and the features: its cards, data and viewer load beside the first view, not in it.
const GalleryGrid = lazyWithQueries(() => import('./GalleryGrid').then((m) => m.default));

/**
 * Whether the gallery is worth loading yet: its section less than a screen below the view, or the
 * visitor scrolling at all. On a phone it sits more than two screens down, so its grid and the
 * query library stay out of the first view (its JavaScript budget). In a shop's frame it loads at
 * once: the frame takes its content's height, and a grid arriving later would move the shop's page.
 */
function useNearView(box: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => window.self !== window.top);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const show = () => setNear(true);
    const watcher = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: '100% 0px',
    });
    watcher.observe(element);
    window.addEventListener('scroll', show, { once: true, passive: true });
    return () => {
      watcher.disconnect();
      window.removeEventListener('scroll', show);
    };
  }, [box, near]);
  return near;
}

/** The gallery's grid, Load More, end and empty messages, and the full-size view. */
export function GallerySection() {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  return (
    <div ref={box}>
      {near ? (
        <Suspense fallback={<GallerySkeleton />}>
          <GalleryGrid />
        </Suspense>
      ) : (
        <GallerySkeleton />
      )}
    </div>
  );
}
