import { SIZE_CLASSES, type SizeClass } from '../../../domain/estimate/priceTable';
import { Field } from '../Field';
import { useLaterMessages } from '../i18n/LanguageProvider';

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
  return (
    <div className="flex items-center gap-2 text-sm">
      <Field label={ESTIMATE_TEXT.sizeLabel} labelClassName="text-slate-700">
        {(id) => (
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
        )}
      </Field>
    </div>
  );
}
