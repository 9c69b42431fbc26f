import { RangeField } from './Field';
import { useMessages } from './i18n/LanguageProvider';

interface CompareSliderProps {
  position: number;
  onPosition: (position: number) => void;
  beforeLabel: string;
  afterLabel: string;
}

/**
 * The controls over a before/after pair: the two corner labels, a native range input across the
 * whole picture (a finger, a mouse and the arrow keys all move it), the divider and its handle.
 * The parent draws the two pictures and clips the "before" one at `position` percent.
 */
export function CompareSlider({ position, onPosition, beforeLabel, afterLabel }: CompareSliderProps) {
  const { FLOW_TEXT } = useMessages();
  return (
    <>
      <span className="pointer-events-none absolute left-2 top-2 rounded-md bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
        {beforeLabel}
      </span>
      <span className="pointer-events-none absolute right-2 top-2 rounded-md bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
        {afterLabel}
      </span>
      <RangeField
        label={FLOW_TEXT.compareLabel}
        labelClassName="sr-only"
        min={0}
        max={100}
        value={position}
        onValue={onPosition}
        className="peer absolute inset-0 h-full w-full cursor-ew-resize opacity-0"
      />
      <span
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow"
        style={{ left: `${position}%` }}
        aria-hidden="true"
      />
      <span
        className="pointer-events-none absolute top-1/2 flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg ring-cyan-400 peer-focus-visible:ring-4"
        style={{ left: `${position}%` }}
        aria-hidden="true"
      >
        ↔
      </span>
    </>
  );
}
