import type { Transaction } from '@powerpay/shared';
import { guestReceiptPath, receiptShareText } from '@powerpay/shared/receipt';
import { useState } from 'react';

import { Button, buttonClasses } from '@/components/ui/button';
import { useBrowserValue } from '@/hooks/use-browser-value';
import { notify } from '@/lib/toast';

import { downloadReceiptPdf } from '../api/download-receipt-pdf';

const PDF_FAILED_MESSAGE = 'We could not prepare the PDF. Please check your connection and try again.';

export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Whether this browser has a share sheet (phones mostly). */
function useCanShare(): boolean {
  return useBrowserValue(() => typeof navigator.share === 'function', false);
}

/**
 * Keep and pass on a receipt: WhatsApp first (how most customers send a token to a landlord or a
 * tenant), the phone's share sheet where there is one, Print (the print view is the bill of
 * PrintableReceipt) and a PDF made by the server.
 */
export function ReceiptShareActions({
  transaction,
  receiptKey,
}: {
  transaction: Transaction;
  receiptKey?: string | null;
}) {
  const canShare = useCanShare();
  const [isDownloading, setIsDownloading] = useState(false);
  const receiptUrl = useBrowserValue(
    () =>
      receiptKey
        ? new URL(
            guestReceiptPath({ ref: transaction.ref, key: receiptKey }),
            window.location.origin,
          ).toString()
        : null,
    null,
  );
  const text = receiptShareText(transaction, receiptUrl);

  const share = async () => {
    try {
      await navigator.share({ title: 'PowerPay receipt', text });
    } catch (error) {
      // Closing the sheet is a choice, not a failure; anything else falls back to WhatsApp.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      window.open(whatsAppShareUrl(text), '_blank', 'noopener');
    }
  };

  const download = async () => {
    setIsDownloading(true);
    const isSaved = await downloadReceiptPdf({ ref: transaction.ref, receiptKey });
    setIsDownloading(false);
    if (!isSaved) notify.error(PDF_FAILED_MESSAGE);
  };

  return (
    <div
      className="grid grid-cols-2 gap-2 print:hidden [&>:last-child:nth-child(odd)]:col-span-2"
      role="group"
      aria-label="Share and keep this receipt"
    >
      <a
        href={whatsAppShareUrl(text)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'outline', size: 'sm', isFullWidth: true })}
      >
        WhatsApp
      </a>
      {canShare ? (
        <Button variant="outline" size="sm" isFullWidth onClick={() => void share()}>
          Share
        </Button>
      ) : null}
      <Button variant="outline" size="sm" isFullWidth onClick={() => window.print()}>
        Print
      </Button>
      <Button
        variant="outline"
        size="sm"
        isFullWidth
        busy={isDownloading}
        busyLabel="Preparing..."
        onClick={() => void download()}
      >
        Download PDF
      </Button>
    </div>
  );
}
