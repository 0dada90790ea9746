import { Button } from '@/components/ui/button';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

// A page chunk that fails to download (slow or dropped connection, or a new deploy) surfaces as one of these.
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
      error.message,
    )
  );
}

/** Friendly text for an error caught by an ErrorBoundary, with a way to try again. */
export function ErrorMessage({ error, className }: { error: unknown; className?: string }) {
  const isDownloadError = isChunkLoadError(error);

  return (
    <div role="alert" className={cn('flex flex-col items-center px-6 py-16 text-center', className)}>
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <AlertTriangleIcon className="size-8" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        {isDownloadError ? 'This page could not load' : 'Something went wrong'}
      </h1>
      <p className="mt-3 max-w-md text-gray-600">
        {isDownloadError
          ? 'Please check your internet connection and try again.'
          : 'Something went wrong. Please try again.'}
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}
