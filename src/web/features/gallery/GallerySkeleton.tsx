import { useMessages } from '../../shared/i18n/LanguageProvider';
import { GALLERY_PAGE_SIZE } from '../../../domain/validation';
import { THUMB_HEIGHT, THUMB_WIDTH } from './galleryUrls';

/** Holds the grid's place while the first page loads, so nothing below it jumps. */
export function GallerySkeleton() {
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
