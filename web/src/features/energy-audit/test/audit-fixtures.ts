import type { AuditRecord, HomeAuditRecord, OfficeAuditRecord } from '@powerpay/shared';
import { locateSite } from '@powerpay/shared/solar';
import { http, HttpResponse } from 'msw';

import { setSession } from '@/lib/session';
import { apiUrl, server } from '@/test/server';

const customer = {
  email: 'halima.sani@example.com',
  first_name: 'Halima',
  last_name: 'Sani',
  phone: '08031234567',
  created_at: '2026-01-10T09:00:00.000Z',
  last_updated: '2026-01-10T09:00:00.000Z',
  reminder: false,
  reminder_frequency: null,
  reminder_day: null,
};

/** Signs the browser in and answers GET /user (the layout loads the user on open). */
export function signIn() {
  setSession({ ...customer, token: 'session-token-1' });
  server.use(
    http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'Request successful', data: customer })),
  );
}

/** A record as the server sends it: with the site located from its answers, unless the test says where. */
export function located<Answers extends { gps: string; address: string }>(
  record: Answers & { location?: AuditRecord['location'] },
) {
  return { ...record, location: record.location ?? locateSite(record) };
}

export function buildOfficeRecord(overrides: Partial<OfficeAuditRecord> = {}): OfficeAuditRecord {
  return located({
    id: 'office-1',
    type: 'office',
    created_at: '2024-01-05T10:00:00.000Z',
    name: 'Kaduna Textiles Ltd',
    address: '12 Ahmadu Bello Way, Kaduna',
    email: 'facilities@kadunatextiles.ng',
    contact_name: 'Halima Sani',
    phone: '08031234567',
    gridHours: 10,
    gridCost: 150000,
    genSize: 27.5,
    gen: 'pms',
    fuel: 300000,
    inverter: 10,
    nightPeakLoad: 8,
    dayPeakLoad: 20,
    dayConsumption: 180,
    rooms: 14,
    gps: '10.5105, 7.4165',
    land: 250,
    ...overrides,
  });
}

export function buildHomeRecord(overrides: Partial<HomeAuditRecord> = {}): HomeAuditRecord {
  return located({
    id: 'home-1',
    type: 'home',
    created_at: '2023-12-24T18:30:00.000Z',
    name: 'Chinedu Eze',
    phone: '08091234567',
    email: 'chinedu.eze@example.com',
    address: '4 Admiralty Way, Lekki, Lagos',
    rooms: 3,
    ac: 2,
    appliances: 'false',
    gps: 'Behind Lekki Phase 1 gate',
    land: 40,
    ...overrides,
  });
}

/**
 * Answers GET /auditForm from `records` (read at request time, so a test can add to it) and records the
 * bodies of POST /auditForm/office and /auditForm/home.
 */
export function serveAudits(records: AuditRecord[] = []) {
  const submissions: { kind: 'office' | 'home'; body: Record<string, unknown> }[] = [];
  let listCalls = 0;
  server.use(
    http.get(apiUrl('/auditForm'), () => {
      listCalls += 1;
      return HttpResponse.json({
        msg: 'Request successful',
        data: records,
        meta: { page: 1, limit: 10, total: records.length },
      });
    }),
    // A submission opens its report, which reads the audit back.
    http.get(apiUrl('/auditForm/:id'), ({ params }) => {
      const record = records.find((each) => each.id === params.id);
      return record
        ? HttpResponse.json({ msg: 'Request successful', data: record })
        : HttpResponse.json({ msg: 'Request not found' }, { status: 404 });
    }),
    http.post(apiUrl('/auditForm/:kind'), async ({ request, params }) => {
      const kind = params.kind === 'office' ? 'office' : 'home';
      const body = (await request.json()) as Record<string, unknown>;
      submissions.push({ kind, body });
      const record = {
        ...body,
        id: `new-${submissions.length}`,
        type: kind,
        created_at: '2026-02-03T09:15:00.000Z',
      } as AuditRecord;
      records.unshift(record);
      return HttpResponse.json({ msg: 'Form Submitted Successfully', data: record });
    }),
  );
  return { submissions, records, listCalls: () => listCalls };
}
