import { LogoMark } from '@/components/ui/logo';

/** Shown for the instant before the first route's code has arrived. */
export function BootFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <LogoMark className="size-14 animate-splash-pulse" />
      <span className="sr-only">Loading PowerPay</span>
    </div>
  );
}
