import { useMessages } from './i18n/LanguageProvider';
import type { GalleryItem } from '../../domain/api';
import { colorLabel as catalogColor, finishLabel, styleLabel } from '../../domain/catalog/catalogTexts';
import { colorLabel } from '../../domain/gallery/wrapLabels';
import { displayMakeModel } from '../../domain/prompt/carMakeModel';

type Look = Pick<GalleryItem, 'wrapColor' | 'finishType' | 'styleType'> & { carMakeModel?: string };

/** The car (when known), colour, finish and style, as a card, the full-size view and the shop's back office show them. */
export function WrapFacts({ item, tone = 'light' }: { item: Look; tone?: 'light' | 'dark' }) {
  const { CATALOG_TEXT, GALLERY_TEXT } = useMessages();
  const color = colorLabel(item.wrapColor);
  const chip = tone === 'dark' ? 'bg-white/10 text-slate-100' : 'bg-slate-100 text-slate-700';
  return (
    <div>
      {item.carMakeModel !== undefined && (
        <p className={`text-sm ${tone === 'dark' ? 'text-slate-300' : 'text-slate-500'}`}>{displayMakeModel(item.carMakeModel)}</p>
      )}
      <ul className="mt-2 flex flex-wrap gap-1.5 text-xs font-medium" aria-label={GALLERY_TEXT.details}>
        <li className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 ${chip}`}>
          {color.hex && (
            <span className="h-3 w-3 rounded-full border border-black/10" style={{ backgroundColor: color.hex }} aria-hidden="true" />
          )}
          {catalogColor(CATALOG_TEXT, color.name)}
        </li>
        <li className={`rounded-full px-2.5 py-1 ${chip}`}>{finishLabel(CATALOG_TEXT, item.finishType)}</li>
        <li className={`rounded-full px-2.5 py-1 ${chip}`}>{styleLabel(CATALOG_TEXT, item.styleType)}</li>
      </ul>
    </div>
  );
}
