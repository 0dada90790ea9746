import { apiGetResponse } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

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
  try {
    const response = await apiGetResponse(`/purchase/${encodeURIComponent(ref)}/receipt.pdf`, {
      query: { key: receiptKey },
    });
    if (!response.ok) return false;
    saveFile({ blob: await response.blob(), fileName: receiptPdfFileName(ref) });
    return true;
  } catch {
    return false;
  }
}
