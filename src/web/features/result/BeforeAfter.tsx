import { useMessages } from '../../shared/i18n/LanguageProvider';
import { Maximize2 } from 'lucide-react';
import { useRef, useState, type PointerEvent, type ReactEventHandler } from 'react';
import { CompareSlider } from '../../shared/CompareSlider';
import { ResultPicture } from './ResultPicture';

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
  /** The visitor's look painted in the browser, shown until the after picture fades in (ResultPicture). */
  lookFirst?: string | null | undefined;
}

export function BeforeAfter({ beforeUrl, afterUrl, onAfterError, onFullScreen, lookFirst }: BeforeAfterProps) {
  const { FLOW_TEXT, POLISH_TEXT } = useMessages();
  const [position, setPosition] = useState(50);
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
      <ResultPicture src={afterUrl} onError={onAfterError} lookFirst={lookFirst} />
      <img
        src={beforeUrl}
        alt={FLOW_TEXT.originalAlt}
        className="absolute inset-0 h-full w-full object-contain"
        style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
      />
      <CompareSlider position={position} onPosition={setPosition} beforeLabel={FLOW_TEXT.before} afterLabel={FLOW_TEXT.after} />
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
