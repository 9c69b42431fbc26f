import { wrapNameLabel } from '../../../domain/catalog/catalogTexts';
import { useMessages } from '../../shared/i18n/LanguageProvider';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { GalleryItem } from '../../../domain/api';
import { galleryDownloadName } from '../../../domain/downloadName';
import { ImageWithFallback } from './ImageWithFallback';
import { WrapFacts } from '../../shared/WrapFacts';
import { downloadUrlOf } from './galleryUrls';

interface Props {
  items: GalleryItem[];
  /** Index of the wrap shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const navButton =
  'absolute top-1/2 -translate-y-1/2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white disabled:opacity-30';

/** The full-size view: Escape closes, the left and right arrow keys move through the loaded wraps. */
export function GalleryViewer({ items, index, onIndexChange }: Props) {
  const { CATALOG_TEXT, GALLERY_TEXT } = useMessages();
  const item = index === null ? undefined : items[index];
  const lastShownId = useRef<string | null>(null);
  useEffect(() => {
    if (item) lastShownId.current = item.id;
  }, [item]);
  // Without a Dialog.Trigger radix cannot know where to return focus: back to the card of the
  // wrap shown last, so arrowing through the gallery also moves the visitor's place in it.
  const returnFocus = (event: Event) => {
    const id = lastShownId.current;
    const card = id ? document.querySelector<HTMLElement>(`[data-gallery-open="${CSS.escape(id)}"]`) : null;
    if (!card) return;
    event.preventDefault();
    card.focus();
  };
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < items.length - 1;
  const move = (step: -1 | 1) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < items.length) onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root open={item !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/95 backdrop-blur-sm" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={returnFocus}
          // The content fills the screen; a click on its empty backdrop closes like a click outside.
          onClick={(event) => event.target === event.currentTarget && onIndexChange(null)}
          className="fixed inset-view z-50 flex flex-col items-center justify-center gap-4 p-4 outline-none sm:p-8"
        >
          {item && (
            <>
              <div className="relative flex max-h-view-75 w-full max-w-5xl items-center justify-center">
                {/* keyed so a broken image's placeholder never carries over to the next wrap */}
                <ImageWithFallback
                  key={item.id}
                  src={item.imageUrl}
                  alt={GALLERY_TEXT.fullSizeAlt(wrapNameLabel(CATALOG_TEXT, item.wrapName))}
                  className="max-h-view-75 w-auto max-w-full rounded-lg object-contain shadow-2xl"
                />
                <button
                  type="button"
                  onClick={() => move(-1)}
                  disabled={!hasPrevious}
                  aria-label={GALLERY_TEXT.previous}
                  className={`${navButton} left-2`}
                >
                  <ChevronLeft className="h-6 w-6" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => move(1)}
                  disabled={!hasNext}
                  aria-label={GALLERY_TEXT.next}
                  className={`${navButton} right-2`}
                >
                  <ChevronRight className="h-6 w-6" aria-hidden="true" />
                </button>
              </div>
              <div className="flex w-full max-w-5xl flex-wrap items-start justify-between gap-4 text-white">
                <div>
                  <Dialog.Title className="text-xl font-semibold">{wrapNameLabel(CATALOG_TEXT, item.wrapName)}</Dialog.Title>
                  <Dialog.Description asChild>
                    <div className="mt-1">
                      <WrapFacts item={item} tone="dark" />
                    </div>
                  </Dialog.Description>
                </div>
                <a
                  href={downloadUrlOf(item)}
                  download={galleryDownloadName(item.wrapName)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100"
                >
                  <Download className="h-5 w-5" aria-hidden="true" />
                  {GALLERY_TEXT.download}
                </a>
              </div>
              <Dialog.Close
                aria-label={GALLERY_TEXT.close}
                className="absolute top-4 right-4 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
              >
                <X className="h-6 w-6" aria-hidden="true" />
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
