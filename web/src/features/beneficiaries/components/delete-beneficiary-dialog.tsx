import type { Beneficiary } from '@powerpay/shared';

import { Button } from '@/components/ui/button';
import { ResponsiveModal } from '@/components/ui/responsive-modal';

import { useDeleteBeneficiary } from '../api/delete-beneficiary';

/** Asks before a saved meter is removed (modal on desktop, bottom sheet on mobile). */
export function DeleteBeneficiaryDialog({
  beneficiary,
  open,
  onOpenChange,
}: {
  beneficiary: Beneficiary | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteBeneficiary = useDeleteBeneficiary();

  const onConfirm = async () => {
    if (!beneficiary) return;
    const isDeleted = await deleteBeneficiary.mutateAsync(beneficiary.id).then(
      () => true,
      () => false,
    );
    if (isDeleted) onOpenChange(false);
  };

  return (
    <ResponsiveModal
      open={open}
      onOpenChange={onOpenChange}
      title="Delete beneficiary?"
      description={
        beneficiary ? (
          <>
            Meter <span className="font-semibold text-ink">{beneficiary.meter_no}</span> ({beneficiary.name})
            will be removed from your beneficiaries. You can add it again at any time.
          </>
        ) : undefined
      }
    >
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={deleteBeneficiary.isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          busy={deleteBeneficiary.isPending}
          busyLabel="Deleting..."
          onClick={() => void onConfirm()}
        >
          Delete
        </Button>
      </div>
    </ResponsiveModal>
  );
}
