import { memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../shared/i18n/LanguageProvider';
import { chosenColor } from '../../domain/wizard/stepMachine';
import { GallerySection } from '../features/gallery/GallerySection';
import { Features } from '../features/home/Features';
import { Footer } from '../features/home/Footer';
import { Header } from '../features/home/Header';
import { Hero } from '../features/home/Hero';
import { useWrapFlow } from '../features/processing/useWrapFlow';
import { SuccessOverlay } from '../features/result/SuccessOverlay';
import { useWrapArea } from '../features/result/useWrapArea';
import { countPageView } from '../shared/funnelBeacon';
import { currentLanguage, loadTexts } from '../shared/i18n/languageChoice';
import { useStatus } from '../shared/useStatus';
import type { WrapRequest } from '../features/wizard/createWrap';
import { useWizard } from '../features/wizard/useWizard';
import { Button } from '../shared/Button';
import { lazyWithQueries } from '../shared/lazyWithQueries';
import { toast } from '../shared/toast';

// Only the hero, features and gallery are on the first view; the form and dialogs load on demand.
// The wizard's steps read texts the first view does not hold (the estimate, the touch-up): they come
// with the wizard's chunk, since a step that waited for them would suspend the whole form and
// remount it mid-step (a chosen colour's next step, a search box's focus, lost).
const WrapWizard = lazyWithQueries(() =>
  Promise.all([import('../features/wizard/WrapWizard'), loadTexts(currentLanguage())]).then(([m]) => m.WrapWizard),
);
const ProcessingDialog = lazyWithQueries(() => import('../features/processing/ProcessingDialog').then((m) => m.default));
const ResultDialog = lazyWithQueries(() => import('../features/result/ResultDialog').then((m) => m.default));
const ChangesDialog = lazyWithQueries(() => import('../features/changes/ChangesDialog').then((m) => m.default));
const QuoteDialog = lazyWithQueries(() => import('../features/quote/QuoteDialog').then((m) => m.QuoteDialog));
// What the first view shows does not change with the status, the flow or the wizard: each answer
// that arrives (status, films, gallery) re-renders only what reads it, not the whole page.
const StaticHeader = memo(Header);
const StaticHero = memo(Hero);
const StaticFeatures = memo(Features);
const StaticGallery = memo(GallerySection);
const StaticFooter = memo(Footer);

// The wrap request's code (with the brush's mask format) loads when the visitor submits.
const createWrap = (order: WrapRequest) => import('../features/wizard/createWrap').then((m) => m.createWrap(order));

export function HomePage() {
  const { FLOW_TEXT, GALLERY_TEXT, MESSAGES } = useMessages();
  const [formVisible, setFormVisible] = useState(false);
  const formRef = useRef<HTMLElement>(null);
  const status = useStatus();
  const [wizard, dispatch] = useWizard();
  const flow = useWrapFlow();
  // The area the shown wrap was made on, when touched up: the result's touch-up starts there.
  const wrapArea = useWrapArea();

  useEffect(countPageView, []);

  useEffect(() => {
    if (status.isError) toast.error(MESSAGES.configLoadFailed.title, { description: MESSAGES.configLoadFailed.description });
  }, [status.isError, MESSAGES]);

  useEffect(() => {
    if (formVisible) formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [formVisible]);

  const showForm = useCallback(() => {
    // Already shown: the effect above will not run again, so scroll to it here.
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    setFormVisible(true);
  }, []);

  function startOver() {
    flow.startOver();
    setFormVisible(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  function restart() {
    flow.restart();
    wrapArea.keep(null);
    dispatch({ type: 'reset' });
    setFormVisible(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const color = chosenColor(wizard);
  const requestId = flow.result?.requestId ?? null;
  const run = flow.run;

  return (
    <>
      <StaticHeader />
      <main>
        <StaticHero onStart={showForm} />
        {formVisible && (
          <section ref={formRef} id="wrap-form" aria-label={FLOW_TEXT.formTitle} className="mx-auto max-w-5xl scroll-mt-20 px-4 py-12">
            <Suspense fallback={<p className="min-h-64 text-slate-500">{FLOW_TEXT.loadingForm}</p>}>
              <WrapWizard
                state={wizard}
                dispatch={dispatch}
                busy={flow.run !== null}
                providerReady={status.data?.ready === true}
                onSubmit={(order, look) => {
                  wrapArea.keep(order.paintMask);
                  void flow.submitWrap(() => createWrap(order), look);
                }}
              />
            </Suspense>
            {/* Below the form, so its appearing never moves what the visitor is looking at. */}
            {flow.result && flow.dialog === 'none' && !flow.run && !flow.successVisible && (
              <div className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-emerald-50 px-4 py-3 ring-1 ring-emerald-200">
                <p className="text-sm font-semibold text-emerald-900">{FLOW_TEXT.resultWaiting}</p>
                <Button variant="secondary" onClick={() => flow.setDialog('result')}>
                  {FLOW_TEXT.viewResult}
                </Button>
              </div>
            )}
          </section>
        )}
        <StaticFeatures />
        {/* The gallery is hidden while the result dialog is open. */}
        <section id="gallery" aria-labelledby="gallery-title" className="mx-auto max-w-6xl px-4 pb-16" hidden={flow.dialog === 'result'}>
          <h2 id="gallery-title" className="text-2xl font-bold sm:text-3xl">
            {GALLERY_TEXT.title}
          </h2>
          <StaticGallery />
        </section>
      </main>
      <StaticFooter />
      <Suspense fallback={null}>
        {run?.kind === 'wrap' && (
          <ProcessingDialog
            key={run.id}
            stage={run.stage}
            provider={run.provider ?? status.data?.provider}
            look={run.look}
            onLookPainted={(url) => flow.lookPainted(run.id, url)}
            onStartOver={startOver}
          />
        )}
        {flow.dialog === 'result' && flow.result && (
          <ResultDialog
            job={flow.result}
            onClose={() => flow.setDialog('none')}
            onRequestChanges={() => flow.setDialog('changes')}
            onGetQuote={() => flow.setDialog('quote')}
            onRestart={restart}
            notice={flow.notice}
            lookFirst={flow.lookFirst}
            looks={
              wizard.photo
                ? {
                    photo: wizard.photo,
                    choice: { color, finish: wizard.finish, style: wizard.style },
                    applying: flow.run?.kind === 'change',
                    onUse: (changeText) => void flow.applyChanges(changeText),
                    areaUrl: wrapArea.area?.url ?? null,
                    onTouchUp: (paintMask) => void flow.applyArea(paintMask).then((applied) => applied && wrapArea.keep(paintMask)),
                  }
                : undefined
            }
          />
        )}
        {flow.dialog === 'changes' && (
          <ChangesDialog
            applying={flow.run?.kind === 'change'}
            onCancel={() => flow.setDialog('result')}
            onApply={(text) => void flow.applyChanges(text)}
          />
        )}
        {flow.dialog === 'quote' && requestId && (
          <QuoteDialog open onOpenChange={(open) => !open && flow.setDialog('none')} requestId={requestId} />
        )}
      </Suspense>
      {flow.successVisible && <SuccessOverlay />}
    </>
  );
}
