import { useMessages } from './i18n/LanguageProvider';
import { useId } from 'react';

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
  const sliderId = useId();
  return (
    <>
      <span className="pointer-events-none absolute left-2 top-2 rounded-md bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
        {beforeLabel}
      </span>
      <span className="pointer-events-none absolute right-2 top-2 rounded-md bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
        {afterLabel}
      </span>
      <label htmlFor={sliderId} className="sr-only">
        {FLOW_TEXT.compareLabel}
      </label>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={100}
        value={position}
        onChange={(event) => onPosition(Number(event.currentTarget.value))}
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
