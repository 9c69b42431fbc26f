import { useSyncExternalStore } from 'react';

/** Whether the "Loading advertisement..." overlay is up; set by the ad flow, read by AdOverlayHost. */
let visible = false;
const listeners = new Set<() => void>();

export function setAdOverlayVisible(next: boolean): void {
  if (next === visible) return;
  visible = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAdOverlayVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => visible,
    () => false,
  );
}
