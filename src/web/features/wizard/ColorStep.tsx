import { useMessages } from '../../shared/i18n/LanguageProvider';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { WIZARD_COLORS } from '../../../domain/catalog/colors';
import type { CatalogueFilm } from '../../../domain/api';
import { Button } from '../../shared/Button';
import { Field } from '../../shared/Field';
import { FilmCatalogue } from './films/FilmCatalogue';
import { StepCard, previewHandlers } from './StepCard';

interface ColorStepProps {
  selectedWrap: string | null;
  customColor: string | null;
  onColor: (colorId: string) => void;
  onCustomColor: (hex: string) => void;
  /** A colour id or #rrggbb under the pointer or focus (or being picked), null when it leaves: the live preview shows it. */
  onPreview?: (color: string | null) => void;
  /** The chosen catalogue film's id, if a film is the colour. */
  filmId: string | null;
  onFilm: (film: CatalogueFilm) => void;
  /** A film under the pointer or focus, null when it leaves: the live preview shows it in its finish. */
  onPreviewFilm?: (film: CatalogueFilm | null) => void;
}

export function ColorStep({ selectedWrap, customColor, onColor, onCustomColor, onPreview, filmId, onFilm, onPreviewFilm }: ColorStepProps) {
  const { FLOW_TEXT, CATALOG_TEXT } = useMessages();
  // The native picker reports every drag; the visitor confirms once with the button.
  const [picked, setPicked] = useState(customColor ?? '#0e7490');
  return (
    <StepCard number={3} title={FLOW_TEXT.steps.color}>
      <ul className="grid grid-cols-3 gap-2 min-[480px]:grid-cols-5">
        {WIZARD_COLORS.map((color) => {
          const selected = selectedWrap === color.id;
          return (
            <li key={color.id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onColor(color.id)}
                {...previewHandlers(onPreview && ((on: boolean) => onPreview(on ? color.id : null)))}
                className={`flex w-full flex-col items-center gap-1.5 rounded-xl border-2 bg-white px-1 py-2.5 text-center text-sm font-semibold text-slate-900 transition hover:border-cyan-500 ${
                  selected ? 'border-cyan-600 ring-2 ring-cyan-200' : 'border-slate-200'
                }`}
              >
                <span
                  className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full shadow-inner ring-1 ring-black/15"
                  style={{ backgroundColor: color.hex }}
                  aria-hidden="true"
                >
                  {selected && <Check className="h-4 w-4 text-white mix-blend-difference" />}
                </span>
                {CATALOG_TEXT.colors[color.id]}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
        <Field label={FLOW_TEXT.customColor} labelClassName="text-sm font-semibold text-slate-800">
          {(id) => (
            <input
              id={id}
              type="color"
              value={picked}
              onChange={(event) => {
                setPicked(event.currentTarget.value);
                onPreview?.(event.currentTarget.value);
              }}
              onBlur={() => onPreview?.(null)}
              className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
          )}
        </Field>
        <span className="font-mono text-sm text-slate-600">{picked}</span>
        <Button variant="secondary" onClick={() => onCustomColor(picked)} className="ml-auto" aria-pressed={customColor === picked}>
          {FLOW_TEXT.useCustomColor}
        </Button>
      </div>
      <FilmCatalogue selectedId={filmId} onFilm={onFilm} {...(onPreviewFilm ? { onPreview: onPreviewFilm } : {})} />
    </StepCard>
  );
}
