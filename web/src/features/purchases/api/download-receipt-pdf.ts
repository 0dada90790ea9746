import { appStore } from '@/lib/app-state';

import type { PurchaseLookup } from './get-purchase';

export function receiptPdfFileName(ref: string): string {
  return `powerpay-receipt-${ref}.pdf`;
}

/**
 * GET /purchase/:ref/receipt.pdf[?key=] and hands the file to the browser as a download. It is
 * fetched (not linked) because a signed-in customer's access rides on the Authorization header.
 * Resolves false when the PDF could not be fetched.
 */
export async function downloadReceiptPdf({ ref, receiptKey }: PurchaseLookup): Promise<boolean> {
  const { apiBaseUrl, token } = appStore.getState();
  const query = receiptKey ? `?key=${encodeURIComponent(receiptKey)}` : '';
  try {
    const response = await fetch(`${apiBaseUrl}/purchase/${encodeURIComponent(ref)}/receipt.pdf${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return false;
    saveFile({ blob: await response.blob(), fileName: receiptPdfFileName(ref) });
    return true;
  } catch {
    return false;
  }
}

function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
