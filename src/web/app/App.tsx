import { lazy, Suspense } from 'react';
import { EMBED_PAGE } from '../../domain/embed/embedPage';
import { MY_DATA_PAGE } from '../../domain/privacy/api';
import { isAdminPath } from '../../domain/routes';
import { inCapacitorApp } from '../shared/ads/capacitorApp';
import { HomePage } from '../pages/HomePage';
import { Toasts } from '../shared/toast';
import { lazyWithQueries } from '../shared/lazyWithQueries';

// Ads are shown only in the Android app; the overlay is fixed on top, so its wait moves nothing.
const AdOverlayHost = lazy(() => import('../shared/ads/AdOverlayHost').then((m) => ({ default: m.AdOverlayHost })));

// The shop's back office is its own chunk: visitors never download it.
const AdminPage = lazyWithQueries(() => import('../features/admin/AdminPage').then((m) => m.AdminPage));

// The home page's first view stays within its budget: other pages load their own small chunks,
// with the query cache the home page's first view does without.
const PrivacyPage = lazyWithQueries(() => import('../pages/PrivacyPage').then((m) => m.PrivacyPage));
const MyDataPage = lazyWithQueries(() => import('../pages/MyDataPage').then((m) => m.MyDataPage));
const EmbedPage = lazyWithQueries(() => import('../pages/EmbedPage').then((m) => m.EmbedPage));
const NotFoundPage = lazyWithQueries(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));

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
    <>
      {pageFor(window.location.pathname)}
      <Toasts />
      {inCapacitorApp() && (
        <Suspense fallback={null}>
          <AdOverlayHost />
        </Suspense>
      )}
    </>
  );
}
