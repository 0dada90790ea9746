/** Thin indeterminate bar at the very top of the window while the loader flag is on or a page is loading. */
export function GlobalProgress({ isActive }: { isActive: boolean }) {
  if (!isActive) return null;

  return (
    <div
      role="progressbar"
      aria-label="Loading"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-progress rounded-full bg-gradient-to-r from-brand-500 via-accent-400 to-brand-500" />
    </div>
  );
}
