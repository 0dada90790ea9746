import { auditRecordSchema } from '@powerpay/shared';
import type { Lead } from '@powerpay/shared/ops';
import { SITE_VISIT_MESSAGES, lagosDayAfter, type SiteVisit } from '@powerpay/shared/site-visit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteVisits, staffAuditLog } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postAudit, validHomeBody } from '../audits/audits.test-support.ts';

type OutboxItem = { recipient: string; subject: string | null; body: string };
type Headers = Record<string, string>;

let testApp: TestApp;
let staff: Headers;
beforeAll(async () => {
  testApp = await createTestApp({ jobs: { work: true } });
  staff = (
    await createSignedInUser(testApp.database.db, { role: 'staff', email: `staff-${Date.now()}@x.test` })
  ).headers;
});
afterAll(() => testApp.close());

const inDays = (days: number) => lagosDayAfter(new Date(), days);

async function customerWithReport(email = `visit-${Date.now()}-${Math.random()}@example.ng`) {
  const { headers, user } = await createSignedInUser(testApp.database.db);
  const response = await postAudit(testApp, { kind: 'home', headers, body: { ...validHomeBody, email } });
  expect(response.statusCode).toBe(200);
  return { headers, user, email, id: auditRecordSchema.parse(response.json().data).id };
}

const requestVisit = (id: string, headers: Headers, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/auditForm/${id}/visit`, headers, payload });
const staffUpdate = (id: string, payload: object, headers = staff) =>
  testApp.app.inject({ method: 'PATCH', url: `/api/v1/ops/leads/${id}/visit`, headers, payload });

async function outboxFor(to: string): Promise<OutboxItem[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=100`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as OutboxItem[];
}

const POLL = { timeout: 30_000, interval: 250 };
const valid = () => ({
  preferred_date: inDays(3),
  preferred_time: 'morning',
  phone: '0803 555 1234',
  note: 'Gate code 42',
});

describe('booking a site visit from the report (decision 059)', () => {
  it('stores the request, acknowledges it by e-mail and SMS, and shows it on the lead', async () => {
    const { headers, id, email } = await customerWithReport();

    const response = await requestVisit(id, headers, valid());

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      state: 'requested',
      preferred_date: inDays(3),
      preferred_time: 'morning',
      phone: '08035551234',
      note: 'Gate code 42',
      scheduled_date: null,
    });
    const mine = await testApp.app.inject({ method: 'GET', url: `/api/v1/auditForm/${id}/visit`, headers });
    expect(mine.json().data).toMatchObject({ state: 'requested' });
    await expect
      .poll(async () => (await outboxFor(email)).map((item) => item.subject), POLL)
      .toContain('We have your site visit request');
    await expect
      .poll(async () => (await outboxFor('08035551234')).map((item) => item.body).join('\n'), POLL)
      .toMatch(/^PowerPay: we have your site visit request for \w{3} \d+, \d{4}, morning\./m);

    const leads = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/ops/leads?limit=50',
      headers: staff,
    });
    const lead = leads.json<{ data: Lead[] }>().data.find((item) => item.id === id);
    expect(lead?.visit).toMatchObject({
      state: 'requested',
      preferred_date: inDays(3),
      note: 'Gate code 42',
    });

    // Download my data lists it with its phone and note (decision 043).
    const myData = await testApp.app.inject({ method: 'GET', url: '/api/v1/user/data', headers });
    expect(myData.json().data.site_visits).toEqual([
      expect.objectContaining({
        auditResponseId: id,
        state: 'requested',
        phone: '08035551234',
        note: 'Gate code 42',
      }),
    ]);

    // A second request while this one is open is refused, and the first is kept.
    const again = await requestVisit(id, headers, { ...valid(), preferred_date: inDays(5) });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(SITE_VISIT_MESSAGES.alreadyRequested);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const { headers, id } = await customerWithReport();
    const cases: [object, number, string][] = [
      [{ ...valid(), preferred_date: inDays(-1) }, 422, SITE_VISIT_MESSAGES.pastDate],
      [{ ...valid(), preferred_date: inDays(61) }, 422, SITE_VISIT_MESSAGES.tooFar],
      [{ ...valid(), preferred_date: '2026-02-30' }, 422, 'Please enter a valid date'],
      [{ ...valid(), preferred_time: 'evening' }, 422, 'Please select a valid option'],
      [{ ...valid(), phone: '12345' }, 422, 'Please Enter a valid Phone Number'],
      [{ ...valid(), note: 'Call me\u0000' }, 422, 'Please remove unsupported characters'],
      [{ ...valid(), note: 'x'.repeat(501) }, 422, 'Please use at most 500 characters'],
      [{ ...valid(), note: 'x'.repeat(20_000) }, 422, 'Please use at most 500 characters'],
      // Beyond the app's 64 KB body limit the whole request is refused, with its own message.
      [{ ...valid(), note: 'x'.repeat(200_000) }, 413, 'The request body is too large.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await requestVisit(id, headers, payload);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().msg).toBe(message);
    }
    const stored = await testApp.database.db
      .select()
      .from(siteVisits)
      .where(eq(siteVisits.auditResponseId, id));
    expect(stored).toEqual([]);
  });

  it('lets staff schedule it, logged, and tells the customer; closes it; the customer cannot schedule', async () => {
    const { headers, id, email } = await customerWithReport();
    expect((await requestVisit(id, headers, valid())).statusCode).toBe(200);

    // The customer is not staff.
    const byCustomer = await staffUpdate(
      id,
      { state: 'scheduled', date: inDays(4), time: 'afternoon' },
      headers,
    );
    expect(byCustomer.statusCode).toBe(403);

    expect(
      (await staffUpdate(id, { state: 'scheduled', date: inDays(-2), time: 'morning' })).json().msg,
    ).toBe(SITE_VISIT_MESSAGES.pastDate);
    const scheduled = await staffUpdate(id, { state: 'scheduled', date: inDays(4), time: 'afternoon' });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json<{ data: SiteVisit }>().data).toMatchObject({
      state: 'scheduled',
      scheduled_date: inDays(4),
      scheduled_time: 'afternoon',
    });
    const logged = await testApp.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, id), eq(staffAuditLog.action, 'lead.visit_update')));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.before).toMatchObject({ state: 'requested' });
    expect(logged[0]?.after).toEqual({
      state: 'scheduled',
      scheduled_date: inDays(4),
      scheduled_time: 'afternoon',
    });
    expect(JSON.stringify(logged[0])).not.toContain('Gate code');

    await expect
      .poll(async () => (await outboxFor(email)).map((item) => item.subject), POLL)
      .toContain('Your site visit is booked');
    await expect
      .poll(async () => (await outboxFor('08035551234')).map((item) => item.body).join('\n'), POLL)
      .toMatch(/^PowerPay: your site visit is booked for \w{3} \d+, \d{4}, afternoon\./m);

    expect((await staffUpdate(id, { state: 'done' })).json().data.state).toBe('done');
    const closed = await staffUpdate(id, { state: 'cancelled' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().msg).toBe(SITE_VISIT_MESSAGES.cannotChange);
    // Once done, the customer may ask for another.
    expect((await requestVisit(id, headers, valid())).json().data.state).toBe('requested');
  });

  it('keeps a visit to its customer: another customer can neither see nor book it', async () => {
    const { id, headers } = await customerWithReport();
    const other = await createSignedInUser(testApp.database.db);
    expect((await requestVisit(id, headers, valid())).statusCode).toBe(200);

    const seen = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/auditForm/${id}/visit`,
      headers: other.headers,
    });
    expect(seen.statusCode).toBe(404);
    expect((await requestVisit(id, other.headers, valid())).statusCode).toBe(404);
    expect((await requestVisit('not-a-uuid', headers, valid())).statusCode).toBe(404);
    const noVisit = await customerWithReport();
    const unrequested = await staffUpdate(noVisit.id, { state: 'done' });
    expect(unrequested.statusCode).toBe(409);
    expect(unrequested.json().msg).toBe(SITE_VISIT_MESSAGES.noVisit);
  });
});

describe('a request and its acknowledgement commit together', () => {
  const NOTICE_JOB = 'site-visit.notify-customer';
  const run = (text: string, values: unknown[] = []) => testApp.database.executor.executeSql(text, values);
  const noticesQueuedFor = async (id: string) =>
    (await run(`SELECT state FROM pgboss.job WHERE name = $1 AND data->>'auditId' = $2`, [NOTICE_JOB, id]))
      .rows as { state: string }[];

  it('queues exactly one e-mail and one SMS with the request', async () => {
    const { headers, id, email } = await customerWithReport();
    const phone = `0803${String(Date.now()).slice(-7)}`;

    expect((await requestVisit(id, headers, { ...valid(), phone })).statusCode).toBe(200);

    await expect.poll(async () => noticesQueuedFor(id), POLL).toEqual([{ state: 'completed' }]);
    const acknowledgements = (await outboxFor(email)).filter(
      (item) => item.subject === 'We have your site visit request',
    );
    expect(acknowledgements).toHaveLength(1);
    expect(await outboxFor(phone)).toHaveLength(1);
  });

  it('keeps no request when its acknowledgement cannot be queued, so the customer can ask again', async () => {
    const { headers, id } = await customerWithReport();
    // The job queue refuses this request's notice: a real failure inside the database.
    await run(`CREATE FUNCTION refuse_visit_notice() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        IF NEW.data->>'auditId' = '${id}' THEN RAISE EXCEPTION 'queue unavailable'; END IF;
        RETURN NEW;
      END $f$`);
    await run(`CREATE TRIGGER refuse_visit_notice BEFORE INSERT ON pgboss.job
      FOR EACH ROW EXECUTE FUNCTION refuse_visit_notice()`);
    try {
      const refused = await requestVisit(id, headers, valid());
      expect(refused.statusCode).toBe(500);
    } finally {
      await run('DROP TRIGGER refuse_visit_notice ON pgboss.job');
      await run('DROP FUNCTION refuse_visit_notice()');
    }

    const stored = await testApp.database.db
      .select()
      .from(siteVisits)
      .where(eq(siteVisits.auditResponseId, id));
    expect(stored).toEqual([]);
    expect(await noticesQueuedFor(id)).toEqual([]);
    const again = await requestVisit(id, headers, valid());
    expect(again.statusCode, again.body).toBe(200);
    await expect.poll(async () => noticesQueuedFor(id), POLL).toEqual([{ state: 'completed' }]);
  });
});

describe('/ops/leads by site visit state', () => {
  it('lists only the leads whose visit is in the state asked, counts them, and refuses an unknown state', async () => {
    const requested = await customerWithReport();
    const scheduled = await customerWithReport();
    const noVisit = await customerWithReport();
    expect((await requestVisit(requested.id, requested.headers, valid())).statusCode).toBe(200);
    expect((await requestVisit(scheduled.id, scheduled.headers, valid())).statusCode).toBe(200);
    const booked = await staffUpdate(scheduled.id, {
      state: 'scheduled',
      date: inDays(4),
      time: 'afternoon',
    });
    expect(booked.statusCode, booked.body).toBe(200);

    const leadsWith = async (visit: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/ops/leads?visit=${visit}&limit=50`,
        headers: staff,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data, meta } = response.json<{ data: Lead[]; meta: { total: number } }>();
      expect(meta.total).toBe(data.length);
      return data;
    };
    const scheduledLeads = await leadsWith('scheduled');
    expect(scheduledLeads.map((item) => item.id)).toContain(scheduled.id);
    expect(scheduledLeads.every((item) => item.visit?.state === 'scheduled')).toBe(true);
    const requestedIds = (await leadsWith('requested')).map((item) => item.id);
    expect(requestedIds).toContain(requested.id);
    expect(requestedIds).not.toContain(scheduled.id);
    expect(requestedIds).not.toContain(noVisit.id);

    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/ops/leads?visit=someday',
      headers: staff,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().msg).toEqual(expect.any(String));
  });
});
