import type { OpsPurchaseDetail } from '@powerpay/shared/ops';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ResponsiveModal } from '@/components/ui/responsive-modal';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/lib/toast';

import { useRunPurchaseAction, type PurchaseAction } from '../api/run-purchase-action';

const actionText: Record<PurchaseAction, { button: string; title: string; body: string; done: string }> = {
  requery: {
    button: 'Requery provider',
    title: 'Requery the provider?',
    body: 'Asks the payment provider (unpaid purchase) or the vending provider (vending) what became of it. Nothing is charged or vended.',
    done: 'Provider asked again',
  },
  resend: {
    button: 'Resend token',
    title: 'Resend the token?',
    body: 'Sends the token SMS (and e-mail when known) to the customer again.',
    done: 'Token sent again',
  },
  refund: {
    button: 'Refund',
    title: 'Refund this purchase?',
    body: 'Refunds the amount paid through the payment provider, once. The customer is told by SMS.',
    done: 'Refund started',
  },
  close: {
    button: 'Close with a note',
    title: 'Close this purchase?',
    body: 'It leaves the needs-a-person list. Its money state does not change.',
    done: 'Purchase closed',
  },
};

/** The staff actions that apply to the purchase now, each behind a confirmation. */
export function PurchaseActions({ detail }: { detail: OpsPurchaseDetail }) {
  const [action, setAction] = useState<PurchaseAction | null>(null);
  const [note, setNote] = useState('');
  const run = useRunPurchaseAction(detail.purchase.ref);
  const available = (Object.keys(actionText) as PurchaseAction[]).filter((key) => detail.actions[key]);

  const confirm = () => {
    if (!action) return;
    run.mutate(
      { action, note: action === 'close' ? note : undefined },
      {
        onSuccess: () => {
          notify.success(actionText[action].done);
          setAction(null);
          setNote('');
        },
      },
    );
  };

  if (available.length === 0)
    return <p className="text-sm text-gray-500">No action applies to this purchase now.</p>;

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {available.map((key) => (
          <Button
            key={key}
            variant={key === 'refund' ? 'danger' : 'outline'}
            size="sm"
            onClick={() => setAction(key)}
          >
            {actionText[key].button}
          </Button>
        ))}
      </div>
      <ResponsiveModal
        open={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={action ? actionText[action].title : 'Confirm'}
        description={action ? actionText[action].body : undefined}
        footer={
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setAction(null)}>
              Cancel
            </Button>
            <Button
              variant={action === 'refund' ? 'danger' : 'primary'}
              busy={run.isPending}
              disabled={action === 'close' && note.trim() === ''}
              onClick={confirm}
            >
              Confirm
            </Button>
          </div>
        }
      >
        {action === 'close' ? (
          <TextAreaField
            label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            isRequired
            rows={3}
          />
        ) : (
          <p className="text-sm text-gray-600">Purchase {detail.purchase.ref}.</p>
        )}
      </ResponsiveModal>
    </>
  );
}
