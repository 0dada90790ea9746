/**
 * The chaos run (decision 011): against PostgreSQL, guest purchases paid at the sandbox checkout
 * with every confirmation delivered three times (the checkout's webhook and two more, as a provider
 * retrying would), 10 % vendor timeouts, 10 % pending vends and 5 % failed vends (refunded), while the
 * server is killed with SIGKILL and restarted; or, with `instances` (3 or more), while instances behind
 * nginx are killed, one for good (targets.mjs). Then it checks the money path's promises.
 */
import { readOutcome, countUnsettled } from './checks.mjs';
import { startClusterTarget, startSingleServer } from './targets.mjs';
import { createScratchDatabase } from '../lib/scratch-database.mjs';
import {
  inParallel,
  meterNumber,
  METER_ENDINGS,
  pressPay,
  SANDBOX_WEBHOOK_SECRET,
  sendChargeSuccess,
  startGuestPurchase,
} from '../lib/purchase-traffic.mjs';

const AMOUNT_NAIRA = 1000;
const TOTAL_KOBO = 110_000; // the amount plus the ₦100 service fee
const DELIVERIES_PER_PAYMENT = 3;
const CONCURRENCY = 10;
/** The bar: every paid purchase settled this long after the last restart. */
const SETTLE_WITHIN_MS = 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One in ten times out, one in ten is pending, one in twenty fails; the rest vend at once. */
function endingFor(index) {
  if (index % 10 === 3) return METER_ENDINGS.timeout;
  if (index % 10 === 7) return METER_ENDINGS.pending;
  if (index % 20 === 9) return METER_ENDINGS.failing;
  return METER_ENDINGS.ordinary;
}

async function waitUntil(check, { deadlineMs }) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(250);
  }
}

export async function runChaos({ purchases = 200, kills = 2, instances = 1, log = console.log } = {}) {
  const database = await createScratchDatabase('powerpay_chaos');
  let target = null;
  try {
    const env = {
      DATABASE_URL: database.databaseUrl,
      MIGRATE_ON_START: '1',
      SIMULATOR_PENDING_DELAY_MS: '3000',
      SANDBOX_WEBHOOK_SECRET,
    };
    target =
      instances > 1 ? await startClusterTarget({ env, instances }) : await startSingleServer({ env, kills });
    const { origin, events } = target;
    const runId = String(Date.now()).slice(-4);

    log(
      `chaos: ${purchases} purchases, ${instances > 1 ? `${instances} instances behind nginx, ` : ''}` +
        `${events.length} SIGKILL(s), each payment confirmed ${DELIVERIES_PER_PAYMENT}×`,
    );
    const started = [];
    await inParallel(
      Array.from({ length: purchases }, (_, index) => index),
      CONCURRENCY,
      async (index) => {
        const purchase = await startGuestPurchase(origin, {
          meterNo: meterNumber(runId, index, endingFor(index)),
          amountNaira: AMOUNT_NAIRA,
          // With the stand-ins, a receipt by e-mail too: SMTP is a gateway that could repeat.
          email: target.messages ? `chaos-${index}@example.com` : undefined,
        });
        started[index] = purchase;
      },
    );

    // Payments in one wave per event and one more; in each wave but the last, the event strikes once half of it is paid.
    const waves = events.length + 1;
    const waveSize = Math.ceil(purchases / waves);
    const recoveries = [];
    let lastEventAt = Date.now();
    for (let wave = 0; wave < waves; wave += 1) {
      const batch = started.slice(wave * waveSize, (wave + 1) * waveSize);
      const event = events[wave];
      let paidInWave = 0;
      let killAt = null;
      let settleFrom = null;
      const struck = event
        ? (async () => {
            await waitUntil(async () => paidInWave >= batch.length / 2, { deadlineMs: 120_000 });
            killAt = new Date();
            log(`chaos: ${event.label} after ${wave * waveSize + paidInWave} payments`);
            settleFrom = await event.act();
            lastEventAt = Date.now();
          })()
        : Promise.resolve();

      await inParallel(batch, CONCURRENCY, async (purchase) => {
        await pressPay(origin, purchase);
        for (let delivery = 1; delivery < DELIVERIES_PER_PAYMENT; delivery += 1) {
          await sendChargeSuccess(origin, { ref: purchase.ref, amountKobo: TOTAL_KOBO });
        }
        paidInWave += 1;
      });
      await struck;

      if (killAt) {
        const isRecovered = await waitUntil(
          async () => (await countUnsettled(database.query, killAt)) === 0,
          { deadlineMs: Math.max(0, settleFrom + SETTLE_WITHIN_MS - Date.now()) },
        );
        const seconds = (Date.now() - settleFrom) / 1000;
        recoveries.push(isRecovered ? seconds : Number.POSITIVE_INFINITY);
        const from = instances > 1 ? 'the kill' : 'the restart';
        log(
          `chaos: every purchase paid before kill ${wave + 1} settled ${isRecovered ? `${seconds.toFixed(1)} s` : 'NOT within 60 s'} after ${from}`,
        );
      }
    }

    await waitUntil(async () => (await countUnsettled(database.query)) === 0, {
      deadlineMs: Math.max(0, lastEventAt + SETTLE_WITHIN_MS - Date.now()),
    });
    const outcome = await readOutcome(database.query);
    return {
      purchases,
      kills: events.length,
      recoverySeconds: recoveries,
      ...outcome,
      messages: target.messages?.outcome() ?? null,
    };
  } finally {
    await target?.stop().catch(() => {});
    await database.drop().catch(() => {});
  }
}

/** The bar (README, "Chaos") as rows of { figure, value, goal, pass }. */
export function chaosRows(result) {
  const slowestRecovery = Math.max(0, ...result.recoverySeconds);
  return [
    {
      figure: 'vends per purchase (most)',
      value: result.maxVendRequestsPerPurchase,
      goal: '≤ 1',
      pass: result.maxVendRequestsPerPurchase <= 1,
    },
    {
      figure: 'paid purchases neither delivered nor refunded 60 s after the last kill or restart',
      value: result.unsettled,
      goal: '0',
      pass: result.unsettled === 0,
    },
    ...(result.messages
      ? [
          {
            figure: 'duplicate SMS at the stand-in gateway (same Idempotency-Key)',
            value: result.messages.duplicateSms,
            goal: '0',
            pass: result.messages.duplicateSms === 0,
          },
          {
            figure: 'purchases whose token SMS reached the gateway twice',
            value: result.messages.duplicateTokenSms,
            goal: '0',
            pass: result.messages.duplicateTokenSms === 0,
          },
          {
            figure: 'duplicate mails at the stand-in SMTP server (same Message-ID)',
            value: result.messages.duplicateMails,
            goal: '0',
            pass: result.messages.duplicateMails === 0,
          },
        ]
      : [
          {
            figure: 'duplicate token messages',
            value: result.duplicateTokenMessages,
            goal: '0',
            pass: result.duplicateTokenMessages === 0,
          },
          {
            figure: 'duplicate refund messages',
            value: result.duplicateRefundMessages,
            goal: '0',
            pass: result.duplicateRefundMessages === 0,
          },
        ]),
    {
      figure: 'time to settle after a kill (slowest, s)',
      value: Number.isFinite(slowestRecovery) ? Number(slowestRecovery.toFixed(1)) : 'never',
      goal: '< 60',
      pass: result.recoverySeconds.length === result.kills && slowestRecovery < 60,
    },
  ];
}
