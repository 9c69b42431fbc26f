import { useMessages } from '../../shared/i18n/LanguageProvider';
import { useState } from 'react';
import type { GalleryItem } from '../../../domain/api';
import { heroAfterPictures } from '../../../domain/gallery/heroPicture';
import { useFeaturedWraps } from '../../shared/useFeaturedWraps';
// The project's own pair: test-fixtures/cars/white-suv-front34-desert.jpg (Sven D, Unsplash
// License) and the local engine's red glossy wrap of it, cropped and downscaled to 640 px WebP.
import ownAfter from './assets/hero-after.webp';
import ownBefore from './assets/hero-before.webp';
import { CompareSlider } from '../../shared/CompareSlider';

interface Pair {
  before: string;
  /** Tried in order: a source that fails to load gives way to the next. */
  after: string[];
  look: string;
}

const OWN_PAIR: Pair = { before: ownBefore, after: [ownAfter], look: 'red glossy' };

/** The wrap the shop picked for the home page, when its original photo is known, else the project's own pair. */
function pairOf(item: GalleryItem | null | undefined): Pair {
  const after = heroAfterPictures(item);
  if (!item?.originalUrl || !after) return OWN_PAIR;
  // A gallery row keeps the colour's name ("Royal Blue") and the finish's id ("glossy").
  return { before: item.originalUrl, after, look: `${item.wrapColor} ${item.finishType}` };
}

/**
 * A real before and after in the hero, with the same slider as the result. It waits for the
 * featured list (one small request, answered from the server's cache) so it never swaps pictures
 * in front of the visitor; the box keeps its size meanwhile, so nothing below moves.
 */
export function HeroBeforeAfter() {
  const { POLISH_TEXT } = useMessages();
  const featured = useFeaturedWraps();
  const [position, setPosition] = useState(50);
  const [afterIndex, setAfterIndex] = useState(0);
  const ready = !featured.isPending;
  const pair = pairOf(featured.data?.hero);
  const after = pair.after[afterIndex] ?? pair.after[0]!;
  return (
    <figure
      className="relative aspect-[3/2] w-full overflow-hidden rounded-2xl bg-slate-800 shadow-2xl shadow-black/40 ring-1 ring-white/10 select-none"
      data-testid="hero-before-after"
      data-source={ready ? (pair === OWN_PAIR ? 'own' : 'gallery') : 'loading'}
    >
      {ready && (
        <>
          <img
            src={after}
            alt={POLISH_TEXT.heroAfterAlt(pair.look)}
            onError={() => setAfterIndex((i) => Math.min(i + 1, pair.after.length - 1))}
            decoding="async"
            fetchPriority="high"
            className="absolute inset-0 h-full w-full object-cover"
          />
          <img
            src={pair.before}
            alt={POLISH_TEXT.heroBeforeAlt}
            decoding="async"
            fetchPriority="low"
            className="absolute inset-0 h-full w-full object-cover"
            style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
          />
          <CompareSlider
            position={position}
            onPosition={setPosition}
            beforeLabel={POLISH_TEXT.heroBefore}
            afterLabel={POLISH_TEXT.heroAfter}
          />
        </>
      )}
    </figure>
  );
}
