import { cn } from '@/lib/cn';

/** The PowerPay mark: an amber lightning bolt in a green rounded square. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('shrink-0', className ?? 'size-9')}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <rect width="64" height="64" rx="16" fill="#0B6E4F" />
      <path d="M37.5 7 16 36h13.5L26 57l22-30H34.5z" fill="#F5A524" />
    </svg>
  );
}

/** Mark plus wordmark. `inverted` for dark backgrounds. */
export function Logo({ className, isInverted = false }: { className?: string; isInverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-9" />
      <span
        className={cn('text-xl font-extrabold tracking-tight', isInverted ? 'text-white' : 'text-brand-800')}
      >
        Power<span className={isInverted ? 'text-accent-300' : 'text-brand-600'}>Pay</span>
      </span>
    </span>
  );
}
