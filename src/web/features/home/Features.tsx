import { Camera, Clock, Palette, ShieldCheck, Sparkles, Wrench } from 'lucide-react';
import { wrapCountClaim } from '../../../domain/catalog/filmFamilies';
import { FILM_TEXT } from '../../../domain/messages';
import { useFilms } from '../../shared/useFilms';

const FEATURES = [
  { icon: Camera, title: 'Your own car', text: 'Upload a photo and see the wrap on your car, not a stock model.' },
  // The catalogue's card: its words count the shop's films (wrapsCard).
  { icon: Palette, title: null, text: null },
  { icon: Sparkles, title: 'Six finishes', text: 'Matte, glossy, satin, metallic, pearlescent and chrome.' },
  { icon: Wrench, title: 'Six styles', text: 'Solid, racing stripes, two-tone, carbon accents, gradient, custom.' },
  { icon: Clock, title: 'Under 2 minutes', text: 'Your preview is ready in moments, with changes on request.' },
  { icon: ShieldCheck, title: 'Quote in 24 hours', text: 'A professional installer contacts you with a personalized quote.' },
] as const;

/** The wraps card counts the films in stock, never a fixed claim. */
function wrapsCard(films: number | undefined): { title: string; text: string } {
  if (films === undefined) return { title: FILM_TEXT.wrapsTitleLoading, text: FILM_TEXT.wrapsTextLoading };
  return { title: FILM_TEXT.wrapsTitle(wrapCountClaim(films)), text: FILM_TEXT.wrapsText(films) };
}

export function Features() {
  const films = useFilms();
  const wraps = wrapsCard(films.data?.length);
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-title" className="text-2xl font-bold sm:text-3xl">
        Why wrap with us
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((card, index) => {
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
