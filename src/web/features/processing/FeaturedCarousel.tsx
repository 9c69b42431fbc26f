import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, ImageIcon } from 'lucide-react';
import { useEffect } from 'react';
import { wrapNameLabel } from '../../../domain/catalog/catalogTexts';
import type { VisitorTexts } from '../../../domain/i18n/visitorTexts';
import { useMessages } from '../../shared/i18n/LanguageProvider';
import { useFeaturedWraps } from '../../shared/useFeaturedWraps';

/** The carousel's two arrows, over its left and right edges. */
const arrows = (FLOW_TEXT: VisitorTexts['FLOW_TEXT']) =>
  [
    { step: 'prev', label: FLOW_TEXT.previous, side: 'left-2', Icon: ChevronLeft },
    { step: 'next', label: FLOW_TEXT.next, side: 'right-2', Icon: ChevronRight },
  ] as const;

/**
 * Featured wraps to look at while waiting; the left and right arrow keys turn it (the processing dialog's carousel).
 * `compact`: a lower strip, when the visitor's own look is the dialog's main picture (the dialog
 * then still fits a 900 px screen with Start Over in view).
 */
export function FeaturedCarousel({ compact = false }: { compact?: boolean }) {
  const { CATALOG_TEXT, FLOW_TEXT, GALLERY_TEXT } = useMessages();
  const aspect = compact ? 'aspect-[3/1]' : 'aspect-[16/9]';
  const featured = useFeaturedWraps();
  const items = featured.data?.items ?? [];
  const [viewportRef, embla] = useEmblaCarousel({ loop: items.length > 1, align: 'center' });

  useEffect(() => {
    if (!embla) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') embla.scrollPrev();
      else if (event.key === 'ArrowRight') embla.scrollNext();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [embla]);

  if (items.length === 0) {
    return (
      <div
        className={`flex ${aspect} flex-col items-center justify-center gap-2 rounded-xl bg-gradient-to-br from-slate-100 to-cyan-50 text-center text-sm text-slate-600 ring-1 ring-slate-200`}
      >
        <ImageIcon className="h-8 w-8 text-cyan-600" aria-hidden="true" />
        {featured.isPending ? '' : FLOW_TEXT.featuredEmpty}
      </div>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label={FLOW_TEXT.featuredTitle} className="relative" data-testid="featured-carousel">
      <div ref={viewportRef} className="overflow-hidden rounded-xl">
        <ul className="flex">
          {items.map((item, index) => (
            <li
              key={item.id}
              className="min-w-0 flex-[0_0_100%]"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${items.length}`}
            >
              <figure className={`relative ${aspect} bg-slate-900`}>
                <img
                  src={item.thumbnailUrl ?? item.imageUrl}
                  alt={GALLERY_TEXT.previewAlt(wrapNameLabel(CATALOG_TEXT, item.wrapName))}
                  className="h-full w-full object-cover"
                  loading="lazy"
                />
                <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-3 pb-2 pt-6 text-sm font-semibold text-white">
                  {wrapNameLabel(CATALOG_TEXT, item.wrapName)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      {items.length > 1 && (
        <>
          {arrows(FLOW_TEXT).map(({ label, side, Icon, step }) => (
            <button
              key={side}
              type="button"
              onClick={() => (step === 'prev' ? embla?.scrollPrev() : embla?.scrollNext())}
              aria-label={label}
              className={`absolute ${side} top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white`}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
            </button>
          ))}
        </>
      )}
    </section>
  );
}
