import type { InputHTMLAttributes } from 'react';

interface QuoteTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error: string | undefined;
}

/** A labelled, required input whose message sits right under it and is read out with it. */
export function QuoteTextField({ id, label, error, ...input }: QuoteTextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        <span aria-hidden="true" className="text-rose-700">
          {' '}
          *
        </span>
      </label>
      <input
        id={id}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-xl border px-4 py-2.5 text-base text-slate-900 shadow-sm outline-none focus:ring-2 ${
          error ? 'border-rose-500 focus:border-rose-600 focus:ring-rose-200' : 'border-slate-300 focus:border-cyan-600 focus:ring-cyan-200'
        }`}
        {...input}
      />
      {/* Reserved height: a message appearing does not push the form around. */}
      <p id={errorId} className="mt-1 min-h-5 text-sm text-rose-700">
        {error}
      </p>
    </div>
  );
}
