import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { isAdminPath } from '../../domain/routes';
import { inCapacitorApp } from '../features/ads/capacitorApp';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPage } from '../pages/PrivacyPage';
import { Toasts } from '../shared/toast';

// Ads are shown only in the Android app; the overlay is fixed on top, so its wait moves nothing.
const AdOverlayHost = lazy(() => import('../features/ads/AdOverlayHost').then((m) => ({ default: m.AdOverlayHost })));

// The shop's back office is its own chunk: visitors never download it.
const AdminPage = lazy(() => import('../features/admin/AdminPage').then((m) => ({ default: m.AdminPage })));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// Four pages do not need a router library: the server already answers 404 for any other path.
function pageFor(pathname: string) {
  if (pathname === '/') return <HomePage />;
  if (pathname === '/privacy') return <PrivacyPage />;
  if (isAdminPath(pathname)) {
    return (
      <Suspense fallback={null}>
        <AdminPage />
      </Suspense>
    );
  }
  return <NotFoundPage />;
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
