import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, SUCCESS_MESSAGES } from '@powerpay/shared';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { purchaseBody, startPurchase } from '../purchases/purchases.test-support.ts';
import { logInThroughApi, PASSWORD, registerThroughApi } from './accounts.test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** A customer whose name, e-mail and phone appear nowhere else, with purchases, a guest one included. */
async function customerWithPurchases() {
  const tag = randomBytes(4).toString('hex');
  const person = {
    first_name: `Zephyrine${tag}`,
    last_name: `Okparaeke${tag}`,
    email: `erase-${tag}@example.ng`,
    phone: `080${randomInt(10_000_000, 100_000_000)}`,
  };
  const { headers } = await registerThroughApi(testApp.app, person);
  const refs: string[] = [];
  for (let index = 0; index < 3; index++)
    refs.push((await startPurchase(testApp, { headers, body: purchaseBody({ phone: person.phone }) })).ref);
  const guest = purchaseBody({ phone: person.phone, email: person.email });
  refs.push((await startPurchase(testApp, { body: guest })).ref);
  await testApp.app.ctx.integrations.mail.send({
    to: person.email,
    subject: 'Your token',
    text: `Hello ${person.first_name} ${person.last_name}`,
  });
  return { person, headers, refs };
}

/** Rows holding `needle` in any text or JSON column of any table of the application's schema. */
async function placesHolding(needle: string) {
  const { executor } = testApp.database;
  const { rows: columns } = await executor.executeSql(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns as Record<string, string>[]) {
    const { rows } = await executor.executeSql(
      `SELECT count(*)::int AS n FROM "${table}" WHERE position(lower($1) in lower("${column}"::text)) > 0`,
      [needle],
    );
    if ((rows[0] as { n: number }).n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('the customer’s data (decision 043)', () => {
  it('Download my data holds the profile and every purchase, the guest one made with the e-mail too', async () => {
    const { person, headers, refs } = await customerWithPurchases();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/user/data', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json().data;
    expect(data.profile).toMatchObject({
      email: person.email,
      first_name: person.first_name,
      phone: person.phone,
    });
    expect((data.purchases as { ref: string }[]).map((purchase) => purchase.ref).sort()).toEqual(
      [...refs].sort(),
    );
    expect(data).toHaveProperty('saved_meters');
    expect(data).toHaveProperty('energy_audits');
  });

  it('Delete my account needs the password, then leaves no name, e-mail or phone anywhere', async () => {
    const { person, headers, refs } = await customerWithPurchases();
    const attempt = (password: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/user/delete', headers, payload: { password } });

    const wrong = await attempt('Wrong!pass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(SERVER_MESSAGES.wrongPassword);
    expect(await placesHolding(person.email)).not.toEqual([]);

    const deleted = await attempt(PASSWORD);
    expect(deleted.json()).toEqual({ msg: SUCCESS_MESSAGES.accountDeleted, data: null });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/user', headers })).statusCode).toBe(403);

    for (const needle of [person.first_name, person.last_name, person.email, person.phone])
      expect(await placesHolding(needle), needle).toEqual([]);
    // The purchases the law requires are kept, amounts and meters intact.
    const { rows } = await testApp.database.executor.executeSql(
      'SELECT ref, amount_kobo, meter_no FROM purchases WHERE ref = ANY($1)',
      [refs],
    );
    expect(rows).toHaveLength(refs.length);
  });

  it('a former member of staff the audit log names is emptied, not deleted: the log keeps the account’s id, nobody’s name (decision 040)', async () => {
    const { person, headers, refs } = await customerWithPurchases();
    const colleague = await createSignedInUser(testApp.database.db, { role: 'staff' });
    const ops = (method: 'POST' | 'DELETE', url: string, payload: object, as = colleague.headers) =>
      testApp.app.inject({ method, url: `/api/v1/ops${url}`, headers: as, payload });
    const auditRows = async (actorId: string) =>
      (
        await testApp.database.executor.executeSql(
          'SELECT action FROM staff_audit_log WHERE actor_id = $1 ORDER BY created_at',
          [actorId],
        )
      ).rows;

    const [account] = (
      await testApp.database.executor.executeSql('SELECT id FROM users WHERE email = $1', [person.email])
    ).rows as { id: string }[];
    expect((await ops('POST', '/staff', { email: person.email })).statusCode).toBe(200);
    // As staff, they close a purchase of someone else with a note naming that customer.
    const other = await customerWithPurchases();
    const note = `Called ${other.person.first_name} on ${other.person.phone}`;
    const closed = await ops('POST', `/purchases/${other.refs[0]}/close`, { note }, headers);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await ops('DELETE', `/staff/${account?.id}`, {})).statusCode).toBe(200);

    const deleted = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/delete',
      headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const needle of [person.first_name, person.last_name, person.email, person.phone])
      expect(await placesHolding(needle), needle).toEqual([]);
    // The log still names the account that closed the purchase; its row holds the id alone.
    expect(await auditRows(account?.id ?? '')).toEqual([{ action: 'purchase.close' }]);
    expect((await logInThroughApi(testApp.app, { email: person.email, password: PASSWORD })).statusCode).toBe(
      400,
    );
    const { rows: kept } = await testApp.database.executor.executeSql(
      'SELECT count(*)::int AS n FROM purchases WHERE ref = ANY($1)',
      [refs],
    );
    expect(kept).toEqual([{ n: refs.length }]);

    // The customer they wrote about deletes their account: the note's words go, the fact of it stays.
    const erased = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/delete',
      headers: other.headers,
      payload: { password: PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    for (const needle of [other.person.first_name, other.person.email, other.person.phone])
      expect(await placesHolding(needle), needle).toEqual([]);
    const { rows } = await testApp.database.executor.executeSql(
      `SELECT after FROM staff_audit_log WHERE target_id = $1 AND action = 'purchase.close'`,
      [other.refs[0]],
    );
    expect(rows).toEqual([{ after: expect.objectContaining({ has_note: true }) }]);
  });
});
