import { EMAIL_MESSAGES } from '@powerpay/shared/email-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { AlertTriangleIcon, CheckIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

import { confirmEmail } from '../api/email-address';

type Outcome =
  { state: 'confirming' } | { state: 'confirmed'; email: string } | { state: 'refused'; message: string };

/** The /confirm-email page's work: spends the link's token once, then says what happened (decision 061). */
export function EmailConfirmationResult({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const { isSignedIn } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'confirming' } : { state: 'refused', message: EMAIL_MESSAGES.linkInvalid },
  );
  // A link works once: the request goes once per token, however often the effect runs.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    confirmEmail(token).then(
      ({ email }) => {
        setOutcome({ state: 'confirmed', email });
        void queryClient.invalidateQueries({ queryKey: ['user'] });
      },
      (error: unknown) =>
        setOutcome({
          state: 'refused',
          message: error instanceof Error ? error.message : EMAIL_MESSAGES.linkInvalid,
        }),
    );
  }, [token, queryClient]);

  const next = isSignedIn
    ? { to: paths.myAccount, label: 'Go to My Account' }
    : { to: `${paths.login}?redirect=${encodeURIComponent(paths.myAccount)}`, label: 'Sign In' };

  if (outcome.state === 'confirming')
    return (
      <p className="flex items-center gap-3 text-sm text-gray-700" role="status">
        <Spinner className="size-5" /> Confirming your e-mail address…
      </p>
    );

  return (
    <div className="flex flex-col gap-5">
      {outcome.state === 'confirmed' ? (
        <div className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-4 text-sm text-brand-800" role="status">
          <p className="flex items-center gap-2 font-semibold">
            <CheckIcon className="size-5 shrink-0" />
            {EMAIL_MESSAGES.confirmed}
          </p>
          <p className="break-words">{outcome.email}</p>
        </div>
      ) : (
        <p
          className="flex items-start gap-2 rounded-2xl bg-red-50 p-4 text-sm font-semibold text-red-800"
          role="alert"
        >
          <AlertTriangleIcon className="size-5 shrink-0" />
          {outcome.message}
        </p>
      )}
      <Link to={next.to} className={buttonClasses({ size: 'lg', isFullWidth: true })}>
        {next.label}
      </Link>
    </div>
  );
}
