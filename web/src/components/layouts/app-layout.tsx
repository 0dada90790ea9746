import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

import { ErrorBoundary } from '@/components/error-boundary';
import { ErrorMessage } from '@/components/error-message';
import { preloadOverlays } from '@/components/ui/lazy-overlay';
import { Spinner } from '@/components/ui/spinner';
import { useBrowserValue } from '@/hooks/use-browser-value';
import { useHoldsIdlePreloads, useIdlePreload } from '@/hooks/use-idle-preload';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useCurrentUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { setSidebarOpen, useSidebar } from '@/lib/sidebar';

import { BottomNav } from './bottom-nav';
import { SidebarNav } from './sidebar-nav';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

// The drawer is only ever needed on small screens, after a tap on the menu button.
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((module) => ({ default: module.MobileNavDrawer })),
);

/**
 * The common layout of the eight app routes: sidebar (desktop) or drawer + bottom navigation
 * (mobile), top bar, content and footer. `signedOutActions` fills the top bar's right side for guests.
 */
export function AppLayout({
  signedOutActions,
  children,
}: {
  signedOutActions?: ReactNode;
  children?: ReactNode;
}) {
  const isDesktop = useIsDesktop();
  const { isOpen } = useSidebar();
  const { pathname } = useLocation();
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  // Never while hydrating: the prerendered sidebar flag is the desktop's (lib/app-state.ts).
  const isRunning = useBrowserValue(() => true, false);
  const isDrawerOpen = isRunning && !isDesktop && isOpen;
  if (isDrawerOpen && !hasOpenedDrawer) setHasOpenedDrawer(true);

  useSidebarFollowsViewport(isDesktop);
  useIdlePreload(preloadOverlays);

  useEffect(() => {
    if (!isDesktop) setSidebarOpen(false);
  }, [pathname, isDesktop]);

  return (
    <div className="min-h-dvh lg:flex">
      <KeepSessionUserFresh />
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>

      <aside
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 border-r border-gray-200/80 bg-white transition-[width] duration-200 lg:block',
          isOpen ? 'w-72' : 'w-20',
        )}
      >
        <SidebarNav isCollapsed={!isOpen} />
      </aside>
      {hasOpenedDrawer && !isDesktop ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={isDrawerOpen} onOpenChange={setSidebarOpen} />
        </Suspense>
      ) : null}

      <div className="flex min-h-dvh min-w-0 flex-1 flex-col pb-16 lg:pb-0">
        <TopBar signedOutActions={signedOutActions} />
        <main
          id="main-content"
          tabIndex={-1}
          className="w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8"
        >
          <ErrorBoundary resetKey={pathname} fallback={(error) => <ErrorMessage error={error} />}>
            <Suspense fallback={<ContentFallback />}>{children ?? <Outlet />}</Suspense>
          </ErrorBoundary>
        </main>
        <SiteFooter />
      </div>

      <BottomNav />
    </div>
  );
}

/**
 * Loads the user (`useCurrentUser`) in a component of its own: its answer and the session it watches
 * redraw only this, not the layout and the page inside it in one update that cannot be sliced.
 */
function KeepSessionUserFresh() {
  useCurrentUser();
  return null;
}

// Desktop starts with the sidebar expanded, mobile with the drawer closed; crossing the breakpoint resets it.
function useSidebarFollowsViewport(isDesktop: boolean): void {
  const previous = useRef(isDesktop);

  useEffect(() => {
    if (previous.current === isDesktop) return;

    previous.current = isDesktop;
    setSidebarOpen(isDesktop);
  }, [isDesktop]);
}

// A screen tall: the footer stays below the fold while a page loads, so the page's arrival moves
// nothing the reader can see (Lighthouse counted the footer's jump as layout shift).
function ContentFallback() {
  useHoldsIdlePreloads();
  return (
    <div className="flex min-h-dvh justify-center py-20 text-brand-600">
      <Spinner className="size-8" label="Loading page" />
    </div>
  );
}
