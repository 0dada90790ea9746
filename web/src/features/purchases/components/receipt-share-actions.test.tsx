import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import { answerPurchasePage, buildTransaction, signInCustomer } from '../test/purchase-fixtures';

const REF = 'PP-20260110-K7Q2M9XD4T';
const KEY = 'guest-receipt-key';
const PDF_BYTES = '%PDF-1.3 a receipt';

/** GET /purchase/:ref and its PDF; records each PDF request's query and Authorization header. */
function answerReceipt({ transaction = buildTransaction(), pdfStatus = 200 } = {}) {
  const pdfRequests: Array<{ search: string; authorization: string | null }> = [];
  // The receipt names the DisCo from the provider list.
  answerPurchasePage();
  server.use(
    http.get(apiUrl(`/purchase/${REF}`), () =>
      HttpResponse.json({ msg: 'Request successful', data: transaction }),
    ),
    http.get(apiUrl(`/purchase/${REF}/receipt.pdf`), ({ request }) => {
      pdfRequests.push({
        search: new URL(request.url).search,
        authorization: request.headers.get('authorization'),
      });
      if (pdfStatus !== 200) return HttpResponse.json({ msg: 'Request not found' }, { status: pdfStatus });
      return new HttpResponse(PDF_BYTES, { headers: { 'content-type': 'application/pdf' } });
    }),
  );
  return pdfRequests;
}

/** jsdom has no object URLs; the test keeps the file handed to the browser instead. */
function captureSavedFiles() {
  const saved: Array<{ blob: Blob; fileName: string }> = [];
  let pending: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    pending = blob as Blob;
    return 'blob:receipt';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) saved.push({ blob: pending, fileName: this.download });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

describe('Share and keep the receipt', () => {
  it('offers WhatsApp first with the token, meter, DisCo, amount and the guest’s receipt link, then Print and Download PDF', async () => {
    answerReceipt();
    renderApp(`/receipt/${REF}?key=${KEY}`);

    const actions = await screen.findByRole('group', { name: 'Share and keep this receipt' });
    expect([...actions.children].map((control) => control.textContent)).toEqual([
      'WhatsApp',
      'Print',
      'Download PDF',
    ]);

    const whatsApp = new URL(
      within(actions).getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '',
    );
    expect(whatsApp.origin).toBe('https://wa.me');
    const text = whatsApp.searchParams.get('text') ?? '';
    expect(text).toContain('Token: 1234 5678 9012 3456 7890');
    expect(text).toContain('Meter: 45700112233 (ADEBAYO OLUWASEUN)');
    expect(text).toContain('DisCo: Ikeja Electric (IE)');
    expect(text).toContain('Amount paid: NGN 5,100.00');
    // The link the token SMS gives: whoever gets the message can open the receipt and its PDF.
    expect(text.split('\n').at(-1)).toBe(`Receipt: ${window.location.origin}/receipt/${REF}?key=${KEY}`);
  });

  it('uses the phone’s share sheet where there is one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    answerReceipt();
    const { user } = renderApp(`/receipt/${REF}?key=${KEY}`);

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledTimes(1);
    expect(share.mock.calls[0]?.[0].text).toContain('Token: 1234 5678 9012 3456 7890');
  });

  it('Print prints a one-page bill of the receipt that is hidden on screen', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    answerReceipt();
    const { user } = renderApp(`/receipt/${REF}?key=${KEY}`);

    await user.click(await screen.findByRole('button', { name: 'Print' }));

    expect(print).toHaveBeenCalledTimes(1);
    const bill = document.body.querySelector(':scope > [data-print-receipt]');
    expect(bill).toHaveClass('hidden', 'print:block');
    for (const text of [
      '1234 5678 9012 3456 7890',
      'ADEBAYO OLUWASEUN',
      'Ikeja Electric (IE)',
      '61.2 kWh',
      REF,
      'NGN 5,100.00',
    ])
      expect(bill).toHaveTextContent(text);
  });

  it('downloads the server’s PDF with the guest’s receipt key', async () => {
    const saved = captureSavedFiles();
    const pdfRequests = answerReceipt();
    const { user } = renderApp(`/receipt/${REF}?key=${KEY}`);

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe(`powerpay-receipt-${REF}.pdf`);
    expect(await saved[0]?.blob.text()).toBe(PDF_BYTES);
    expect(pdfRequests).toEqual([{ search: `?key=${KEY}`, authorization: null }]);
  });

  it('downloads a signed-in customer’s PDF with the session, and says so when it fails', async () => {
    signInCustomer();
    answerPurchasePage();
    const pdfRequests = answerReceipt({ pdfStatus: 404 });
    const { user } = renderApp(`/buy-electricity?ref=${REF}`);

    const panel = await screen.findByRole('dialog', { name: 'Transaction Details' });
    await user.click(await within(panel).findByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByText(/We could not prepare the PDF/)).toBeInTheDocument();
    expect(pdfRequests).toEqual([{ search: '', authorization: 'Bearer session-token-1' }]);
    // A signed-in customer's receipt opens only for them, so their share text carries no link.
    const whatsApp = within(panel).getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '';
    const text = new URL(whatsApp).searchParams.get('text') ?? '';
    expect(text).toContain(`Reference: ${REF}`);
    expect(text).not.toContain('Receipt:');
  });

  it('is not offered before the token is issued', async () => {
    answerReceipt({ transaction: buildTransaction({ status: 'vending', token: null, units: null }) });
    renderApp(`/receipt/${REF}?key=${KEY}`);

    expect(await screen.findByText('Your token is on its way')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Share and keep this receipt' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-print-receipt]')).toBeNull();
  });
});
