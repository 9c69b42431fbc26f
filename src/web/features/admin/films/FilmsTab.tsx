import { useState } from 'react';
import type { CatalogueFilm } from '../../../../domain/api';
import { Button } from '../../../shared/Button';
import { LoadFailed, Loading, SectionHeader } from '../SectionParts';
import { useBackOffice } from '../useBackOffice';
import { useAdminFilms, useEditFilm } from './useFilmEditing';

/** The catalogue between imports: stock, name and display colour of each film. */
export function FilmsTab() {
  const T = useBackOffice().ADMIN_TEXT.films;
  const films = useAdminFilms();
  return (
    <section aria-labelledby="films-heading">
      <SectionHeader id="films-heading" title={T.heading} intro={T.intro} count={films.data ? T.count(films.data.length) : undefined} />
      {films.isPending ? (
        <Loading />
      ) : films.isError ? (
        <LoadFailed error={films.error} onRetry={() => void films.refetch()} />
      ) : films.data.length === 0 ? (
        <p className="mt-4 text-slate-600">{T.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {films.data.map((film) => (
            <FilmRow key={film.id} film={film} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FilmRow({ film }: { film: CatalogueFilm }) {
  const { ADMIN_TEXT } = useBackOffice();
  const T = ADMIN_TEXT.films;
  const edit = useEditFilm(film.id);
  const [name, setName] = useState(film.name);
  const [hex, setHex] = useState(film.hex);
  const changed = name !== film.name || hex !== film.hex;
  // The box shows the shop's click at once; the server's answer then confirms (or an alert explains).
  const inStock = edit.isPending && edit.variables.inStock !== undefined ? edit.variables.inStock : film.inStock;
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-film-code={film.code}>
      <span className="h-8 w-8 shrink-0 rounded-lg ring-1 ring-black/15" style={{ backgroundColor: film.hex }} aria-hidden="true" />
      <span className="w-36 shrink-0 text-sm">
        <span className="block font-mono font-semibold text-slate-900">{film.code}</span>
        <span className="block text-slate-600">{film.brand}</span>
      </span>
      <form
        className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          edit.mutate({ name, hex });
        }}
      >
        <input
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          aria-label={T.name(film.code)}
          className="min-w-40 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <input
          type="color"
          value={hex}
          onChange={(event) => setHex(event.currentTarget.value)}
          aria-label={T.colour(film.code)}
          className="h-9 w-12 rounded-lg border border-slate-300 p-1"
        />
        <Button type="submit" variant="secondary" disabled={!changed || edit.isPending}>
          {edit.isSuccess && !changed ? T.saved : T.save}
        </Button>
      </form>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={inStock}
          disabled={edit.isPending}
          onChange={(event) => edit.mutate({ inStock: event.currentTarget.checked })}
          aria-label={T.stock(film.code)}
          className="h-4 w-4"
        />
        {T.inStock}
      </label>
      {edit.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {ADMIN_TEXT.saveFailed}: {edit.error.message}
        </p>
      )}
    </li>
  );
}
