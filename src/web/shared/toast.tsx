import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Sonner's toasts, loaded with the first one: the home page's first view shows none, and sonner
 * is about a tenth of its JavaScript. Same calls as sonner's `toast`; a toast asked for before
 * the Toaster is up is shown as soon as it subscribes (sonner replays the active toasts).
 */

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function show(kind: 'message' | 'error' | 'success', title: string, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast: sonner }) => (kind === 'message' ? sonner : sonner[kind])(title, options));
}

export const toast = Object.assign((title: string, options?: ExternalToast) => show('message', title, options), {
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  /** Takes every toast away (none shown yet: nothing to load). */
  dismiss: () => {
    if (wanted) void import('sonner').then(({ toast: sonner }) => sonner.dismiss());
  },
});

/** Mounted once in App: the Toaster, from the first toast on. It is fixed on top, so its arrival moves nothing. */
export function Toasts() {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        richColors
        position="top-center"
        closeButton
        // Over the part of the window the visitor sees, also in a tall embedded frame (styles.css).
        offset={{ top: 'calc(var(--view-top) + 24px)' }}
        mobileOffset={{ top: 'calc(var(--view-top) + 16px)' }}
      />
    </Suspense>
  );
}
