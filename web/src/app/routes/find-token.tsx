import { Link } from 'react-router';

import { PublicPage } from '@/components/layouts/public-page';
import { pageTitles, paths } from '@/config/paths';
import { FindTokenForm } from '@/features/purchases/components/find-token-form';

/** /find-token: Find my token for guests, in the public frame. */
export function FindTokenRoute() {
  return (
    <PublicPage>
      <div className="bg-surface">
        <div className="mx-auto w-full max-w-xl px-3 py-6 sm:px-4 sm:py-12">
          <div className="rounded-3xl border border-gray-200/80 bg-white p-4 shadow-card sm:p-8">
            <div className="mb-6 flex flex-col gap-2 text-center">
              <h1 className="text-2xl font-bold tracking-tight text-ink">{pageTitles.findToken}</h1>
              <p className="text-sm text-gray-600">
                Bought without an account and lost your receipt? Enter the purchase reference and your phone
                number.
              </p>
            </div>
            <FindTokenForm />
            <p className="mt-6 text-center text-sm text-gray-600">
              Have an account?{' '}
              <Link
                to={paths.login}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Sign in
              </Link>{' '}
              to see all your purchases.
            </p>
          </div>
        </div>
      </div>
    </PublicPage>
  );
}
