import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JOB_WAIT } from '../../test/waits.ts';
import { purchaseBody, startPurchase } from '../purchases/purchases.test-support.ts';
import { PASSWORD, readOutbox, registerThroughApi, uniqueEmail } from './accounts.test-support.ts';

/**
 * Guest purchases made with an address the customer confirmed stay theirs after they change it
 * (decisions 043, 061): Download my data lists them and Delete my account erases them; the next holder
 * of the old address gets none of them.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ jobs: { work: true, pollingIntervalSeconds: 0.5 } });
});
afterAll(async () => {
  await testApp.close();
});

type Headers = Record<string, string>;
const CONFIRM_SUBJECT = 'Confirm your PowerPay e-mail address';
const CHANGE_SUBJECT = 'Confirm your new PowerPay e-mail address';

/** Opens the link of the mail with `subject` to `to`, once the job queue has sent it. */
async function openLinkIn(to: string, subject: string) {
  await expect.poll(async () => (await readOutbox(testApp.app, to, { subject })).length, JOB_WAIT).toBe(1);
  const [mail] = await readOutbox(testApp.app, to, { subject });
  const token = new URL(mail!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
  const confirmed = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/confirm-email',
    payload: { token },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

async function changeEmail(headers: Headers, email: string) {
  const asked = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/user/email',
    headers,
    payload: { email, password: PASSWORD },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  await openLinkIn(email, CHANGE_SUBJECT);
}

const exportedRefs = async (headers: Headers) => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/user/data', headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.purchases as { ref: string }[]).map((purchase) => purchase.ref).sort();
};

const deleteAccount = async (headers: Headers) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/user/delete',
    headers,
    payload: { password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const storedContact = async (ref: string) =>
  (await testApp.database.executor.executeSql('SELECT email, phone FROM purchases WHERE ref = $1', [ref]))
    .rows[0] as { email: string | null; phone: string };

/** A customer who bought as a guest and signed in with `oldEmail`, then moved to a new address. */
async function customerWhoMoved({ confirmsOldAddress }: { confirmsOldAddress: boolean }) {
  const oldEmail = uniqueEmail('old');
  const { headers } = await registerThroughApi(testApp.app, { email: oldEmail });
  if (confirmsOldAddress) await openLinkIn(oldEmail, CONFIRM_SUBJECT);
  const guest = (await startPurchase(testApp, { body: purchaseBody({ email: oldEmail }) })).ref;
  const signedIn = (await startPurchase(testApp, { headers, body: purchaseBody() })).ref;
  expect(await exportedRefs(headers)).toEqual([guest, signedIn].sort());
  await changeEmail(headers, uniqueEmail('new'));
  return { headers, oldEmail, guest, signedIn };
}

describe('guest purchases after a change of address', () => {
  it('stay in Download my data and go with Delete my account; the old address’s next owner gets none', async () => {
    const { headers, oldEmail, guest, signedIn } = await customerWhoMoved({ confirmsOldAddress: true });
    expect(await exportedRefs(headers)).toEqual([guest, signedIn].sort());

    // Someone else takes the old address: neither purchase is theirs, and their deletion spares them.
    const next = await registerThroughApi(testApp.app, { email: oldEmail });
    expect(await exportedRefs(next.headers)).toEqual([]);
    await deleteAccount(next.headers);
    expect(await storedContact(guest)).toMatchObject({ email: oldEmail });
    expect(await exportedRefs(headers)).toEqual([guest, signedIn].sort());

    await deleteAccount(headers);
    expect(await storedContact(guest)).toEqual({ email: null, phone: '' });
    expect(await storedContact(signedIn)).toEqual({ email: null, phone: '' });
  });

  it('are not taken from an address the customer never confirmed', async () => {
    const { headers, guest, signedIn } = await customerWhoMoved({ confirmsOldAddress: false });

    expect(await exportedRefs(headers)).toEqual([signedIn]);
    await deleteAccount(headers);
    expect((await storedContact(guest)).email).not.toBeNull();
  });
});
