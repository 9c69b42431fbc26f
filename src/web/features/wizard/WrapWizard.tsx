import { useMessages } from '../../shared/i18n/LanguageProvider';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { useState, type Dispatch, type FormEvent } from 'react';
import type { CarHint } from '../../../domain/api';
import { submitProblem } from '../../../domain/wizard/submitCheck';
import { showInterstitialIfReady } from '../../shared/ads/interstitial';
import { buttonClass } from '../../shared/Button';
import { useLiveRecolor, type LookOnPhoto } from '../../shared/liveRecolor/useLiveRecolor';
import { useCarDetection } from '../../shared/photo/detectCar';
import { toast } from '../../shared/toast';
import { useTouchUp } from '../../shared/touchUp/useTouchUp';
import type { WrapRequest } from './createWrap';
import { OpenStep } from './OpenStep';
import { PhotoPanel } from './PhotoPanel';
import { previewLook, type Hovered } from './previewLook';
import { StepsBanner } from './StepsBanner';
import { useStepScroll } from './useStepScroll';
import type { WrapWizardAction, WrapWizardState } from './useWizard';
import { orderedLook, wrapOrder } from './wrapOrder';

interface WrapWizardProps {
  state: WrapWizardState;
  dispatch: Dispatch<WrapWizardAction>;
  /** A generation is running: the submit button waits. */
  busy: boolean;
  /** The server's /api/status: a provider can take the job. */
  providerReady: boolean;
  /** `look`: the order's look on the photo, when the live preview could paint it (else null). */
  onSubmit: (order: WrapRequest, look: LookOnPhoto | null) => void;
}

/** The six-step wizard form: one open step at a time, completed ones summarised. */
export function WrapWizard({ state, dispatch, busy, providerReady, onSubmit }: WrapWizardProps) {
  const texts = useMessages();
  const { FLOW_TEXT } = texts;
  const detection = useCarDetection(state.photo);
  const [tap, setTap] = useState<{ photoUrl: string; hint: CarHint } | null>(null);
  const hint = tap && tap.photoUrl === state.photo?.previewUrl ? tap.hint : null;
  const [hovered, setHovered] = useState<Hovered>({});
  // A tapped car may not be the one the paint layer covers: the plain photo then, with the tap.
  const engineLayer = hint ? undefined : detection.data?.paintLayer;
  // The visitor's touch-up of the area to wrap, when there is one: the live preview follows it.
  const brush = useTouchUp(state.photo, engineLayer);
  const live = useLiveRecolor(state.photo, brush.layer, previewLook(state, hovered));
  // Email stays open at step 6: hiding it the moment it becomes valid would yank the field mid-typing.
  const openStep = Math.min(state.step, 5);
  const { stepRef, photoRef } = useStepScroll(openStep);

  async function chooseColor(action: WrapWizardAction) {
    setHovered({});
    await showInterstitialIfReady();
    dispatch(action);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = submitProblem(state, providerReady, detection.data?.noCar === true, texts);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    // A touch-up is made on the engine's layer: with another car tapped it no longer applies.
    const paintMask = engineLayer ? brush.touchUp?.png : undefined;
    const order = wrapOrder(state, { hint, paintMask });
    onSubmit(order, orderedLook(order, state.photo!, brush.layer));
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-labelledby="wrap-form-title">
      <div>
        <h2 id="wrap-form-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {FLOW_TEXT.formTitle}
        </h2>
        <p className="mt-1 text-slate-600">{FLOW_TEXT.formIntro}</p>
      </div>
      <StepsBanner step={state.step} />
      <div className={state.photo ? 'grid items-start gap-5 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]' : ''}>
        {state.photo && (
          <PhotoPanel
            ref={photoRef}
            state={state}
            photo={state.photo}
            detection={detection.data}
            detecting={detection.isPending}
            hint={hint}
            onHint={(h) => setTap({ photoUrl: state.photo!.previewUrl, hint: h })}
            live={live}
            brush={brush}
            engineLayer={engineLayer}
          />
        )}
        <div className="space-y-5">
          <div ref={stepRef} tabIndex={-1} className="scroll-mt-24 rounded-2xl outline-none">
            <OpenStep
              step={openStep}
              state={state}
              dispatch={dispatch}
              onHover={setHovered}
              onChooseColor={(action) => void chooseColor(action)}
            />
          </div>
          {state.step >= 6 && (
            <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full py-4 text-base sm:text-lg')}>
              {busy ? (
                <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
              ) : (
                <Sparkles className="h-5 w-5" aria-hidden="true" />
              )}
              {busy ? FLOW_TEXT.wrapping : FLOW_TEXT.wrapMyCar}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
