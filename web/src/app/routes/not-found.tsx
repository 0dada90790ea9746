import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { CompassIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** Any unknown path. */
export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-surface px-6 py-16 text-center">
      <Link to={paths.landing} aria-label="PowerPay home" className="mb-10 rounded-lg">
        <Logo />
      </Link>
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
        <CompassIcon className="size-8" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Page not found</h1>
      <p className="mt-3 max-w-md text-gray-600">
        We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.buyElectricity} className={buttonClasses()}>
          Buy Electricity
        </Link>
        <Link to={paths.landing} className={buttonClasses({ variant: 'outline' })}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
