import { randomInt } from 'node:crypto';
import { SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@powerpay/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NOTIFY_SUPPORT_JOB } from './contact.jobs.ts';
import { CONTACT_RATE_LIMIT } from './contact.routes.ts';

const SUPPORT_EMAIL = 'support@powerpay.ng';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ jobs: { work: true } });
});

afterAll(async () => {
  await testApp.close();
});

/** A fresh visitor address, so that each test has the contact rate limit to itself. */
function visitorIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

function postContact(payload: unknown, ip = visitorIp()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    remoteAddress: ip,
    payload: payload as Record<string, unknown>,
  });
}

function uniqueEmail(): string {
  return `visitor-${randomInt(0, 1_000_000_000)}@example.ng`;
}

/** Support e-mails queued so far: the only way a contact message reaches the inbox. */
async function queuedSupportMails(): Promise<number> {
  const result = await testApp.database.executor.executeSql(
    'select count(*)::int as queued from pgboss.job where name = $1',
    [NOTIFY_SUPPORT_JOB],
  );
  return (result.rows[0] as { queued: number }).queued;
}

async function storedMessagesFrom(email: string) {
  return testApp.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function supportMail() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${SUPPORT_EMAIL}&limit=100`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { channel: string; recipient: string; subject: string; body: string }[];
}

describe('POST /api/v1/contact validation', () => {
  const valid = {
    name: 'Chiamaka Eze',
    email: 'chiamaka@example.ng',
    phone: '08031234567',
    subject: 'Token',
    message: 'Hello',
  };

  it('reports the first failing field in form order, with its message', async () => {
    const steps: { payload: Record<string, unknown>; field: string; message: string }[] = [
      { payload: {}, field: 'email', message: VALIDATION_MESSAGES.emailRequired },
      { payload: { email: '   ' }, field: 'email', message: VALIDATION_MESSAGES.emailRequired },
      { payload: { email: 'chiamaka@' }, field: 'email', message: VALIDATION_MESSAGES.invalidEmail },
      { payload: { email: valid.email }, field: 'phone', message: VALIDATION_MESSAGES.required },
      {
        payload: { email: valid.email, phone: '0601234567' },
        field: 'phone',
        message: VALIDATION_MESSAGES.invalidPhone,
      },
      {
        payload: { email: valid.email, phone: valid.phone },
        field: 'message',
        message: VALIDATION_MESSAGES.required,
      },
      {
        payload: { email: valid.email, phone: valid.phone, message: '  \n ' },
        field: 'message',
        message: VALIDATION_MESSAGES.required,
      },
    ];

    for (const step of steps) {
      const response = await postContact(step.payload);

      expect(response.statusCode, JSON.stringify(step.payload)).toBe(422);
      const body = response.json();
      expect(body.msg).toBe(step.message);
      expect(Object.keys(body.errors)[0]).toBe(step.field);
      expect(body.errors[step.field]).toEqual([step.message]);
    }
  });

  it('lists every failing field in the errors map', async () => {
    const response = await postContact({ email: 'not-an-email', phone: '123', message: '' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      msg: VALIDATION_MESSAGES.invalidEmail,
      errors: {
        email: [VALIDATION_MESSAGES.invalidEmail],
        phone: [VALIDATION_MESSAGES.invalidPhone],
        message: [VALIDATION_MESSAGES.required],
      },
    });
  });

  it('refuses oversized fields and wrong types with a 422, never a 500', async () => {
    const tooLong = await postContact({ ...valid, message: 'a'.repeat(5001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.message).toEqual(['Please use at most 5,000 characters']);

    const wrongType = await postContact({ ...valid, email: 42, phone: ['08031234567'] });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['email', 'phone']);
  });

  it('stores nothing and mails nothing when the input is refused', async () => {
    const email = uniqueEmail();
    const mailBefore = await supportMail();
    const queuedBefore = await queuedSupportMails();

    const response = await postContact({ email, phone: '08031234567', message: '' });

    expect(response.statusCode).toBe(422);
    expect(await storedMessagesFrom(email)).toEqual([]);
    // Nothing was queued, so nothing can be mailed later either.
    expect(await queuedSupportMails()).toBe(queuedBefore);
    expect((await supportMail()).length).toBe(mailBefore.length);
  });
});

describe('POST /api/v1/contact success', () => {
  it('stores the message, trimmed, with optional name and subject left empty', async () => {
    const email = uniqueEmail();

    const response = await postContact({
      email: `  ${email} `,
      phone: '8031234567',
      message: '  My token did not arrive after paying for meter 45012345678.  ',
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.msg).toBe(SUCCESS_MESSAGES.messageSent);
    expect(body.data.id).toEqual(expect.any(String));

    const [stored] = await storedMessagesFrom(email);
    expect(stored).toMatchObject({
      id: body.data.id,
      name: null,
      email,
      phone: '08031234567',
      subject: null,
      message: 'My token did not arrive after paying for meter 45012345678.',
    });
    expect(stored?.createdAt.toISOString()).toBe(body.data.created_at);
  });

  it('e-mails the message to the support address', async () => {
    const email = uniqueEmail();

    const response = await postContact({
      name: 'Babatunde Adeyemi',
      email,
      phone: '09098765432',
      subject: 'Solar installation in Gwarinpa',
      message: 'Please call me about a 5 kVA hybrid system for my home.',
    });
    expect(response.statusCode).toBe(200);

    const mail = await expect
      .poll(async () => (await supportMail()).find((item) => item.body.includes(email)), {
        timeout: 15_000,
        interval: 250,
      })
      .toBeDefined();
    void mail;

    const sent = (await supportMail()).filter((item) => item.body.includes(email));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      channel: 'email',
      recipient: SUPPORT_EMAIL,
      subject: 'Contact form: Solar installation in Gwarinpa (from Babatunde Adeyemi)',
    });
    for (const part of [
      'Babatunde Adeyemi',
      '09098765432',
      'Please call me about a 5 kVA hybrid system for my home.',
      response.json().data.id,
    ]) {
      expect(sent[0]?.body).toContain(part);
    }
  });
});

describe('POST /api/v1/contact rate limit', () => {
  it(`accepts ${CONTACT_RATE_LIMIT.max} messages per visitor, then answers 429 without storing`, async () => {
    const ip = visitorIp();
    const email = uniqueEmail();
    const payload = { email, phone: '07012345678', message: 'Is this thing on?' };

    for (let attempt = 1; attempt <= CONTACT_RATE_LIMIT.max; attempt += 1) {
      const response = await postContact(payload, ip);
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
    }

    const refused = await postContact(payload, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(await storedMessagesFrom(email)).toHaveLength(CONTACT_RATE_LIMIT.max);

    const otherVisitor = await postContact(payload, visitorIp());
    expect(otherVisitor.statusCode).toBe(200);
  });

  it('counts refused input against the limit too, so a bot cannot probe forever', async () => {
    const ip = visitorIp();
    for (let attempt = 1; attempt <= CONTACT_RATE_LIMIT.max; attempt += 1) {
      expect((await postContact({}, ip)).statusCode).toBe(422);
    }

    const refused = await postContact({ email: uniqueEmail(), phone: '07012345678', message: 'Hello' }, ip);
    expect(refused.statusCode).toBe(429);
  });
});

describe('contact messages table', () => {
  it('keeps the newest message findable', async () => {
    const [newest] = await testApp.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(newest?.email).toEqual(expect.stringContaining('@'));
  });
});
