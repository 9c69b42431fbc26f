import { useSyncExternalStore } from 'react';
import { ADMIN_ROUTE } from '../../../domain/routes';

/** The back office's sections, each at its own address so a reload or a bookmark lands there. */
export const ADMIN_TABS = ['quotes', 'gallery', 'funnel', 'usage', 'films'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const adminTabPath = (tab: AdminTab) => (tab === 'quotes' ? ADMIN_ROUTE : `${ADMIN_ROUTE}/${tab}`);

function tabOf(pathname: string): AdminTab {
  const section = pathname.slice(ADMIN_ROUTE.length + 1).split('/')[0];
  return ADMIN_TABS.find((tab) => tab === section) ?? 'quotes';
}

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

/** The open section, following the address bar (back and forward included). */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const tab = useSyncExternalStore(subscribe, () => tabOf(window.location.pathname));
  const open = (next: AdminTab) => {
    if (next === tab) return;
    window.history.pushState(null, '', adminTabPath(next));
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  return [tab, open];
}
