import { useEffect, useState } from 'react';

import { useIdlePreload } from '@/hooks/use-idle-preload';
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

  if (!Toaster) return null;

  return (
    // Bottom of the screen, so a toast never covers the page title; on a phone it sits above the bottom nav.
    <Toaster
      position="bottom-center"
      offset={24}
      mobileOffset={{ bottom: 88 }}
      richColors
      closeButton
      duration={5000}
      toastOptions={{ className: 'font-sans' }}
      style={ACCESSIBLE_TOAST_COLORS}
    />
  );
}
