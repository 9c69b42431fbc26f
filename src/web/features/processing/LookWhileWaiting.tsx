import { useMessages } from '../../shared/i18n/LanguageProvider';
import { useEffect, useRef } from 'react';
import { lookKey } from '../../shared/liveRecolor/liveRecolorProtocol';
import { useLiveRecolor, type LookOnPhoto } from '../../shared/liveRecolor/useLiveRecolor';

/** At most this share of the screen's height: the countdown and Start Over stay in view on a phone. */
const MAX_HEIGHT_DVH = 38;

interface LookWhileWaitingProps {
  source: LookOnPhoto;
  /** The painted look as a JPEG object URL, handed over once (the receiver revokes it). */
  onPainted: (url: string) => void;
}

/**
 * The visitor's own photo in the look they ordered, painted in the browser by the live preview's
 * worker (the server's recolour code) while the wrap is made: something real to look at instead
 * of a bare countdown. The photo shows until the look is ready, then the look fades in over it.
 */
export function LookWhileWaiting({ source, onPainted }: LookWhileWaitingProps) {
  const { FLOW_TEXT } = useMessages();
  const { photo, layer, look } = source;
  const { canvasRef, shown } = useLiveRecolor(photo, layer, look);
  const ready = shown === lookKey(look);
  // The parent's callback may change identity on every render; the copy is made once.
  const painted = useRef(onPainted);
  useEffect(() => {
    painted.current = onPainted;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!ready || !canvas) return;
    let gone = false;
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        const url = URL.createObjectURL(blob);
        if (gone) URL.revokeObjectURL(url);
        else painted.current(url);
      },
      'image/jpeg',
      0.9,
    );
    return () => {
      gone = true;
    };
  }, [ready, canvasRef]);

  const ratio = photo.width / photo.height;
  return (
    <figure className="space-y-1.5">
      <span
        className="relative mx-auto block overflow-hidden rounded-xl bg-slate-900"
        style={{
          aspectRatio: `${photo.width} / ${photo.height}`,
          width: `min(100%, calc(var(--view-height) * ${((MAX_HEIGHT_DVH / 100) * ratio).toFixed(4)}))`,
        }}
      >
        <img src={photo.previewUrl} alt="" className="absolute inset-0 h-full w-full object-cover" />
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={FLOW_TEXT.processingLookAlt}
          data-testid="processing-look"
          className={`absolute inset-0 h-full w-full transition-opacity duration-300 motion-reduce:transition-none ${ready ? 'opacity-100' : 'opacity-0'}`}
        />
        <span className="absolute left-2 top-2 rounded-md bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
          {FLOW_TEXT.processingLookBadge}
        </span>
      </span>
      <figcaption className="text-center text-xs text-slate-600">{FLOW_TEXT.processingLookNote}</figcaption>
    </figure>
  );
}
