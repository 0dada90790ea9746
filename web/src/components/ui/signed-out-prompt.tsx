import { useId } from 'react';

import { cn } from '@/lib/cn';

import { Button } from './button';
import { LockIcon } from './app-icons';

/** The default description for account pages (docs/product.md §2). */
export const SIGNED_OUT_DESCRIPTION = 'Please create an account or sign in to have access to your account';

/**
 * "You have not signed in" with Create an Account and Login. The buttons only call the props:
 * the accounts feature wires them to its auth dialogs.
 */
export function SignedOutPrompt({
  description = SIGNED_OUT_DESCRIPTION,
  onCreateAccount,
  onLogin,
  className,
}: {
  description?: string;
  onCreateAccount: () => void;
  onLogin: () => void;
  className?: string;
}) {
  const titleId = useId();

  return (
    <section
      aria-labelledby={titleId}
      data-signed-out-only=""
      className={cn('mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-12 text-center', className)}
    >
      <div className="mb-1 flex size-16 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
        <LockIcon className="size-8" />
      </div>
      <h2 id={titleId} className="text-xl font-bold text-ink">
        You have not signed in
      </h2>
      <p className="text-sm text-gray-600">{description}</p>
      <div className="mt-4 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onCreateAccount} className="sm:min-w-44">
          Create an Account
        </Button>
        <Button variant="outline" onClick={onLogin} className="sm:min-w-44">
          Login
        </Button>
      </div>
    </section>
  );
}
