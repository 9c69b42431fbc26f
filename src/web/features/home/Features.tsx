import { Camera, Clock, Palette, ShieldCheck, Sparkles, Wrench } from 'lucide-react';
import { wrapCountClaim } from '../../../domain/catalog/filmFamilies';
import type { VisitorTexts } from '../../../domain/i18n/visitorTexts';
import { useMessages } from '../../shared/i18n/LanguageProvider';
import { useFilms } from '../../shared/useFilms';

const features = (HOME_TEXT: VisitorTexts['HOME_TEXT']) => [
  { icon: Camera, ...HOME_TEXT.ownCar },
  // The catalogue's card: its words count the shop's films (wrapsCard).
  { icon: Palette, title: null, text: null },
  { icon: Sparkles, ...HOME_TEXT.finishes },
  { icon: Wrench, ...HOME_TEXT.styles },
  { icon: Clock, ...HOME_TEXT.speed },
  { icon: ShieldCheck, ...HOME_TEXT.quote },
];

/** The wraps card counts the films in stock, never a fixed claim. */
function wrapsCard(FILM_TEXT: VisitorTexts['FILM_TEXT'], films: number | undefined): { title: string; text: string } {
  if (films === undefined) return { title: FILM_TEXT.wrapsTitleLoading, text: FILM_TEXT.wrapsTextLoading };
  return { title: FILM_TEXT.wrapsTitle(wrapCountClaim(films)), text: FILM_TEXT.wrapsText(films) };
}

export function Features() {
  const { FILM_TEXT, HOME_TEXT } = useMessages();
  const films = useFilms();
  const wraps = wrapsCard(FILM_TEXT, films.data?.length);
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-title" className="text-2xl font-bold sm:text-3xl">
        {HOME_TEXT.featuresTitle}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features(HOME_TEXT).map((card, index) => {
          const { icon: Icon } = card;
          const { title, text } = card.title === null ? wraps : card;
          return (
            <li
              key={index}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              data-testid={card.title === null ? 'wraps-card' : undefined}
            >
              <Icon className="h-7 w-7 text-cyan-600" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-slate-600">{text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
