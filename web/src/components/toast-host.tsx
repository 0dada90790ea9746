import { useEffect, useState } from 'react';

import { useIdlePreload } from '@/hooks/use-idle-preload';
import { useIsDesktop } from '@/hooks/use-media-query';
import { loadToaster, onToasterReady, setToasterMounted } from '@/lib/toast';

type ToasterComponent = Parameters<Parameters<typeof onToasterReady>[0]>[0];

const IDLE_PRELOAD_TIMEOUT_MS = 3000;

/** Below the 64 px top bar, so a toast covers neither the page's name nor its account actions. */
const DESKTOP_OFFSET = { top: 80, right: 24 };
/** Above the bottom navigation, which phones and tablets (below 1024 px) show. */
const BELOW_DESKTOP_OFFSET = { bottom: 88 };

// sonner's rich-colour text is below WCAG AA (about 4.3:1) on its own tinted backgrounds: darker text keeps them readable.
const ACCESSIBLE_TOAST_COLORS = {
  '--success-text': '#0a5a41',
  '--error-text': '#b42318',
  '--info-text': '#175cd3',
  '--warning-text': '#93370d',
} as React.CSSProperties;

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
    // Never over a page title (issue 16) nor over the action a customer reaches for next. On a desktop
    // that action ends the content, at the bottom of the window, and a toast under the mouse stays
    // while hovered: toasts sit top right, under the top bar, beside the left-aligned titles. Below
    // 1024 px they sit at the bottom, above the bottom navigation, where the page scrolls beneath them.
    <Toaster
      position={isDesktop ? 'top-right' : 'bottom-center'}
      offset={isDesktop ? DESKTOP_OFFSET : BELOW_DESKTOP_OFFSET}
      mobileOffset={BELOW_DESKTOP_OFFSET}
      richColors
      closeButton
      duration={5000}
      toastOptions={{ className: 'font-sans' }}
      style={ACCESSIBLE_TOAST_COLORS}
    />
  );
}
