import { Tabs } from 'radix-ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '../../shared/Button';
import { PRODUCT_TITLE } from '../../shared/brand';
import { LanguageSelect } from '../../shared/i18n/LanguageSelect';
import { ADMIN_TABS, useAdminTab, type AdminTab } from './adminTabs';
import { QuotesTab } from './quotes/QuotesTab';
import { Loading } from './SectionParts';
import { useBackOffice } from './useBackOffice';
import { useSignOut } from './useSession';

// The inbox is what a shop opens most; the other sections load when first opened.
const GalleryTab = lazy(() => import('./gallery/GalleryTab').then((m) => ({ default: m.GalleryTab })));
const FunnelTab = lazy(() => import('./funnel/FunnelTab').then((m) => ({ default: m.FunnelTab })));
const UsageTab = lazy(() => import('./usage/UsageTab').then((m) => ({ default: m.UsageTab })));
const FilmsTab = lazy(() => import('./films/FilmsTab').then((m) => ({ default: m.FilmsTab })));

const SECTIONS: Record<AdminTab, () => ReactNode> = {
  quotes: () => <QuotesTab />,
  gallery: () => <GalleryTab />,
  funnel: () => <FunnelTab />,
  usage: () => <UsageTab />,
  films: () => <FilmsTab />,
};

/** The signed-in frame: the shop's header with its language and sign-out, and one tab per section. */
export function BackOffice({ email }: { email: string }) {
  const { ADMIN_TEXT } = useBackOffice();
  const [tab, openTab] = useAdminTab();
  const signOut = useSignOut();
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="flex items-center gap-2 font-bold text-slate-900">
            <img src="/favicon.svg" alt="" width="28" height="28" className="h-7 w-7" />
            {PRODUCT_TITLE} · {ADMIN_TEXT.pageTitle}
          </p>
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <span className="hidden sm:inline">{ADMIN_TEXT.signedInAs(email)}</span>
            <LanguageSelect />
            <a href="/" className="rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100">
              {ADMIN_TEXT.backToSite}
            </a>
            <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              {ADMIN_TEXT.signOut}
            </Button>
          </div>
        </div>
      </header>
      <Tabs.Root value={tab} onValueChange={(value) => openTab(value as AdminTab)} className="mx-auto max-w-6xl px-4 pb-16">
        <Tabs.List aria-label={ADMIN_TEXT.tabsLabel} className="flex gap-1 border-b border-slate-300 pt-4">
          {ADMIN_TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className="-mb-px min-h-11 rounded-t-lg border border-transparent px-4 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-slate-300 data-[state=active]:border-b-slate-100 data-[state=active]:bg-slate-100 data-[state=active]:text-slate-900"
            >
              {ADMIN_TEXT.tabs[name]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map((name) => (
          <Tabs.Content key={name} value={name} className="pt-6 focus-visible:outline-none">
            {name === tab && <Suspense fallback={<Loading />}>{SECTIONS[name]()}</Suspense>}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
