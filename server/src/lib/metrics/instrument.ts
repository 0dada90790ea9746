import type { Integrations } from '../../integrations/index.ts';
import type { Metrics } from './metrics.ts';

/** Times an answer from a provider; `outcome` names what it said (or `error` when it threw). */
async function timed<Result>(
  metrics: Metrics,
  labels: { provider: string; operation: string },
  call: () => Promise<Result>,
  outcomeOf: (result: Result) => string,
): Promise<Result> {
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  try {
    const result = await call();
    metrics.providerAnswered({ ...labels, outcome: outcomeOf(result) }, seconds());
    return result;
  } catch (error) {
    metrics.providerAnswered({ ...labels, outcome: 'error' }, seconds());
    throw error;
  }
}

/**
 * The providers as the app uses them, each call timed and counted (decision 046): vends and requeries
 * by outcome, payment verifications and refunds by outcome, outbox messages as sent (a real gateway's
 * are counted by the at-most-once claim, decision 045).
 */
export function instrumentIntegrations(integrations: Integrations, metrics: Metrics): Integrations {
  const { vending, payments, sms, mail } = integrations;
  const vendingLabels = (operation: string) => ({ provider: vending.kind, operation });
  const paymentLabels = (operation: string) => ({ provider: payments.kind, operation });
  return {
    vending: {
      ...vending,
      vend: (request: Parameters<typeof vending.vend>[0]) =>
        timed(
          metrics,
          vendingLabels('vend'),
          () => vending.vend(request),
          (result) => {
            metrics.vendAnswered('vend', result.status);
            return result.status;
          },
        ),
      requery: (request: Parameters<typeof vending.requery>[0]) =>
        timed(
          metrics,
          vendingLabels('requery'),
          () => vending.requery(request),
          (result) => {
            metrics.vendAnswered('requery', result.status);
            return result.status;
          },
        ),
    },
    payments: {
      ...payments,
      verify: (reference: string) =>
        timed(
          metrics,
          paymentLabels('verify'),
          () => payments.verify(reference),
          (result) => result?.status ?? 'not_found',
        ),
      refund: (request: Parameters<typeof payments.refund>[0]) =>
        timed(
          metrics,
          paymentLabels('refund'),
          () => payments.refund(request),
          (result) => result.status,
        ),
    },
    sms:
      sms.kind === 'outbox'
        ? {
            kind: sms.kind,
            send: async (message) => {
              await sms.send(message);
              metrics.messageSent('sms', 'sent');
            },
          }
        : sms,
    mail:
      mail.kind === 'outbox'
        ? {
            kind: mail.kind,
            send: async (message) => {
              await mail.send(message);
              metrics.messageSent('email', 'sent');
            },
          }
        : mail,
  };
}
