import { useMessages } from '../../shared/i18n/LanguageProvider';
import { LoaderCircle } from 'lucide-react';
import type { MouseEvent, RefObject } from 'react';
import type { CarHint, DetectResponse } from '../../../domain/api';
import type { PreparedPhoto } from '../../shared/photo/downscalePhoto';
import { ORIGINAL } from '../../shared/liveRecolor/useLiveRecolor';

interface PhotoPreviewProps {
  photo: PreparedPhoto;
  detection: DetectResponse | undefined;
  /** The engine is still looking for the car: the caption says so and a bar moves over the photo. */
  detecting?: boolean;
  hint: CarHint | null;
  onHint: (hint: CarHint) => void;
  /** The live recolour's canvas, painted over the photo while the visitor chooses (useLiveRecolor). */
  liveCanvasRef?: RefObject<HTMLCanvasElement | null>;
  /** What that canvas shows: null until it is ready, ORIGINAL for the photo, else a look's key. */
  liveShown?: string | null;
  /** The visitor drew the area to wrap themselves: the engine's outline no longer says what gets wrapped. */
  touchedUp?: boolean;
}

/**
 * The visitor's photo with the car the engine found outlined. When the engine is unsure, the
 * photo becomes a button: the tapped point (normalised 0..1) goes with the wrap request.
 */
export function PhotoPreview({
  photo,
  detection,
  detecting = false,
  hint,
  onHint,
  liveCanvasRef,
  liveShown = null,
  touchedUp = false,
}: PhotoPreviewProps) {
  const { FLOW_TEXT } = useMessages();
  const noCar = detection?.noCar === true;
  const unsure = detection?.unsure === true && !noCar;
  const point = hint?.point;
  const lookShown = liveShown !== null && liveShown !== ORIGINAL;

  function handleTap(event: MouseEvent<HTMLButtonElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    onHint({ point: { x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) } });
  }

  const picture = (
    <span className="relative block overflow-hidden rounded-xl bg-slate-900" style={{ aspectRatio: `${photo.width} / ${photo.height}` }}>
      <img src={photo.previewUrl} alt={FLOW_TEXT.photoPreviewAlt} className="absolute inset-0 h-full w-full object-cover" />
      {liveCanvasRef && (
        <canvas
          ref={liveCanvasRef}
          role="img"
          aria-label={FLOW_TEXT.livePreviewAlt}
          aria-hidden={!lookShown}
          data-testid="live-preview"
          className={`absolute inset-0 h-full w-full transition-opacity duration-150 ${liveShown ? 'opacity-100' : 'opacity-0'}`}
        />
      )}
      {detection && detection.outline.length > 2 && !point && !lookShown && !touchedUp && (
        <svg
          viewBox="0 0 1 1"
          preserveAspectRatio="none"
          className="absolute inset-0 h-full w-full"
          aria-hidden="true"
          data-testid="car-outline"
        >
          <polygon
            points={detection.outline.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="rgba(34,211,238,0.18)"
            stroke="#22d3ee"
            strokeWidth="2.5"
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
          />
        </svg>
      )}
      {detecting && (
        <span
          role="progressbar"
          aria-label={FLOW_TEXT.findingCar}
          data-testid="finding-car-progress"
          className="absolute inset-x-0 bottom-0 h-1.5 overflow-hidden bg-black/40"
        >
          <span className="block h-full w-1/3 animate-sweep rounded-full bg-cyan-400 motion-reduce:w-full motion-reduce:animate-pulse" />
        </span>
      )}
      {point && (
        <span
          aria-hidden="true"
          className="absolute h-6 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-cyan-500 shadow-lg"
          style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
        />
      )}
    </span>
  );

  return (
    <figure>
      {unsure ? (
        <button type="button" onClick={handleTap} className="block w-full cursor-crosshair rounded-xl" aria-label={FLOW_TEXT.tapYourCar}>
          {picture}
        </button>
      ) : (
        picture
      )}
      <figcaption className="mt-2 min-h-5 text-xs text-slate-600" aria-live="polite">
        {noCar ? (
          <strong className="font-semibold text-red-700" data-testid="no-car">
            {FLOW_TEXT.noCar.description}
          </strong>
        ) : point ? (
          FLOW_TEXT.tapThanks
        ) : detecting ? (
          <span className="inline-flex items-center gap-1.5 font-semibold text-slate-800" data-testid="finding-car">
            <LoaderCircle className="h-3.5 w-3.5 animate-spin text-cyan-600" aria-hidden="true" />
            {FLOW_TEXT.findingCar}
          </span>
        ) : unsure ? (
          <strong className="font-semibold text-amber-700">{FLOW_TEXT.tapYourCar}</strong>
        ) : lookShown || touchedUp ? (
          // Touched up, the visitor's own area is the one wrapped (the button beside says so).
          FLOW_TEXT.livePreview
        ) : detection ? (
          FLOW_TEXT.outlineFound
        ) : (
          ''
        )}
      </figcaption>
    </figure>
  );
}
