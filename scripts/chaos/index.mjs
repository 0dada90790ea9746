/**
 * `npm run chaos`: the money path under crashes (see run-chaos.mjs and the README). Options:
 * `--purchases N` (200) and `--kills K` (2), or `--instances N` (3 or more: N instances behind nginx,
 * one killed for good and one killed and restarted; `--kills` does not apply). Exits non-zero when a
 * promise is broken.
 */
import { parseArgs } from 'node:util';
import { chaosRows, runChaos } from './run-chaos.mjs';

const { values } = parseArgs({
  options: {
    purchases: { type: 'string', default: '200' },
    kills: { type: 'string', default: '2' },
    instances: { type: 'string', default: '1' },
  },
});

const result = await runChaos({
  purchases: Number(values.purchases),
  kills: Number(values.kills),
  instances: Number(values.instances),
});
const rows = chaosRows(result);

console.log(`\npurchases by status: ${JSON.stringify(result.statuses)}`);
console.log(
  `paid at the provider: ${result.paid}, refunded there: ${result.refundedAtProvider}, most vend calls for one purchase: ${result.maxVendCallsPerPurchase}`,
);
if (result.messages) {
  console.log(
    `reached the stand-ins: ${result.messages.smsReceived} SMS, ${result.messages.mailsReceived} mails`,
  );
}
console.log(
  `time to settle after each kill (s): ${result.recoverySeconds.map((seconds) => seconds.toFixed(1)).join(', ')}\n`,
);
const width = Math.max(...rows.map((row) => row.figure.length));
for (const row of rows) {
  console.log(
    `${row.pass ? 'ok  ' : 'FAIL'} ${row.figure.padEnd(width)}  ${String(row.value).padStart(6)}  (goal ${row.goal})`,
  );
}
process.exit(rows.every((row) => row.pass) ? 0 : 1);
