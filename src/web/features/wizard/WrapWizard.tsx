import { LoaderCircle, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type Dispatch, type FormEvent } from 'react';
import type { CarHint } from '../../../domain/api';
import { filmFinishToFinish } from '../../../domain/catalog/filmFamilies';
import { FINISHES, type FinishId } from '../../../domain/catalog/finishes';
import { STYLES, type StyleId } from '../../../domain/catalog/styles';
import { FLOW_TEXT } from '../../../domain/messages';
import { chosenColor } from '../../../domain/wizard/stepMachine';
import { submitProblem } from '../../../domain/wizard/submitCheck';
import { showInterstitialIfReady } from '../../shared/ads/interstitial';
import { buttonClass } from '../../shared/Button';
import { toast } from '../../shared/toast';
import { ApproachStep } from './ApproachStep';
import { TouchUpButton } from '../../shared/touchUp/TouchUpButton';
import { useTouchUp } from '../../shared/touchUp/useTouchUp';
import { ChoicesSummary } from './ChoicesSummary';
import { ColorStep } from './ColorStep';
import type { WrapRequest } from './createWrap';
import { useCarDetection } from '../../shared/photo/detectCar';
import { EmailStep } from './EmailStep';
import { FinishSwatch } from './FinishSwatch';
import { OptionGridStep } from './OptionGridStep';
import { PhotoPreview } from './PhotoPreview';
import { PhotoStep } from './PhotoStep';
import { StepsBanner } from './StepsBanner';
import { StyleSwatch } from './StyleSwatch';
import { swatchHex } from './swatchColors';
import { useLiveRecolour, type LookOnPhoto } from '../../shared/liveRecolour/useLiveRecolour';
import type { WrapWizardAction, WrapWizardState } from './useWizard';

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
  const detection = useCarDetection(state.photo);
  const [tap, setTap] = useState<{ photoUrl: string; hint: CarHint } | null>(null);
  const hint = tap && tap.photoUrl === state.photo?.previewUrl ? tap.hint : null;
  const hex = swatchHex(chosenColor(state));
  // What the pointer (or focus) is on: the live preview shows it, over the chosen look.
  const [hovered, setHovered] = useState<{ color?: string | null; finish?: FinishId | null; style?: StyleId | null }>({});
  const lookColor = hovered.color ?? chosenColor(state);
  const look = lookColor
    ? {
        color: swatchHex(lookColor),
        finish: hovered.finish ?? state.finish ?? 'glossy',
        style: hovered.style ?? state.style ?? 'solid-wrap',
      }
    : null;
  // A tapped car may not be the one the paint layer covers: the plain photo then, with the tap.
  const engineLayer = hint ? undefined : detection.data?.paintLayer;
  // The visitor's touch-up of the area to wrap, when there is one: the live preview follows it.
  const brush = useTouchUp(state.photo, engineLayer);
  const live = useLiveRecolour(state.photo, brush.layer, look);
  // Email stays open at step 6: hiding it the moment it becomes valid would yank the field mid-typing.
  const openStep = Math.min(state.step, 5);

  // When a step is answered its card goes away; focus follows to the next one for keyboard users.
  const stepRef = useRef<HTMLDivElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const shownStep = useRef(openStep);
  useEffect(() => {
    if (shownStep.current === openStep) return;
    shownStep.current = openStep;
    const step = stepRef.current;
    if (!step) return;
    step.focus({ preventScroll: true });
    // Scroll only when the new step's top is hidden (under the header or low on a phone screen).
    const top = step.getBoundingClientRect().top;
    const aside = asideRef.current;
    if (aside && !window.matchMedia('(min-width: 768px)').matches) {
      // On a phone the photo sticks above the steps: the new step's top goes just below it.
      const below = (Number.parseFloat(getComputedStyle(aside).top) || 0) + aside.offsetHeight + 12;
      if (top < below || top > window.innerHeight * 0.6) window.scrollTo({ top: window.scrollY + top - below, behavior: 'smooth' });
      return;
    }
    if (top < 80 || top > window.innerHeight * 0.6) step.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [openStep]);

  async function chooseColor(action: WrapWizardAction) {
    setHovered({});
    await showInterstitialIfReady();
    dispatch(action);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = submitProblem(state, providerReady, detection.data?.noCar === true);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    const order: WrapRequest = {
      photo: state.photo!.file,
      // Upload once: the photo step's answer names the photo; without one (it failed) the file goes.
      ...(detection.data?.photoId ? { photoId: detection.data.photoId } : {}),
      email: state.email,
      galleryConsent: state.galleryConsent,
      color: chosenColor(state)!,
      // A film is its own colour and finish: the server looks it up by id.
      ...(state.film ? { filmId: state.film.id } : {}),
      finish: state.finish ?? 'glossy',
      style: state.style ?? 'solid-wrap',
      ...(hint ? { hint } : {}),
      ...(brush.touchUp && engineLayer ? { paintMask: brush.touchUp.png } : {}),
    };
    // The chosen look, not a hovered one, on the area the order wraps (the touch-up's, if any).
    const layer = brush.layer;
    const look = layer
      ? { photo: state.photo!, layer, look: { color: swatchHex(order.color), finish: order.finish, style: order.style } }
      : null;
    onSubmit(order, look);
  }

  const steps = [
    <ApproachStep key="approach" chosen={state.presetChoice === 'custom'} onChoose={() => dispatch({ type: 'chooseCustomBuild' })} />,
    <PhotoStep key="photo" onPhoto={(photo) => dispatch({ type: 'choosePhoto', photo })} />,
    <ColorStep
      key="color"
      selectedWrap={state.selectedWrap}
      customColor={state.customColor}
      onColor={(colorId) => void chooseColor({ type: 'chooseColor', colorId })}
      onCustomColor={(hex) => void chooseColor({ type: 'chooseCustomColor', hex })}
      onPreview={(color) => setHovered({ color })}
      filmId={state.film?.id ?? null}
      onFilm={({ id, brand, code, name, finish, hex }) =>
        void chooseColor({ type: 'chooseFilm', film: { id, brand, code, name, finish, hex } })
      }
      onPreviewFilm={(film) => setHovered(film ? { color: film.hex, finish: filmFinishToFinish(film.finish) } : {})}
    />,
    <OptionGridStep
      key="finish"
      number={4}
      title={FLOW_TEXT.steps.finish}
      options={FINISHES}
      selected={state.finish}
      onSelect={(finish) => {
        setHovered({});
        dispatch({ type: 'chooseFinish', finish });
      }}
      onPreview={(finish) => setHovered({ finish })}
      visual={(finish) => <FinishSwatch finish={finish} hex={hex} className="h-16 w-full" />}
    />,
    <OptionGridStep
      key="style"
      number={5}
      title={FLOW_TEXT.steps.style}
      options={STYLES}
      selected={state.style}
      onSelect={(style) => {
        setHovered({});
        dispatch({ type: 'chooseStyle', style });
      }}
      onPreview={(style) => setHovered({ style })}
      visual={(style) => (
        <StyleSwatch style={style} hex={hex} className="h-16 w-full rounded-lg bg-gradient-to-b from-slate-100 to-slate-200" />
      )}
    />,
    <EmailStep
      key="email"
      email={state.email}
      onEmail={(email) => dispatch({ type: 'setEmail', email })}
      galleryConsent={state.galleryConsent}
      onGalleryConsent={(consent) => dispatch({ type: 'setGalleryConsent', consent })}
    />,
  ];

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
          <aside
            ref={asideRef}
            className="sticky top-[4.5rem] z-30 flex items-start gap-3 rounded-2xl border border-slate-200 bg-white/95 p-2.5 shadow-md backdrop-blur md:top-20 md:block md:space-y-3 md:bg-white md:p-3 md:shadow-sm"
            aria-label={FLOW_TEXT.summaryTitle}
          >
            <div className="w-[60%] shrink-0 md:w-auto">
              <PhotoPreview
                photo={state.photo}
                detection={detection.data}
                hint={hint}
                onHint={(h) => setTap({ photoUrl: state.photo!.previewUrl, hint: h })}
                liveCanvasRef={live.canvasRef}
                liveShown={live.shown}
                touchedUp={brush.touchUp !== null}
              />
            </div>
            <div className="min-w-0 flex-1 space-y-2">
              {engineLayer && (
                <TouchUpButton
                  photoUrl={state.photo.previewUrl}
                  layer={engineLayer}
                  touchUp={brush.touchUp}
                  onKeep={brush.keep}
                  onDrop={brush.drop}
                />
              )}
              <ChoicesSummary state={state} />
            </div>
          </aside>
        )}
        <div className="space-y-5">
          <div ref={stepRef} tabIndex={-1} className="scroll-mt-24 rounded-2xl outline-none">
            {steps[openStep]}
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
