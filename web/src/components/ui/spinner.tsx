import { cn } from '@/lib/cn';

/** A spinning ring. Give it a `label` when it is the only sign of progress, so screen readers hear it. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const ring = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      className={cn('animate-spin', className ?? 'size-5')}
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );

  if (!label) return ring;

  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
