import { lazy, Suspense, useState } from 'react';

import { useIsDesktop } from '@/hooks/use-media-query';

import type { OverlayProps } from './overlay-types';
import { Spinner } from './spinner';

const loadDesktopDialog = () => import('./desktop-dialog');
const loadMobileSheet = () => import('./mobile-sheet');

const DesktopDialog = lazy(() => loadDesktopDialog().then((module) => ({ default: module.DesktopDialog })));
const MobileSheet = lazy(() => loadMobileSheet().then((module) => ({ default: module.MobileSheet })));

/**
 * Downloads the dialog and bottom-sheet code ahead of the first open. The app layout calls it
 * when the page is idle; dialogs are not needed for the first paint, so they stay out of it.
 */
export function preloadOverlays(): Promise<unknown> {
  return Promise.all([loadDesktopDialog(), loadMobileSheet()]);
}

/**
 * Renders nothing until first opened, then the desktop frame (≥ 1024 px) or the mobile bottom
 * sheet. It stays mounted afterwards so that closing can animate and state is kept.
 */
export function LazyOverlay({ placement, ...props }: OverlayProps & { placement: 'side' | 'center' }) {
  const isDesktop = useIsDesktop();
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);

  if (!hasOpened) return null;

  return (
    <Suspense fallback={props.open ? <OverlayLoading /> : null}>
      {isDesktop ? <DesktopDialog placement={placement} {...props} /> : <MobileSheet {...props} />}
    </Suspense>
  );
}

/** The dimmed screen with a spinner shown while an opened overlay's code is still downloading. */
export function OverlayLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/50 text-white">
      <Spinner className="size-8" label="Loading" />
    </div>
  );
}
