import { useMessages } from '../../../shared/i18n/LanguageProvider';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { CatalogueFilm } from '../../../../domain/api';
import { FILM_FINISHES, searchFilms } from '../../../../domain/catalog/filmFamilies';
import { useFilms } from '../../../shared/useFilms';
import { FilmSwatch } from './FilmSwatch';

interface FilmCatalogueProps {
  /** The chosen film's id, if a film is the colour. */
  selectedId: string | null;
  onFilm: (film: CatalogueFilm) => void;
  /** The film under the pointer or focus, null when it leaves: the live preview shows it. */
  onPreview?: (film: CatalogueFilm | null) => void;
}

/** The shop's films, searchable by name or code and grouped by finish family. */
export function FilmCatalogue({ selectedId, onFilm, onPreview }: FilmCatalogueProps) {
  const { FILM_TEXT } = useMessages();
  const films = useFilms();
  const [query, setQuery] = useState('');
  const ids = useId();
  const groups = useMemo(() => {
    const found = searchFilms(films.data ?? [], query);
    return FILM_FINISHES.map((finish) => ({ finish, films: found.filter((film) => film.finish === finish) })).filter(
      (group) => group.films.length > 0,
    );
  }, [films.data, query]);

  return (
    <section aria-labelledby={`${ids}-title`} className="mt-5 border-t border-slate-200 pt-4">
      <h4 id={`${ids}-title`} className="text-base font-bold text-slate-900">
        {FILM_TEXT.title}
      </h4>
      <p className="text-sm text-slate-600">{FILM_TEXT.intro}</p>
      <label htmlFor={`${ids}-search`} className="mt-3 block text-sm font-semibold text-slate-800">
        {FILM_TEXT.searchLabel}
      </label>
      <div className="relative mt-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          id={`${ids}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={FILM_TEXT.searchPlaceholder}
          autoComplete="off"
          className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 focus:border-cyan-600 focus:outline-none focus:ring-2 focus:ring-cyan-200"
        />
      </div>
      {films.isPending && <p className="mt-3 text-sm text-slate-500">{FILM_TEXT.loading}</p>}
      {films.isError && (
        <p role="alert" className="mt-3 text-sm text-amber-800">
          {FILM_TEXT.loadFailed}
        </p>
      )}
      {films.isSuccess && groups.length === 0 && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {FILM_TEXT.noMatch(query.trim())}
        </p>
      )}
      <div className="mt-3 max-h-[28rem] space-y-4 overflow-y-auto pr-1">
        {groups.map(({ finish, films: inFamily }) => (
          <div key={finish} role="group" aria-labelledby={`${ids}-${finish}`}>
            <h5 id={`${ids}-${finish}`} className="mb-2 text-xs font-bold uppercase tracking-wide text-slate-500">
              {FILM_TEXT.families[finish]}
            </h5>
            <ul className="grid grid-cols-2 gap-2">
              {inFamily.map((film) => (
                <li key={film.id}>
                  <FilmSwatch
                    film={film}
                    selected={film.id === selectedId}
                    onChoose={() => onFilm(film)}
                    onPreview={onPreview && ((on) => onPreview(on ? film : null))}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
