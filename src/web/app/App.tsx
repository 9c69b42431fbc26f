import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { AdOverlayHost } from '../features/ads/AdOverlayHost';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPage } from '../pages/PrivacyPage';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// Three pages do not need a router library: the server already answers 404 for any other path.
function pageFor(pathname: string) {
  if (pathname === '/') return <HomePage />;
  if (pathname === '/privacy') return <PrivacyPage />;
  return <NotFoundPage />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {pageFor(window.location.pathname)}
      <Toaster richColors position="top-center" closeButton />
      <AdOverlayHost />
    </QueryClientProvider>
  );
}
