import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { EMBED_PAGE } from '../../domain/embed/embedPage';
import { MY_DATA_PAGE } from '../../domain/privacy/api';
import { isAdminPath } from '../../domain/routes';
import { inCapacitorApp } from '../shared/ads/capacitorApp';
import { HomePage } from '../pages/HomePage';
import { Toasts } from '../shared/toast';

// Ads are shown only in the Android app; the overlay is fixed on top, so its wait moves nothing.
const AdOverlayHost = lazy(() => import('../shared/ads/AdOverlayHost').then((m) => ({ default: m.AdOverlayHost })));

// The shop's back office is its own chunk: visitors never download it.
const AdminPage = lazy(() => import('../features/admin/AdminPage').then((m) => ({ default: m.AdminPage })));

// The home page's first view stays within its budget: other pages load their own small chunks.
const PrivacyPage = lazy(() => import('../pages/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const MyDataPage = lazy(() => import('../pages/MyDataPage').then((m) => ({ default: m.MyDataPage })));
const EmbedPage = lazy(() => import('../pages/EmbedPage').then((m) => ({ default: m.EmbedPage })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// Six pages do not need a router library: the server already answers 404 for any other path.
function pageFor(pathname: string) {
  if (pathname === '/') return <HomePage />;
  const Page =
    pathname === '/privacy'
      ? PrivacyPage
      : pathname === MY_DATA_PAGE
        ? MyDataPage
        : pathname === EMBED_PAGE
          ? EmbedPage
          : isAdminPath(pathname)
            ? AdminPage
            : NotFoundPage;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {pageFor(window.location.pathname)}
      <Toasts />
      {inCapacitorApp() && (
        <Suspense fallback={null}>
          <AdOverlayHost />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
