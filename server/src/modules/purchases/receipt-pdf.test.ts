import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatToken } from '@powerpay/shared';
import { createSignedInUser } from '../../test/factories.ts';
import { pageCount } from '../../test/pdf-text.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
} from './purchases.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp({ jobs: { work: true } });
});
afterAll(() => testApp.close());

const POLL = { timeout: 20_000, interval: 200 };

/** The text of a PDF as a reader sees it (poppler's pdftotext, layout kept so label and value share a line). */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}

function readPdf({ ref, key, headers }: { ref: string; key?: string; headers?: Record<string, string> }) {
  const query = key === undefined ? '' : `?key=${encodeURIComponent(key)}`;
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/purchase/${encodeURIComponent(ref)}/receipt.pdf${query}`,
    headers,
  });
}

async function deliveredPurchase(headers?: Record<string, string>) {
  const body = purchaseBody({ provider: 'abuja-electric', amount: 2500 });
  const { ref } = await startPurchase(testApp, { headers, body });
  const landing = await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
  await expect.poll(async () => (await findPurchase(testApp, ref)).token, POLL).not.toBeNull();
  const key = new URL(landing, 'https://powerpay.test').searchParams.get('key') ?? undefined;
  return { ref, key, row: await findPurchase(testApp, ref) };
}

describe('GET /purchase/:ref/receipt.pdf', () => {
  it('gives the owner a one-page PDF with the token, units, reference, DisCo, meter, customer and amounts', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const { ref, row } = await deliveredPurchase(headers);

    const response = await readPdf({ ref, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="powerpay-receipt-${ref}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(pageCount(response.rawPayload)).toBe(1);

    const text = await pdfText(response.rawPayload);
    expect(text).toContain(formatToken(row.token ?? ''));
    expect(text).toMatch(new RegExp(`Units\\s+${(row.units ?? '-').replaceAll('.', '\\.')}`));
    expect(text).toMatch(new RegExp(`Reference\\s+${ref}`));
    expect(text).toMatch(/DisCo\s+Abuja Electric \(AEDC\)/);
    expect(text).toMatch(new RegExp(`Meter Number\\s+${row.meterNo}`));
    expect(text).toMatch(new RegExp(`Customer Name\\s+${row.meterName}`));
    expect(text).toMatch(/Amount\s+NGN 2,500\.00/);
    expect(text).toMatch(/Fee\s+NGN 100\.00/);
    expect(text).toMatch(/Total\s+NGN 2,600\.00/);
    expect(text).toMatch(/Status\s+Successful/);
  });

  it('opens for a guest only with the receipt key; anyone else gets the receipt’s 404', async () => {
    const { ref, key, row } = await deliveredPurchase();
    expect(key).toBeTruthy();

    const guest = await readPdf({ ref, key });
    expect(guest.statusCode).toBe(200);
    expect(await pdfText(guest.rawPayload)).toContain(formatToken(row.token ?? ''));

    const stranger = await createSignedInUser(testApp.database.db);
    for (const attempt of [{}, { key: `${key}x` }, { key: '' }, { headers: stranger.headers }]) {
      const response = await readPdf({ ref, ...attempt });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Request not found' });
    }
    const unknown = await readPdf({ ref: 'PP-nothing-here', key });
    expect(unknown.statusCode).toBe(404);
  });

  it('prints an unpaid order as awaiting payment, with no token', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const { ref } = await startPurchase(testApp, { headers, body: purchaseBody() });

    const text = await pdfText((await readPdf({ ref, headers })).rawPayload);
    expect(text).toContain('Not issued');
    expect(text).toMatch(/Status\s+Awaiting payment/);
    expect(text).toMatch(/Paid At\s+Not paid/);
  });

  it('answers a clear message, not a 500, to a reference that is too long', async () => {
    const response = await readPdf({ ref: 'x'.repeat(65) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('msg');
  });
});
