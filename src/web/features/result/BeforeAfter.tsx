import { Maximize2 } from 'lucide-react';
import { useId, useRef, useState, type PointerEvent, type ReactEventHandler } from 'react';
import { FLOW_TEXT, POLISH_TEXT } from '../../../domain/messages';

/** A press that moved less than this and ended this soon is a tap, not a drag of the slider. */
const TAP_SLOP_PX = 8;
const TAP_MS = 500;

/**
 * The wrapped car over the original photo with a slider between them. A native range input
 * carries the position, so the comparison works with a finger, a mouse and the arrow keys.
 */
interface BeforeAfterProps {
  beforeUrl: string;
  afterUrl: string;
  onAfterError?: ReactEventHandler<HTMLImageElement>;
  /** A tap (not a drag) on the picture, or the corner button: show the result full screen. */
  onFullScreen?: () => void;
}

export function BeforeAfter({ beforeUrl, afterUrl, onAfterError, onFullScreen }: BeforeAfterProps) {
  const [position, setPosition] = useState(50);
  const sliderId = useId();
  const press = useRef<{ x: number; y: number; at: number; position: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    press.current = { x: event.clientX, y: event.clientY, at: event.timeStamp, position };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = press.current;
    press.current = null;
    if (!start || !onFullScreen) return;
    const still = Math.hypot(event.clientX - start.x, event.clientY - start.y) < TAP_SLOP_PX;
    if (still && event.timeStamp - start.at < TAP_MS) {
      // The range input jumped to the tap; a tap means "show me", so the comparison stays put.
      setPosition(start.position);
      onFullScreen();
    }
  };
  return (
    <div
      className="relative mx-auto w-fit max-w-full overflow-hidden rounded-xl bg-slate-900 select-none"
      data-testid="before-after"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (press.current = null)}
    >
      <img src={afterUrl} alt={FLOW_TEXT.resultAlt} onError={onAfterError} className="block max-h-[58dvh] w-auto max-w-full" />
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
      {onFullScreen && (
        <button
          type="button"
          onClick={onFullScreen}
          onPointerDown={(event) => event.stopPropagation()}
          onPointerUp={(event) => event.stopPropagation()}
          aria-label={POLISH_TEXT.viewFullScreen}
          title={POLISH_TEXT.viewFullScreen}
          className="absolute bottom-2 right-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75"
        >
          <Maximize2 className="h-5 w-5" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
