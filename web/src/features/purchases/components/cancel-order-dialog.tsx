import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { ResponsiveModal } from '@/components/ui/responsive-modal';
import { paths } from '@/config/paths';

import { forgetPurchaseDraft } from '../utils/purchase-draft';

/** Cancel Order: Yes, Cancel leaves for /buy-energy-app; No, Continue returns to the purchase. */
export function CancelOrderDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();

  return (
    <ResponsiveModal
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel Order"
      description="Are you sure you want to cancel this order?"
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            No, Continue
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              forgetPurchaseDraft();
              void navigate(paths.buyEnergyApp);
            }}
          >
            Yes, Cancel
          </Button>
        </div>
      }
    >
      <p className="text-sm text-gray-600">
        Nothing has been charged. You can start a new purchase at any time.
      </p>
    </ResponsiveModal>
  );
}
