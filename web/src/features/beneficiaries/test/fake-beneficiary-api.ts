import { SUCCESS_MESSAGES, type Beneficiary } from '@powerpay/shared';
import { http, HttpResponse } from 'msw';

import { setSession } from '@/lib/session';
import { apiUrl, server } from '@/test/server';

/**
 * A small in-memory stand-in for the beneficiary endpoints at the network edge (MSW): it pages,
 * searches by name or meter number, and records what the app sent, so tests assert real requests.
 */
export type FakeBeneficiaryApi = {
  rows: Beneficiary[];
  listRequests: URLSearchParams[];
  saved: unknown[];
  patched: Array<{ id: string; body: unknown }>;
  deleted: string[];
  verifyRequests: unknown[];
};

export const VERIFIED_NAME = 'ADAEZE OKONKWO';

export function buildBeneficiary(index: number, overrides: Partial<Beneficiary> = {}): Beneficiary {
  return {
    id: `b-${index}`,
    name: `Customer ${String(index).padStart(2, '0')}`,
    meter_no: `450000000${String(index).padStart(2, '0')}`,
    meter_type: 'prepaid',
    provider: 'ikeja-electric',
    phone: '08031234567',
    email: null,
    ...overrides,
  };
}

export function signInForTest(): void {
  setSession({
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Obi',
    phone: '08031234567',
    token: 'test-token',
  });
}

export function startFakeBeneficiaryApi(
  initial: Beneficiary[] = [],
  { verifyError }: { verifyError?: string } = {},
): FakeBeneficiaryApi {
  const api: FakeBeneficiaryApi = {
    rows: [...initial],
    listRequests: [],
    saved: [],
    patched: [],
    deleted: [],
    verifyRequests: [],
  };
  let nextId = 1000;

  server.use(
    http.get(apiUrl('/user'), () =>
      HttpResponse.json({
        msg: 'ok',
        data: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Obi', phone: '08031234567' },
      }),
    ),
    http.get(apiUrl('/purchase/provider'), () =>
      HttpResponse.json({
        msg: 'ok',
        data: [
          { name: 'Ikeja Electric (IE)', serviceID: 'ikeja-electric', image: '' },
          { name: 'Eko Electric (EKEDC)', serviceID: 'eko-electric', image: '' },
        ],
      }),
    ),
    http.get(apiUrl('/beneficiary'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      api.listRequests.push(params);
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 10);
      const name = (params.get('name') ?? '').toLowerCase();
      const matching = api.rows.filter(
        (row) => !name || row.name.toLowerCase().includes(name) || row.meter_no.includes(name),
      );
      const data = matching.slice((page - 1) * limit, page * limit);
      return HttpResponse.json({ msg: 'ok', data, meta: { page, limit, total: matching.length } });
    }),
    http.post(apiUrl('/purchase/verify'), async ({ request }) => {
      api.verifyRequests.push(await request.json());
      return HttpResponse.json({
        msg: 'ok',
        data: verifyError ? { error: verifyError } : { Customer_Name: VERIFIED_NAME },
      });
    }),
    http.post(apiUrl('/beneficiary'), async ({ request }) => {
      const body = (await request.json()) as Omit<Beneficiary, 'id'>;
      api.saved.push(body);
      // Like the server, the same meter and DisCo saved again updates that entry (an upsert).
      const existing = api.rows.find(
        (row) => row.meter_no === body.meter_no && row.provider === body.provider,
      );
      if (existing) {
        const row = { ...body, id: existing.id, email: body.email || existing.email };
        api.rows = api.rows.map((saved) => (saved === existing ? row : saved));
        return HttpResponse.json({ msg: SUCCESS_MESSAGES.beneficiaryUpdated, data: row });
      }
      const row = { ...body, id: `b-${nextId++}`, email: body.email || null };
      api.rows.unshift(row);
      return HttpResponse.json({ msg: SUCCESS_MESSAGES.beneficiaryAdded, data: row });
    }),
    http.patch(apiUrl('/beneficiary/:id'), async ({ request, params }) => {
      const id = String(params.id);
      const body = (await request.json()) as Omit<Beneficiary, 'id'>;
      api.patched.push({ id, body });
      const index = api.rows.findIndex((row) => row.id === id);
      if (index < 0) return HttpResponse.json({ msg: 'Request not found' }, { status: 404 });
      const row = { ...body, id, email: body.email || null };
      api.rows[index] = row;
      return HttpResponse.json({ msg: 'New Beneficiary Added', data: row });
    }),
    http.delete(apiUrl('/beneficiary/:id'), ({ params }) => {
      const id = String(params.id);
      api.deleted.push(id);
      api.rows = api.rows.filter((row) => row.id !== id);
      return HttpResponse.json({ msg: 'Beneficiary deleted successfully', data: null });
    }),
  );
  return api;
}

/** Makes the viewport count as desktop (≥ 1024 px) for components that ask matchMedia. */
export function emulateDesktopViewport(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width: 1024px'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
