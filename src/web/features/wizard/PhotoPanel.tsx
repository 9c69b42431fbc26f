import { useMessages } from '../../shared/i18n/LanguageProvider';
import type { Ref } from 'react';
import type { CarHint, DetectResponse, PaintLayer } from '../../../domain/api';
import type { LiveRecolor } from '../../shared/liveRecolor/useLiveRecolor';
import type { PreparedPhoto } from '../../shared/photo/downscalePhoto';
import { TouchUpButton } from '../../shared/touchUp/TouchUpButton';
import type { useTouchUp } from '../../shared/touchUp/useTouchUp';
import { ChoicesSummary } from './ChoicesSummary';
import { PhotoPreview } from './PhotoPreview';
import type { WrapWizardState } from './useWizard';

interface PhotoPanelProps {
  /** The panel itself: the step scroll keeps new steps clear of it on a phone. */
  ref: Ref<HTMLElement>;
  state: WrapWizardState;
  photo: PreparedPhoto;
  detection: DetectResponse | undefined;
  /** The engine is still looking for the car in the photo. */
  detecting: boolean;
  hint: CarHint | null;
  onHint: (hint: CarHint) => void;
  live: LiveRecolor;
  brush: ReturnType<typeof useTouchUp>;
  /** The paint layer of the car the engine found; absent while detecting, or when another car was tapped. */
  engineLayer: PaintLayer | undefined;
}

/**
 * The visitor's photo with the look painted live, the touch-up and the choices so far: beside
 * the steps on a wide screen, stuck above them on a phone.
 */
export function PhotoPanel({ ref, state, photo, detection, detecting, hint, onHint, live, brush, engineLayer }: PhotoPanelProps) {
  const { FLOW_TEXT } = useMessages();
  return (
    <aside
      ref={ref}
      className="sticky top-[4.5rem] z-30 flex items-start gap-3 rounded-2xl border border-slate-200 bg-white/95 p-2.5 shadow-md backdrop-blur md:top-20 md:block md:space-y-3 md:bg-white md:p-3 md:shadow-sm"
      aria-label={FLOW_TEXT.summaryTitle}
    >
      <div className="w-[60%] shrink-0 md:w-auto">
        <PhotoPreview
          photo={photo}
          detection={detection}
          detecting={detecting}
          hint={hint}
          onHint={onHint}
          liveCanvasRef={live.canvasRef}
          liveShown={live.shown}
          touchedUp={brush.touchUp !== null}
        />
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        {engineLayer && (
          <TouchUpButton photoUrl={photo.previewUrl} layer={engineLayer} touchUp={brush.touchUp} onKeep={brush.keep} onDrop={brush.drop} />
        )}
        <ChoicesSummary state={state} />
      </div>
    </aside>
  );
}
