import { Check } from 'lucide-react';
import type { CatalogueFilm } from '../../../../domain/api';
import { filmFinishToFinish } from '../../../../domain/catalog/filmFamilies';
import { FinishSwatch } from '../FinishSwatch';
import { previewHandlers } from '../StepCard';

interface FilmSwatchProps {
  film: CatalogueFilm;
  selected: boolean;
  onChoose: () => void;
  /** The pointer or focus is on the film (true) or has left it (false): the live preview follows. */
  onPreview?: ((on: boolean) => void) | undefined;
}

/** One film: how its finish catches the light in its colour, its name, code and maker. */
export function FilmSwatch({ film, selected, onChoose, onPreview }: FilmSwatchProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onChoose}
      data-film-code={film.code}
      {...previewHandlers(onPreview)}
      className={`flex h-full w-full items-center gap-2 rounded-xl border-2 bg-white p-1.5 text-left min-[480px]:gap-2.5 min-[480px]:p-2 transition hover:border-cyan-500 ${
        selected ? 'border-cyan-600 ring-2 ring-cyan-200' : 'border-slate-200'
      }`}
    >
      <span className="relative shrink-0">
        <FinishSwatch
          finish={filmFinishToFinish(film.finish)}
          hex={film.hex}
          className="h-8 w-8 rounded-full min-[480px]:h-10 min-[480px]:w-10"
        />
        {selected && <Check className="absolute inset-0 m-auto h-4 w-4 text-white mix-blend-difference" aria-hidden="true" />}
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold leading-tight text-slate-900">{film.name}</span>
        <span className="block truncate text-xs text-slate-600">
          {film.code} · {film.brand}
        </span>
      </span>
    </button>
  );
}
