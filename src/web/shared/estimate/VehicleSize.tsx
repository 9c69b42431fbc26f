import { useLaterMessages } from '../i18n/LanguageProvider';
import { useId } from 'react';
import { SIZE_CLASSES, type SizeClass } from '../../../domain/estimate/priceTable';

/** The "Vehicle size" select beside the estimate: the visitor corrects the analysis's guess. */
export function VehicleSize({
  value,
  onChange,
  disabled,
}: {
  value: SizeClass | undefined;
  onChange: (size: SizeClass) => void;
  disabled?: boolean;
}) {
  const { ESTIMATE_TEXT } = useLaterMessages();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-700">
        {ESTIMATE_TEXT.sizeLabel}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value as SizeClass)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
      >
        {SIZE_CLASSES.map((size) => (
          <option key={size} value={size}>
            {ESTIMATE_TEXT.sizes[size]}
          </option>
        ))}
      </select>
    </div>
  );
}
