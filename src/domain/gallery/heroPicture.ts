import type { GalleryItem } from '../api';

/**
 * The "after" pictures the home page's hero shows for the shop's pick, best first (a source that
 * fails to load gives way to the next); null when the pick has no known original photo, and the
 * hero shows the project's own pair. The server names the first one in the page it serves, so the
 * browser fetches the hero's picture with the script, not after it.
 */
export function heroAfterPictures(
  hero: Pick<GalleryItem, 'originalUrl' | 'displayUrl' | 'thumbnailUrl' | 'imageUrl'> | null | undefined,
): string[] | null {
  if (!hero?.originalUrl) return null;
  return [hero.displayUrl, hero.thumbnailUrl, hero.imageUrl].filter((url): url is string => Boolean(url));
}
