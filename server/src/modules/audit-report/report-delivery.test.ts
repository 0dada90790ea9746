import { auditRecordSchema, type AuditRecord } from '@powerpay/shared';
import { createEnergyReport } from '@powerpay/shared/solar';
import { engineAuditOf } from '@powerpay/shared/solar-report-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, type Mailer } from '../../integrations/mail/mailer.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postAudit, validHomeBody, validOfficeBody, type AuditKind } from '../audits/audits.test-support.ts';
import { REPORT_JOBS } from './report-job-names.ts';

const SUPPORT_EMAIL = 'support@powerpay.ng';
type OutboxItem = { recipient: string; subject: string; body: string };

/** A mail server that is down until told otherwise; while up it delivers to the outbox. */
function flakyMailer(outbox: Mailer) {
  const state = { isUp: false, attempts: 0 };
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      state.attempts += 1;
      if (!state.isUp) throw new Error('mail server unavailable');
      await outbox.send(message);
    },
  };
  return { mailer, state };
}

let testApp: TestApp;
let mail: ReturnType<typeof flakyMailer>;

beforeAll(async () => {
  testApp = await createTestApp({ jobs: { work: true } });
  mail = flakyMailer(createOutboxMailer(testApp.database.db));
  mail.state.isUp = true;
  // The workers read the context's integrations when they run a job, so swapping the mailer here takes effect.
  testApp.app.ctx.integrations.mail = mail.mailer;
});
afterAll(() => testApp.close());

async function outboxFor(to: string): Promise<OutboxItem[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=100`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as OutboxItem[];
}

async function jobsOf(auditId: string) {
  const result = await testApp.database.executor.executeSql(
    `select name, state from pgboss.job where name = any($1) and data->>'auditId' = $2 order by name`,
    [Object.values(REPORT_JOBS), auditId],
  );
  return result.rows as { name: string; state: string }[];
}

/** Waits until both delivery jobs of a response have completed. */
async function deliveriesDone(auditId: string) {
  await expect
    .poll(async () => (await jobsOf(auditId)).map((job) => job.state), { timeout: 30_000, interval: 250 })
    .toEqual(['completed', 'completed']);
}

async function submitAs(
  headers: Record<string, string>,
  kind: AuditKind,
  body: Record<string, string>,
): Promise<AuditRecord> {
  const response = await postAudit(testApp, { kind, headers, body });
  expect(response.statusCode).toBe(200);
  return auditRecordSchema.parse(response.json().data);
}

async function submit(kind: AuditKind, body: Record<string, string>): Promise<AuditRecord> {
  return submitAs((await createSignedInUser(testApp.database.db)).headers, kind, body);
}

describe('report delivery', () => {
  it('e-mails the customer the report link with the PDF, and the support inbox a lead summary, once each', async () => {
    const email = `home-${Date.now()}@example.ng`;
    const record = await submit('home', { ...validHomeBody, email });
    await deliveriesDone(record.id);
    const report = createEnergyReport({ audit: engineAuditOf(record) });

    const customerMail = await outboxFor(email);
    expect(customerMail).toHaveLength(1);
    expect(customerMail[0]?.subject).toBe('Your PowerPay solar energy report');
    expect(customerMail[0]?.body).toContain(`/energy-audit/${record.id}/report`);
    expect(customerMail[0]?.body).toContain(report.summary);
    expect(customerMail[0]?.body).toMatch(
      /\[Attachment: powerpay-solar-report-home-4-admiralty-way-lekki-lagos-\d{4}-\d{2}-\d{2}\.pdf, application\/pdf, \d+ KB\]/,
    );

    const leads = (await outboxFor(SUPPORT_EMAIL)).filter((item) => item.body.includes(record.id));
    expect(leads).toHaveLength(1);
    for (const part of [
      'Type: Home',
      validHomeBody.address,
      report.summary,
      'Cost range: NGN',
      `Contact person: ${validHomeBody.name}`,
      'Phone: 08091234567',
      `/energy-audit/${record.id}/report`,
    ]) {
      expect(leads[0]?.body).toContain(part);
    }
  });

  it('names the office’s contact person in the lead', async () => {
    const email = `office-${Date.now()}@example.ng`;
    const record = await submit('office', { ...validOfficeBody, email });
    await deliveriesDone(record.id);

    const [lead] = (await outboxFor(SUPPORT_EMAIL)).filter((item) => item.body.includes(record.id));
    expect(lead?.subject).toBe(
      `Solar lead: Office, ${validOfficeBody.address} (${validOfficeBody.contact_name})`,
    );
    expect(lead?.body).toContain(`Contact person: ${validOfficeBody.contact_name}`);
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it('keeps the response when the mail server is down, and the retry sends each e-mail once', async () => {
    mail.state.isUp = false;
    const attemptsBefore = mail.state.attempts;
    const email = `retry-${Date.now()}@example.ng`;
    try {
      const { headers } = await createSignedInUser(testApp.database.db);
      const record = await submitAs(headers, 'home', { ...validHomeBody, email });
      await expect
        .poll(async () => (await jobsOf(record.id)).map((job) => job.state), {
          timeout: 30_000,
          interval: 250,
        })
        .toEqual(['retry', 'retry']);
      expect(mail.state.attempts - attemptsBefore).toBe(2);

      // The response is stored and its report still works while mail is down.
      expect(
        (await testApp.app.inject({ method: 'GET', url: `/api/v1/auditForm/${record.id}/report`, headers }))
          .statusCode,
      ).toBe(200);
      expect(await outboxFor(email)).toEqual([]);

      // The server is back; rather than wait out the retry delay, make the retries due now.
      mail.state.isUp = true;
      await testApp.database.executor.executeSql(
        `update pgboss.job set start_after = now() where name = any($1) and state = 'retry'`,
        [Object.values(REPORT_JOBS)],
      );
      await deliveriesDone(record.id);

      expect(await outboxFor(email)).toHaveLength(1);
      expect((await outboxFor(SUPPORT_EMAIL)).filter((item) => item.body.includes(record.id))).toHaveLength(
        1,
      );
    } finally {
      mail.state.isUp = true;
    }
  });
});
