import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

import { ErrorBoundary } from '@/components/error-boundary';
import { ErrorMessage } from '@/components/error-message';
import { getDocumentTitle } from '@/config/paths';
import { GlobalProgress } from '@/components/layouts/global-progress';
import { AuthDialogHost } from '@/features/accounts/components/auth-dialog-host';
import { useLoader } from '@/lib/loader';

import { AppRoutes } from './app-routes';
import { BootFallback } from './boot-fallback';

/** Everything inside the router: the global loading indicator, aria-busy, titles, scrolling and the error boundary. */
export function Root() {
  const { isLoading } = useLoader();
  const location = useLocation();
  useDocumentTitle();
  useScrollOnNavigate();

  return (
    <>
      <GlobalProgress isActive={isLoading} />
      <div aria-busy={isLoading}>
        <ErrorBoundary
          resetKey={location.pathname}
          fallback={(error) => <ErrorMessage error={error} className="min-h-dvh justify-center" />}
        >
          <Suspense fallback={<BootFallback />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </div>
      <AuthDialogHost />
    </>
  );
}

function useDocumentTitle(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = getDocumentTitle(pathname);
  }, [pathname]);
}

// New pages start at the top; links with a hash (e.g. /landing-page#what-we-offer) land on their section.
// A change of the query alone (a tab, the history's search or page) is the same page and keeps its place.
function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const lastPlace = useRef('');

  useEffect(() => {
    const place = `${pathname}${hash}`;
    if (place === lastPlace.current) return;
    lastPlace.current = place;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
