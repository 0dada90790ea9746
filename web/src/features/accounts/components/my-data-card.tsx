import { SUCCESS_MESSAGES } from '@powerpay/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { withLoader } from '@/lib/loader';
import { saveFile } from '@/lib/save-file';
import { clearSession } from '@/lib/session';
import { forgetTabDrafts } from '@/lib/tab-drafts';
import { notify } from '@/lib/toast';

import { deleteMyAccount, downloadMyData } from '../api/my-data';

/**
 * My Account's "Your data" (decision 043): download a copy of everything kept about the customer, or
 * delete the account, confirmed with the password.
 */
export function MyDataCard() {
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const [password, setPassword] = useState('');

  const onDownload = async () => {
    const data = await withLoader(downloadMyData()).catch(() => null);
    if (!data) return;
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    saveFile({ blob, fileName: 'powerpay-my-data.json' });
  };

  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    const isDeleted = await withLoader(deleteMyAccount({ password }))
      .then(() => true)
      .catch(() => false);
    if (!isDeleted) return;
    clearSession();
    forgetTabDrafts();
    notify.success(SUCCESS_MESSAGES.accountDeleted);
    await navigate(paths.buyEnergyApp, { replace: true });
  };

  return (
    <Card className="flex flex-col gap-4 px-5 py-5 sm:px-6">
      <h2 className="text-sm font-semibold text-ink">Your data</h2>
      <p className="text-xs text-gray-600">
        A copy of your profile, purchases, saved meters and cards, energy audits and reminder settings, as a
        JSON file.
      </p>
      <Button type="button" variant="outline" onClick={() => void onDownload()}>
        Download my data
      </Button>
      {isConfirming ? (
        <form noValidate onSubmit={(event) => void onDelete(event)} className="flex flex-col gap-3">
          <p className="text-xs text-gray-600">
            Your account, saved meters and cards and energy audits are erased at once. Purchase records are
            kept for five years, as the law requires, without your name, e-mail or phone.
          </p>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="danger" disabled={!password}>
            Delete my account
          </Button>
        </form>
      ) : (
        <Button type="button" variant="outline" onClick={() => setIsConfirming(true)}>
          Delete my account…
        </Button>
      )}
    </Card>
  );
}
