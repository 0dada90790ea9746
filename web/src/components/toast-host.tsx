import { useEffect, useState } from 'react';

import { useIdlePreload } from '@/hooks/use-idle-preload';
import { useIsDesktop } from '@/hooks/use-media-query';
import { loadToaster, onToasterReady, setToasterMounted } from '@/lib/toast';

type ToasterComponent = Parameters<Parameters<typeof onToasterReady>[0]>[0];

const IDLE_PRELOAD_TIMEOUT_MS = 3000;

// sonner's rich-colour text is below WCAG AA (about 4.3:1) on its own tinted backgrounds: darker text keeps them readable.
const ACCESSIBLE_TOAST_COLORS = {
  '--success-text': '#0a5a41',
  '--error-text': '#b42318',
  '--info-text': '#175cd3',
  '--warning-text': '#93370d',
} as React.CSSProperties;

/**
 * On a desktop, toasts sit in the bottom-left corner, narrow enough to stay over the 288 px sidebar
 * (its promotion card) and off the page itself.
 */
const DESKTOP_OFFSET = { bottom: 24, left: 16 };
const DESKTOP_STYLE = { ...ACCESSIBLE_TOAST_COLORS, '--width': '256px' } as React.CSSProperties;
/** Above the bottom navigation, which phones and tablets (below 1024 px) show. */
const BELOW_DESKTOP_OFFSET = { bottom: 88 };

/** Mounts sonner's Toaster once it has downloaded (on idle, or at the first toast). */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);

  useEffect(() => onToasterReady((component) => setToaster(() => component)), []);

  useEffect(() => {
    if (!Toaster) return;

    // Runs after the Toaster's own effects, so it is already listening when queued toasts are shown.
    setToasterMounted(true);
    return () => setToasterMounted(false);
  }, [Toaster]);

  useIdlePreload(loadToaster, IDLE_PRELOAD_TIMEOUT_MS);
  const isDesktop = useIsDesktop();

  if (!Toaster) return null;

  return (
    // Never over a page title (decision 020) nor over the action a customer reaches for next. On a desktop
    // that action often ends the content, on the window's bottom edge, and sonner holds a toast while
    // the mouse is over it: the toast keeps to the sidebar's corner. Below 1024 px, bottom centre above
    // the bottom navigation, where the page scrolls beneath it and a touch does not hold it.
    <Toaster
      position={isDesktop ? 'bottom-left' : 'bottom-center'}
      offset={isDesktop ? DESKTOP_OFFSET : BELOW_DESKTOP_OFFSET}
      mobileOffset={BELOW_DESKTOP_OFFSET}
      richColors
      closeButton
      duration={5000}
      toastOptions={{ className: 'font-sans' }}
      style={isDesktop ? DESKTOP_STYLE : ACCESSIBLE_TOAST_COLORS}
    />
  );
}
