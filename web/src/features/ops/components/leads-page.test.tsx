import type { Lead } from '@powerpay/shared/ops';
import { lagosDayAfter } from '@powerpay/shared/site-visit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildHomeRecord } from '@/test/audit-records';
import { apiUrl } from '@/test/server';

import { openConsoleAsStaff } from './ops-test-support';

const ID = '3919ecdc-0763-4f3e-a229-030418649f41';
const record = buildHomeRecord({
  id: ID,
  created_at: '2026-11-20T10:00:00.000Z',
  appliances: 'true',
  gps: '6.4474, 3.4723',
});

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
  visit: null,
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

  it('filters by site visit state, asking the server with the state chosen', async () => {
    const asked: (string | null)[] = [];
    const { user } = openConsoleAsStaff(
      '/ops/leads',
      http.get(apiUrl('/ops/leads'), ({ request }) => {
        const visit = new URL(request.url).searchParams.get('visit');
        asked.push(visit);
        const data = visit === 'scheduled' ? [leads[3]!] : leads;
        return HttpResponse.json({ msg: 'Leads', data, meta: { page: 1, limit: 20, total: data.length } });
      }),
    );

    expect(await screen.findByRole('region', { name: 'Customer Ngozi Eze' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Site visit' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any visit', 'Visit requested', 'Visit scheduled', 'Visit done', 'Visit cancelled']);
    await user.selectOptions(select, 'scheduled');

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Customer Ngozi Eze' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Customer Bola Ade' })).toBeInTheDocument();
    expect(asked).toEqual([null, 'scheduled']);
  });

  it('shows a requested site visit and lets staff schedule it, then mark it done', async () => {
    const visit = {
      state: 'requested' as const,
      preferred_date: lagosDayAfter(new Date(), 3),
      preferred_time: 'morning' as const,
      phone: '08035551234',
      note: 'Gate is blue',
      scheduled_date: null,
      scheduled_time: null,
      requested_at: '2026-12-05T12:00:00.000Z',
    };
    let current: Lead = lead({ visit });
    const patched: unknown[] = [];
    const { user } = openConsoleAsStaff(
      '/ops/leads',
      http.get(apiUrl('/ops/leads'), () =>
        HttpResponse.json({ msg: 'Leads', data: [current], meta: { page: 1, limit: 20, total: 1 } }),
      ),
      http.patch(apiUrl(`/ops/leads/${ID}/visit`), async ({ request }) => {
        const body = (await request.json()) as {
          state: string;
          date?: string;
          time?: 'morning' | 'afternoon';
        };
        patched.push(body);
        const next = {
          ...visit,
          state: body.state as 'scheduled' | 'done',
          scheduled_date: body.date ?? current.visit?.scheduled_date ?? null,
          scheduled_time: body.time ?? current.visit?.scheduled_time ?? null,
        };
        current = lead({ visit: next });
        return HttpResponse.json({ msg: 'Site visit updated', data: next });
      }),
    );

    const card = await screen.findByRole('listitem', { name: 'Lead Eze Bakeries Ltd' });
    const group = within(card).getByRole('group', { name: 'Site visit' });
    expect(group).toHaveTextContent(/^Visit requested · asked for \w{3} \d+, \d{4}, morning · /);
    expect(group).toHaveTextContent('Note: Gate is blue');
    fireEvent.change(within(group).getByLabelText('Visit date'), {
      target: { value: lagosDayAfter(new Date(), 6) },
    });
    await user.selectOptions(within(group).getByLabelText('Visit time'), 'afternoon');
    await user.click(within(group).getByRole('button', { name: 'Schedule visit' }));

    await waitFor(() =>
      expect(patched).toEqual([
        { state: 'scheduled', date: lagosDayAfter(new Date(), 6), time: 'afternoon' },
      ]),
    );
    const scheduled = await screen.findByRole('group', { name: 'Site visit' });
    await waitFor(() =>
      expect(scheduled).toHaveTextContent(/^Visit scheduled for \w{3} \d+, \d{4}, afternoon/),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Site visit' })).getByRole('button', { name: 'Mark done' }),
    );
    await waitFor(() => expect(patched.at(-1)).toEqual({ state: 'done' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Site visit' })).toHaveTextContent(/^Visit done/),
    );
    expect(screen.queryByRole('button', { name: 'Cancel visit' })).not.toBeInTheDocument();
  });
});
