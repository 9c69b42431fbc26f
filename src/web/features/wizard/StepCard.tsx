import type { ReactNode } from 'react';

/** One wizard step: its number and spec title as a heading, then the choices. */
export function StepCard({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const headingId = `wizard-step-${number}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={headingId} className="flex items-center gap-3 text-lg font-bold text-slate-900 sm:text-xl">
        <span
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-cyan-100 text-sm font-bold text-cyan-800"
          aria-hidden="true"
        >
          {number}
        </span>
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

interface OptionButtonProps {
  selected: boolean;
  onSelect: () => void;
  visual: ReactNode;
  label: string;
  description?: string;
  /** The pointer or focus is on the option (true) or has left it (false): the live preview follows. */
  onPreview?: (on: boolean) => void;
}

/** A large choice button: a picture of the option, its name and a one-line explanation. */
export function OptionButton({ selected, onSelect, visual, label, description, onPreview }: OptionButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      {...previewHandlers(onPreview)}
      className={`flex h-full w-full flex-col items-stretch gap-2 rounded-xl border-2 bg-white p-2.5 text-left transition hover:border-cyan-500 hover:shadow-md ${
        selected ? 'border-cyan-600 ring-2 ring-cyan-200' : 'border-slate-200'
      }`}
    >
      {visual}
      <span className="px-0.5">
        <span className="block text-sm font-semibold text-slate-900">{label}</span>
        {description && <span className="block text-xs text-slate-600">{description}</span>}
      </span>
    </button>
  );
}

/** Pointer (mouse hover, a finger's touch) and keyboard focus both preview an option. */
export function previewHandlers(onPreview: ((on: boolean) => void) | undefined) {
  if (!onPreview) return {};
  return {
    onPointerEnter: () => onPreview(true),
    onPointerLeave: () => onPreview(false),
    onFocus: () => onPreview(true),
    onBlur: () => onPreview(false),
  };
}
