import type { HomeAuditRecord } from '@powerpay/shared';
import type { Lead } from '@powerpay/shared/ops';
import { locateSite } from '@powerpay/shared/solar';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiUrl } from '@/test/server';

import { openConsoleAsStaff } from './ops-test-support';

const ID = '3919ecdc-0763-4f3e-a229-030418649f41';
const answers = {
  id: ID,
  type: 'home',
  created_at: '2026-11-20T10:00:00.000Z',
  name: 'Chinedu Eze',
  phone: '08091234567',
  email: 'chinedu.eze@example.com',
  address: '4 Admiralty Way, Lekki, Lagos',
  rooms: 3,
  ac: 2,
  appliances: 'true',
  gps: '6.4474, 3.4723',
  land: 40,
} as const;
const record: HomeAuditRecord = { ...answers, location: locateSite(answers) };

const lead = (overrides: Partial<Lead>): Lead => ({
  id: ID,
  type: 'office',
  customer_id: 'customer-1',
  contact_name: 'Ngozi Eze',
  company: 'Eze Bakeries Ltd',
  site: '12 Allen Avenue, Ikeja',
  system: '4.95 kWp solar · 10.24 kWh battery · 6 kVA inverter',
  value: 6_250_000,
  phone: '08031234567',
  email: 'ngozi@ezebakeries.ng',
  status: 'new',
  notes: '',
  created_at: '2026-11-20T10:00:00.000Z',
  report_path: `/ops/leads/${ID}/report`,
  ...overrides,
});

const leads = [
  lead({}),
  lead({ id: 'lead-2', company: 'Eze Bakeries Annex', value: 3_100_000 }),
  lead({ id: 'lead-3', type: 'home', company: null, site: '4 Admiralty Way, Lekki' }),
  lead({ id: 'lead-4', customer_id: 'customer-2', company: null, type: 'home', contact_name: 'Bola Ade' }),
];

describe('Leads', () => {
  it("groups a customer's leads, shows company, site, system and value, and opens the staff report", async () => {
    const { user } = openConsoleAsStaff(
      '/ops/leads',
      http.get(apiUrl('/ops/leads'), () =>
        HttpResponse.json({ msg: 'Leads', data: leads, meta: { page: 1, limit: 20, total: 4 } }),
      ),
      http.get(apiUrl(`/ops/leads/${ID}/report`), () =>
        HttpResponse.json({ msg: 'Lead report', data: record }),
      ),
    );

    const group = await screen.findByRole('region', { name: 'Customer Ngozi Eze' });
    expect(within(group).getByRole('heading', { name: 'Ngozi Eze · 3 leads' })).toBeInTheDocument();
    expect(within(group).getAllByRole('listitem')).toHaveLength(3);
    const card = within(group).getByRole('listitem', { name: 'Lead Eze Bakeries Ltd' });
    expect(card).toHaveTextContent('Eze Bakeries Ltd · Ngozi Eze');
    expect(card).toHaveTextContent('12 Allen Avenue, Ikeja');
    expect(card).toHaveTextContent('4.95 kWp solar · 10.24 kWh battery · 6 kVA inverter');
    expect(card).toHaveTextContent('NGN 6,250,000.00');
    expect(screen.getByRole('region', { name: 'Customer Bola Ade' })).toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Report' }));
    expect(await screen.findByTestId('recommended-system')).toBeInTheDocument();
    expect(screen.getByText('Staff view · read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByText('Report not found')).not.toBeInTheDocument();
  });
});
