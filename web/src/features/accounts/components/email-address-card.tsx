import { EMAIL_MESSAGES } from '@powerpay/shared/email-messages';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { withLoader } from '@/lib/loader';
import type { SessionUser } from '@/lib/session';
import { notify } from '@/lib/toast';

import { resendEmailConfirmation } from '../api/email-address';

// The form and its schemas download only when the customer asks to change the address.
const EmailChangeForm = lazy(() =>
  import('./email-change-form').then((module) => ({ default: module.EmailChangeForm })),
);

/** My Account's E-mail address: confirmed or not (with Resend link), a change waiting, Change e-mail (decision 061). */
export function EmailAddressCard({ user }: { user: SessionUser }) {
  const [isChanging, setIsChanging] = useState(false);
  const isConfirmed = user.email_confirmed === true;

  const onResend = async () => {
    const isSent = await withLoader(resendEmailConfirmation())
      .then(() => true)
      .catch(() => false);
    if (isSent) notify.success(EMAIL_MESSAGES.linkSent);
  };

  return (
    <Card className="flex flex-col gap-4 px-5 py-5 sm:px-6">
      <h2 className="text-sm font-semibold text-ink">E-mail address</h2>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="text-sm break-all text-ink">{user.email}</span>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            isConfirmed ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-800',
          )}
        >
          {isConfirmed ? 'Confirmed' : 'Not confirmed'}
        </span>
      </div>
      {isConfirmed ? null : (
        <div className="flex flex-col gap-2">
          <p className="text-xs text-gray-600">
            Open the link we e-mailed you to confirm it. Nothing waits for it: you can buy as usual.
          </p>
          <Button type="button" variant="outline" onClick={() => void onResend()}>
            Resend link
          </Button>
        </div>
      )}
      {user.pending_email ? (
        <p className="text-xs text-gray-600" role="status">
          Waiting for you to open the link we sent to{' '}
          <span className="font-semibold break-all text-ink">{user.pending_email}</span>. Until then your
          receipts and reports go to {user.email}.
        </p>
      ) : null}
      {isChanging ? (
        <Suspense fallback={<Spinner className="size-5" />}>
          <EmailChangeForm onClose={() => setIsChanging(false)} />
        </Suspense>
      ) : (
        <Button type="button" variant="outline" onClick={() => setIsChanging(true)}>
          Change e-mail
        </Button>
      )}
    </Card>
  );
}
