import { wrapNameLabel } from '../../../domain/catalog/catalogTexts';
import { useMessages } from '../../shared/i18n/LanguageProvider';
import type { GalleryItem } from '../../../domain/api';
import { galleryDownloadName } from '../../../domain/downloadName';
import { ImageWithFallback } from './ImageWithFallback';
import { DownloadLink } from '../../shared/DownloadLink';
import { WrapFacts } from '../../shared/WrapFacts';
import { downloadUrlOf, THUMB_HEIGHT, THUMB_WIDTH, thumbnailOf } from './galleryUrls';

export function GalleryCard({ item, onOpen }: { item: GalleryItem; onOpen: () => void }) {
  const { CATALOG_TEXT, GALLERY_TEXT } = useMessages();
  return (
    <article
      className="group overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      aria-label={wrapNameLabel(CATALOG_TEXT, item.wrapName)}
    >
      <div className="relative">
        <button
          type="button"
          onClick={onOpen}
          data-gallery-open={item.id}
          className="block w-full cursor-zoom-in overflow-hidden bg-slate-100"
          aria-label={GALLERY_TEXT.viewFullSize(wrapNameLabel(CATALOG_TEXT, item.wrapName))}
        >
          <ImageWithFallback
            src={thumbnailOf(item)}
            alt={GALLERY_TEXT.previewAlt(wrapNameLabel(CATALOG_TEXT, item.wrapName))}
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        </button>
        {/* Shown on hover or keyboard focus; always on touch screens, which cannot hover. */}
        <DownloadLink
          href={downloadUrlOf(item)}
          fileName={galleryDownloadName(item.wrapName)}
          label={GALLERY_TEXT.downloadWrap(wrapNameLabel(CATALOG_TEXT, item.wrapName))}
          className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-slate-900 opacity-0 shadow transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-white focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
          iconClassName="h-5 w-5"
        />
      </div>
      <div className="p-4">
        <h3 className="text-lg font-semibold">{wrapNameLabel(CATALOG_TEXT, item.wrapName)}</h3>
        <div className="mt-1">
          <WrapFacts item={item} />
        </div>
      </div>
    </article>
  );
}
