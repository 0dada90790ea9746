import { useParams, useSearchParams } from 'react-router';

import { PublicPage } from '@/components/layouts/public-page';
import { pageDescriptions } from '@/config/page-descriptions';
import { GuestReceipt } from '@/features/purchases/components/guest-receipt';
import { useMetaDescription } from '@/hooks/use-meta-description';

/** /receipt/:ref?key=…: where the checkout sends a guest back to see the meter token. */
export function ReceiptRoute() {
  const { ref = '' } = useParams();
  const [searchParams] = useSearchParams();
  useMetaDescription(pageDescriptions.receipt);

  return (
    <PublicPage>
      <div className="bg-surface">
        <GuestReceipt reference={ref} receiptKey={searchParams.get('key')} />
      </div>
    </PublicPage>
  );
}
