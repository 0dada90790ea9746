import type { HomeAuditRecord } from '@powerpay/shared';
import { SITE_VISIT_MESSAGES, lagosDayAfter, type SiteVisit } from '@powerpay/shared/site-visit';
import { locateSite } from '@powerpay/shared/solar';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { setSession } from '@/lib/session';
import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

const customer = {
  email: 'chinedu.eze@example.com',
  first_name: 'Chinedu',
  last_name: 'Eze',
  phone: '08091234567',
  created_at: '2026-01-10T09:00:00.000Z',
  last_updated: '2026-01-10T09:00:00.000Z',
  reminder: false,
  reminder_frequency: null,
  reminder_day: null,
};
const answers = {
  id: '3919ecdc-0763-4f3e-a229-030418649f41',
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
const home: HomeAuditRecord = { ...answers, location: locateSite(answers) };

/** The report's API with a visit store: GET answers what POST stored, as the server does. */
function serveReport(initial: SiteVisit | null = null) {
  let visit = initial;
  const posted: unknown[] = [];
  setSession({ ...customer, token: 'session-token-1' });
  server.use(
    http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'Request successful', data: customer })),
    http.get(apiUrl('/auditForm/:id'), () => HttpResponse.json({ msg: 'Request successful', data: home })),
    http.get(apiUrl('/auditForm/:id/visit'), () => HttpResponse.json({ msg: 'Site visit', data: visit })),
    http.post(apiUrl('/auditForm/:id/visit'), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      posted.push(body);
      visit = {
        state: 'requested',
        preferred_date: body.preferred_date ?? '',
        preferred_time: body.preferred_time === 'afternoon' ? 'afternoon' : 'morning',
        phone: body.phone ?? '',
        note: body.note ?? null,
        scheduled_date: null,
        scheduled_time: null,
        requested_at: '2026-12-05T12:00:00.000Z',
      };
      return HttpResponse.json({ msg: 'Site visit requested', data: visit });
    }),
  );
  return { posted };
}

/**
 * The panel comes after every section; waited for by id, as the page test waits for its last section
 * (a role query polled over the whole report would hold the main thread the sections are shown on).
 */
async function panelOfReport(): Promise<HTMLElement> {
  let panel: HTMLElement | null = null;
  await waitFor(
    () => {
      panel = document.getElementById('site-visit');
      expect(panel).not.toBeNull();
    },
    { timeout: 30_000 },
  );
  return panel as unknown as HTMLElement;
}

describe('Book a site visit on the report', { timeout: 60_000 }, () => {
  it('asks for a date and a time of day, with the phone from the profile, and then says it is requested', async () => {
    const { posted } = serveReport();
    const { user } = renderApp(`/energy-audit/${home.id}/report`);

    const panel = await panelOfReport();
    const form = await within(panel).findByRole('form', { name: 'Book a site visit' });
    expect(within(form).getByLabelText(/Contact phone/)).toHaveValue('08091234567');
    const date = within(form).getByLabelText('Preferred date');
    expect(date).toHaveAttribute('min', lagosDayAfter(new Date(), 0));
    expect(date).toHaveAttribute('max', lagosDayAfter(new Date(), 60));

    // A day already gone is refused in the form, with the server's words, and nothing is sent.
    fireEvent.change(date, { target: { value: lagosDayAfter(new Date(), -1) } });
    await user.click(within(form).getByRole('button', { name: 'Book a site visit' }));
    expect(await within(form).findByText(SITE_VISIT_MESSAGES.pastDate)).toBeVisible();
    expect(posted).toEqual([]);

    fireEvent.change(date, { target: { value: lagosDayAfter(new Date(), 5) } });
    await user.click(within(form).getByRole('radio', { name: /Afternoon/ }));
    await user.type(within(form).getByLabelText(/Note for the engineer/), 'Gate is blue');
    await user.click(within(form).getByRole('button', { name: 'Book a site visit' }));

    await waitFor(() =>
      expect(posted).toEqual([
        {
          preferred_date: lagosDayAfter(new Date(), 5),
          preferred_time: 'afternoon',
          phone: '08091234567',
          note: 'Gate is blue',
        },
      ]),
    );
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      /^Site visit requested for \w{3} \d+, \d{4}, afternoon\. We will confirm the date by SMS and e-mail\.$/,
    );
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a scheduled visit instead of the form', async () => {
    serveReport({
      state: 'scheduled',
      preferred_date: lagosDayAfter(new Date(), 3),
      preferred_time: 'morning',
      phone: '08091234567',
      note: null,
      scheduled_date: '2026-12-24',
      scheduled_time: 'afternoon',
      requested_at: '2026-12-05T12:00:00.000Z',
    });
    renderApp(`/energy-audit/${home.id}/report`);

    const panel = await panelOfReport();
    expect(panel).toHaveAccessibleName('Book a site visit');
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Site visit booked for Dec 24, 2026, afternoon.',
    );
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
  });
});
