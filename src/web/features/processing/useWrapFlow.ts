import { allTextsNow } from '../../shared/i18n/languageChoice';
import { useMessages } from '../../shared/i18n/LanguageProvider';
import { useCallback, useEffect, useRef, useState } from 'react';
import { WrapAccepted, type JobStage, type ProviderName, type WrapJob } from '../../../domain/api';
import { postJson } from '../../shared/http';
import { estimateKey } from '../../shared/estimate/estimateKey';
import { withQueryClient } from '../../shared/lazyWithQueries';
import { toast } from '../../shared/toast';
import type { LookOnPhoto } from '../../shared/liveRecolor/useLiveRecolor';
import { ownerHeaders } from '../../shared/wrapOwner';
import { followWrapJob } from './followWrapJob';

export type FlowDialog = 'none' | 'result' | 'changes' | 'quote';

/** A success cue the result dialog shows under its title (one at a time, never as a toast over it). */
export interface FlowNotice {
  title: string;
  description?: string | undefined;
}

/** A generation in progress: the first wrap (processing dialog) or a change request. */
export interface WrapRun {
  id: number;
  kind: 'wrap' | 'change';
  stage: JobStage;
  /** Who the server says makes the picture; null until the job has started. */
  provider: ProviderName | null;
  /** The order's look on the visitor's photo, for the processing dialog to paint while it waits. */
  look: LookOnPhoto | null;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

class JobFailed extends Error {}

/**
 * The visitor's generation lifecycle ("Submit", "Applying changes", "Start Over",
 * "Result dialog exits"): which dialog is open, the running job and the last result.
 * Every run gets an id and an abort signal, so an answer that arrives after Start Over or
 * Restart is dropped instead of reopening a dialog the visitor already left.
 */
/** The fun lines in the page's language: the processing dialog has fetched them by the time a wrap is done. */
function funLines() {
  const texts = allTextsNow();
  return texts ? { fast: texts.FAST_MESSAGES, slow: texts.SLOW_MESSAGES } : { fast: [], slow: [] };
}

export function useWrapFlow() {
  const { MESSAGES } = useMessages();
  const [run, setRun] = useState<WrapRun | null>(null);
  const [result, setResult] = useState<WrapJob | null>(null);
  const [dialog, setDialogState] = useState<FlowDialog>('none');
  const [notice, setNotice] = useState<FlowNotice | null>(null);
  const [successVisible, setSuccessVisible] = useState(false);
  const runCounter = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  // The wrap's look as the browser painted it (an object URL): the result shows it under an AI
  // picture until that has faded in. Null for the local engine, whose picture it would only repeat.
  const [lookFirst, setLookFirst] = useState<string | null>(null);
  const lookFirstUrl = useRef<string | null>(null);

  const keepLookFirst = useCallback((url: string | null) => {
    if (lookFirstUrl.current && lookFirstUrl.current !== url) URL.revokeObjectURL(lookFirstUrl.current);
    lookFirstUrl.current = url;
    setLookFirst(url);
  }, []);

  const later = useCallback((fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  }, []);

  const cancelAll = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    runCounter.current += 1;
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
    setRun(null);
    setSuccessVisible(false);
    setNotice(null);
    keepLookFirst(null);
  }, [keepLookFirst]);

  /** Leaving the result dialog drops its cue: it said what just happened, not what is. */
  const setDialog = useCallback((next: FlowDialog) => {
    if (next !== 'result') setNotice(null);
    setDialogState(next);
  }, []);

  useEffect(() => cancelAll, [cancelAll]);

  /** The processing dialog painted the look: kept for the result while that run is the current one. */
  const lookPainted = useCallback(
    (runId: number, url: string) => {
      if (runCounter.current === runId) keepLookFirst(url);
      else URL.revokeObjectURL(url);
    },
    [keepLookFirst],
  );

  /** Runs one job: `start` posts the request and names the job to follow. */
  async function execute(kind: WrapRun['kind'], start: () => Promise<string>, look: LookOnPhoto | null = null): Promise<WrapJob | null> {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const id = ++runCounter.current;
    setRun({ id, kind, stage: 'queued', provider: null, look });
    const requestId = await start();
    if (abort.signal.aborted) return null;
    const job = await followWrapJob(requestId, abort.signal, (update) => {
      setRun((current) =>
        current?.id === id ? { ...current, stage: update.stage, provider: update.provider ?? current.provider } : current,
      );
    });
    if (!job || abort.signal.aborted) return null;
    if (job.stage === 'failed') throw new JobFailed(job.error ?? '');
    controller.current = null;
    setRun(null);
    return job;
  }

  async function submitWrap(start: () => Promise<string>, look: LookOnPhoto | null = null) {
    const startedAt = Date.now();
    // With the processing dialog's chunk (its countdown), not the home page's: its English lines weigh 4 KB.
    const timeline = import('../../../domain/timeline/processingTimeline');
    const id = runCounter.current + 1;
    keepLookFirst(null);
    try {
      const job = await execute('wrap', start, look);
      if (!job) return;
      if (job.provider === 'local') keepLookFirst(null);
      // The new wrap is in the gallery now; it shows there once the result dialog closes.
      withQueryClient((client) => client.invalidateQueries({ queryKey: ['gallery'] }));
      setResult(job);
      // One success cue at a time: the overlay until the result dialog opens, then the same words
      // (and the fun line) inside the dialog, under its title; no toast over either.
      setSuccessVisible(true);
      const { funMessageFor, RESULT_DELAY_MS } = await timeline;
      const fun = funMessageFor(Date.now() - startedAt, Math.random, funLines());
      setNotice({ title: MESSAGES.wrapGenerated, description: fun ?? undefined });
      later(() => {
        setSuccessVisible(false);
        setDialogState('result');
      }, RESULT_DELAY_MS);
    } catch (error) {
      if (runCounter.current !== id) return;
      setRun(null);
      toast.error(MESSAGES.processingFailed.title, { description: messageOf(error, MESSAGES.processingFailed.description) });
    }
  }

  /** Runs a change of the current wrap (`post` asks for it); true once the changed wrap is shown. */
  async function change(post: (requestId: string) => Promise<unknown>): Promise<boolean> {
    const requestId = result?.requestId;
    if (!requestId) {
      toast.error(MESSAGES.noRequestFound.title, { description: MESSAGES.noRequestFound.description });
      return false;
    }
    const id = runCounter.current + 1;
    try {
      const job = await execute('change', async () => {
        await post(requestId);
        return requestId;
      });
      if (!job) return false;
      // The changed wrap is no longer the look the visitor chose in the wizard.
      keepLookFirst(null);
      // The estimate the dialogs show was the order's before the change: a stripe kit is not a full wrap.
      withQueryClient((client) => client.setQueryData(estimateKey(requestId), job.estimate ?? undefined));
      setResult(job);
      setNotice({ title: MESSAGES.wrapUpdated.title, description: MESSAGES.wrapUpdated.description });
      setDialogState('result');
      return true;
    } catch (error) {
      if (runCounter.current !== id) return false;
      setRun(null);
      toast.error(MESSAGES.tweakFailed.title, { description: messageOf(error, MESSAGES.tweakFailed.description) });
      return false;
    }
  }

  const applyChanges = (instructions: string) =>
    change((requestId) =>
      postJson(WrapAccepted, `/api/wraps/${encodeURIComponent(requestId)}/changes`, { instructions }, ownerHeaders(requestId)),
    );

  /** The result's touch-up: the same wrap made again on the area the visitor chose. */
  const applyArea = (paintMask: Blob) => change((requestId) => import('./changeArea').then((m) => m.changeArea(requestId, paintMask)));

  /** Processing dialog's Start Over: the running job is left behind, the result stays unset. */
  function startOver() {
    cancelAll();
    setDialogState('none');
  }

  /** Result dialog's Restart Wrapping: nothing of this visit remains. */
  function restart() {
    cancelAll();
    setResult(null);
    setDialogState('none');
  }

  return {
    run,
    result,
    lookFirst,
    lookPainted,
    dialog,
    setDialog,
    notice,
    successVisible,
    submitWrap,
    applyChanges,
    applyArea,
    startOver,
    restart,
  };
}
