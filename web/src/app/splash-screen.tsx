import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { LogoMark } from '@/components/ui/logo';

import { useRoutePreload } from './route-preload';

/** Full-screen logo that moves on to `to` after `delayMs` (docs/product.md §4: 1500 ms on /, 1000 ms on the app splashes). */
export function SplashScreen({ to, delayMs }: { to: string; delayMs: number }) {
  const navigate = useNavigate();
  const preloadRoute = useRoutePreload();

  useEffect(() => {
    void preloadRoute(to);
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, preloadRoute, to, delayMs]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-brand-700 text-white">
      <LogoMark
        title="PowerPay"
        className="size-24 animate-splash-pulse rounded-3xl shadow-2xl ring-4 ring-white/10"
      />
      <h1 className="text-3xl font-extrabold tracking-tight">
        Power<span className="text-accent-300">Pay</span>
      </h1>
      <p className="text-sm text-brand-100">Electricity for every meter, in minutes.</p>
    </main>
  );
}
