import { useId, useState } from 'react';
import { FLOW_TEXT } from '../../../domain/messages';

/**
 * The wrapped car over the original photo with a slider between them. A native range input
 * carries the position, so the comparison works with a finger, a mouse and the arrow keys.
 */
export function BeforeAfter({ beforeUrl, afterUrl }: { beforeUrl: string; afterUrl: string }) {
  const [position, setPosition] = useState(50);
  const sliderId = useId();
  return (
    <div className="relative mx-auto w-fit max-w-full overflow-hidden rounded-xl bg-slate-900 select-none" data-testid="before-after">
      <img src={afterUrl} alt={FLOW_TEXT.resultAlt} className="block max-h-[58dvh] w-auto max-w-full" />
      <img
        src={beforeUrl}
        alt={FLOW_TEXT.originalAlt}
        className="absolute inset-0 h-full w-full object-contain"
        style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
      />
      <span className="pointer-events-none absolute left-2 top-2 rounded-md bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">{FLOW_TEXT.before}</span>
      <span className="pointer-events-none absolute right-2 top-2 rounded-md bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">{FLOW_TEXT.after}</span>
      <label htmlFor={sliderId} className="sr-only">
        {FLOW_TEXT.compareLabel}
      </label>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={100}
        value={position}
        onChange={(event) => setPosition(Number(event.currentTarget.value))}
        className="peer absolute inset-0 h-full w-full cursor-ew-resize opacity-0"
      />
      <span className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow" style={{ left: `${position}%` }} aria-hidden="true" />
      <span
        className="pointer-events-none absolute top-1/2 flex h-9 w-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg ring-cyan-400 peer-focus-visible:ring-4"
        style={{ left: `${position}%` }}
        aria-hidden="true"
      >
        ↔
      </span>
    </div>
  );
}
