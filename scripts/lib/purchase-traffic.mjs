/**
 * Customer and payment-provider traffic for scripts (chaos, the pipeline benchmark): guest purchases
 * through the API, paid at the sandbox checkout and confirmed by signed `charge.success` webhooks as
 * the payment provider would send them, retried while the server is down as Paystack retries.
 */
import { createHmac, randomBytes } from 'node:crypto';

/**
 * The sandbox provider's webhook key for this run. The server makes a random one at each start
 * unless told (decision 014), so a script that starts a server passes this one in its environment.
 */
export const SANDBOX_WEBHOOK_SECRET =
  process.env.SANDBOX_WEBHOOK_SECRET ?? `script-run-${randomBytes(16).toString('hex')}`;

/** The vending simulator's test meters, by their last four digits (server/src/integrations/vending/simulator.ts). */
export const METER_ENDINGS = { ordinary: '5', pending: '1111', failing: '2222', timeout: '3333' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A meter number unique to this run and index, ending as asked. */
export function meterNumber(runId, index, ending) {
  const digits = `${runId}${String(index).padStart(5, '0')}`;
  return `${digits}${ending}`.padStart(11, '7').slice(-20);
}

/** Retries a request while the server is down or restarting (connection refused, reset, 5xx). */
export async function retrying(attempt, { deadlineMs = 120_000, what = 'request' } = {}) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      const response = await attempt();
      if (response.status < 500) return response;
    } catch {
      // The server is being killed or restarted: try again shortly.
    }
    if (Date.now() > deadline) throw new Error(`${what} kept failing for ${deadlineMs / 1000} s`);
    await sleep(250);
  }
}

/** POST /purchase/guest's body for a test meter (JSON text). */
export function guestPurchaseBody({ meterNo, amountNaira = 1000, phone = '08031234567', email }) {
  return JSON.stringify({
    meter_no: meterNo,
    provider: 'ikeja-electric',
    meter_type: 'prepaid',
    amount: amountNaira,
    phone,
    meter_name: 'Script Customer',
    beneficiary: false,
    ...(email ? { email } : {}),
  });
}

export async function startGuestPurchase(
  origin,
  { meterNo, amountNaira = 1000, phone = '08031234567', email },
) {
  const response = await retrying(
    () =>
      fetch(`${origin()}/api/v1/purchase/guest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: guestPurchaseBody({ meterNo, amountNaira, phone, email }),
      }),
    { what: 'guest purchase' },
  );
  if (!response.ok) throw new Error(`guest purchase answered ${response.status}: ${await response.text()}`);
  const { data: checkoutUrl } = await response.json();
  const url = new URL(checkoutUrl);
  return {
    checkoutPath: `${url.pathname}${url.search}`,
    ref: decodeURIComponent(url.pathname.split('/').at(-1)),
  };
}

/**
 * Presses Pay on the sandbox checkout (the ledger records the payment and the first webhook is sent);
 * answers the receipt key of the page the browser is sent back to.
 */
export async function pressPay(origin, { checkoutPath }) {
  const [pathname, search = ''] = checkoutPath.split('?');
  const response = await retrying(
    () =>
      fetch(`${origin()}${pathname}/pay${search ? `?${search}` : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      }),
    { what: 'sandbox Pay' },
  );
  if (response.status !== 303) throw new Error(`sandbox Pay answered ${response.status}`);
  return new URL(response.headers.get('location') ?? '', 'http://return.invalid').searchParams.get('key');
}

/** Whether a guest's purchase holds its token yet, read as the receipt page reads it. */
export async function hasToken(origin, { ref, key }) {
  const response = await fetch(
    `${origin()}/api/v1/purchase/${encodeURIComponent(ref)}?key=${encodeURIComponent(key)}`,
  );
  if (!response.ok) return false;
  const { data } = await response.json();
  return Boolean(data.token);
}

/** The signed `charge.success` the provider sends for a paid checkout, delivered until accepted. */
export async function sendChargeSuccess(origin, { ref, amountKobo }) {
  const rawBody = JSON.stringify({
    event: 'charge.success',
    data: {
      reference: ref,
      amount: amountKobo,
      currency: 'NGN',
      status: 'success',
      paid_at: new Date().toISOString(),
    },
  });
  const signature = createHmac('sha512', SANDBOX_WEBHOOK_SECRET).update(rawBody).digest('hex');
  const response = await retrying(
    () =>
      fetch(`${origin()}/api/v1/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body: rawBody,
      }),
    { what: 'webhook' },
  );
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}

/** Runs `task` over `items` with at most `concurrency` at once. */
export async function inParallel(items, concurrency, task) {
  let next = 0;
  const runners = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await task(items[index], index);
    }
  });
  await Promise.all(runners);
}
