import type { AuditRecord, HomeAuditRecord, OfficeAuditRecord } from '@powerpay/shared';
import { locateSite } from '@powerpay/shared/solar';
import { http, HttpResponse } from 'msw';

import { setSession } from '@/lib/session';
import { noSavedCards } from './saved-cards';
import { apiUrl, server } from '@/test/server';

/** Energy audit records as the server sends them, for every feature's tests (the audit, its report, the leads). */

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
export function signInAuditCustomer() {
  setSession({ ...customer, token: 'session-token-1' });
  server.use(
    http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'Request successful', data: customer })),
    noSavedCards(),
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
 * Signs the customer in and answers GET /auditForm/:id with `record`, "Request not found" for any other
 * id, and GET /auditForm/:id/visit with no visit.
 */
export function serveAuditRecord(record: AuditRecord) {
  signInAuditCustomer();
  server.use(
    // The Book a site visit panel under the report's sections asks whether one was requested (decision 059).
    http.get(apiUrl('/auditForm/:id/visit'), () => HttpResponse.json({ msg: 'Site visit', data: null })),
    http.get(apiUrl('/auditForm/:id'), ({ params }) =>
      params.id === record.id
        ? HttpResponse.json({ msg: 'Request successful', data: record })
        : HttpResponse.json({ msg: 'Request not found' }, { status: 404 }),
    ),
  );
}
