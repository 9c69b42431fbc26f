import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { DISPLAY_ORDER_MAX, type AdminGalleryItem, type GalleryUpdateBody } from '../../../../domain/admin/api';
import { useBackOffice } from '../useBackOffice';

const stepClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg ring-1 ring-slate-300 hover:bg-slate-50 disabled:text-slate-300';

/** A labelled checkbox that follows the server's answer (the card re-renders with the saved item). */
function ToggleBox({
  label,
  checked,
  disabled,
  onToggle,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-10 items-center gap-2 font-medium text-slate-800">
      <input
        type="checkbox"
        className="h-5 w-5 accent-slate-900"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onToggle(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** In or out of the featured carousel, its place there (smaller first; the arrows step by one), and the home page's pick. */
export function FeaturedControls({
  item,
  onChange,
  busy,
}: {
  item: AdminGalleryItem;
  onChange: (body: GalleryUpdateBody) => void;
  busy: boolean;
}) {
  const T = useBackOffice().ADMIN_TEXT.gallery;
  const id = useId();
  const setOrder = (value: number) => {
    const order = Math.max(-DISPLAY_ORDER_MAX, Math.min(DISPLAY_ORDER_MAX, Math.round(value)));
    if (Number.isFinite(order) && order !== item.displayOrder) onChange({ displayOrder: order });
  };
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3 text-sm">
      <ToggleBox label={T.featured} checked={item.featured} disabled={busy} onToggle={(featured) => onChange({ featured })} />
      <ToggleBox label={T.hero} checked={item.hero} disabled={busy} onToggle={(hero) => onChange({ hero })} />
      {item.featured && (
        <div className="flex items-center gap-1.5">
          <label htmlFor={`${id}-order`} className="text-slate-600">
            {T.orderLabel}
          </label>
          <input
            id={`${id}-order`}
            // Re-mounted with each saved value, so a typed number is only replaced by the server's answer.
            key={item.displayOrder}
            type="number"
            inputMode="numeric"
            step={1}
            defaultValue={item.displayOrder}
            disabled={busy}
            onBlur={(event) => setOrder(event.currentTarget.valueAsNumber)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setOrder(event.currentTarget.valueAsNumber);
            }}
            className="h-10 w-20 rounded-lg border border-slate-300 px-2 text-slate-900"
          />
          <button type="button" className={stepClass} aria-label={T.moveUp} disabled={busy} onClick={() => setOrder(item.displayOrder - 1)}>
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={stepClass}
            aria-label={T.moveDown}
            disabled={busy}
            onClick={() => setOrder(item.displayOrder + 1)}
          >
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
