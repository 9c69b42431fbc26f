import { useEffect, useSyncExternalStore } from 'react';

/** What a component reads of an answer, named as TanStack Query names them for the later chunks. */
export interface AnswerState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
}

/** As TanStack Query does by default: one more try a second after a failure. */
const RETRY_DELAY_MS = 1000;

const PENDING = { data: undefined, isPending: true, isError: false, isSuccess: false } as const;

/**
 * One GET the home page's first view shows (the status, the films, the featured wraps), shared by
 * every component that reads it and fetched again on a mount once older than `staleMs`. These
 * three answers are all the first view asks for: answered here, they leave TanStack Query (about
 * 12 KB gzip) to the chunks that need its cache and mutations (wizard, dialogs, gallery, pages).
 */
export function serverAnswer<T>(fetchAnswer: () => Promise<T>, staleMs: number): () => AnswerState<T> {
  let state: AnswerState<T> = PENDING;
  let fetchedAt = -Infinity;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const show = (next: AnswerState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const attempt = (triesLeft: number): Promise<T> =>
    fetchAnswer().catch(async (error: unknown) => {
      if (triesLeft === 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return attempt(triesLeft - 1);
    });
  const refresh = () => {
    inFlight ??= attempt(1)
      .then(
        (data) => {
          fetchedAt = Date.now();
          show({ data, isPending: false, isError: false, isSuccess: true });
        },
        // An answer shown before stays on screen, as TanStack Query keeps it.
        () => show({ data: state.data, isPending: false, isError: true, isSuccess: false }),
      )
      .finally(() => {
        inFlight = null;
      });
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return function useAnswer() {
    useEffect(() => {
      if (Date.now() - fetchedAt > staleMs) refresh();
    }, []);
    return useSyncExternalStore(subscribe, () => state);
  };
}
