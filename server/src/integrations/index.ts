import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.ts';
import type { Database } from '../db/client.ts';
import { sendingAtMostOnce, type MessageChannel, type SendOutcome } from './message-claims.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.ts';
import { createHttpSmsSender, createOutboxSmsSender, type SmsSender } from './sms/sms-sender.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { createPaystackPaymentProvider } from './payments/paystack.ts';
import { createSandboxPaymentProvider } from './payments/sandbox.ts';
import type { VendingProvider } from './vending/vending-provider.ts';
import { createSimulatorVendingProvider } from './vending/simulator.ts';
import { createVtpassVendingProvider } from './vending/vtpass.ts';

/** The outside world, each behind a small interface chosen by the environment. */
export interface Integrations {
  mail: Mailer;
  sms: SmsSender;
  vending: VendingProvider;
  payments: PaymentProvider;
}

interface IntegrationsInput {
  env: Env;
  db: Database;
  /** Where the adapters report what the operator must act on (e.g. the VTpass wallet running low). */
  log: FastifyBaseLogger;
  /** Counts each real gateway's sends by outcome (decision 046). */
  onMessageOutcome?: (channel: MessageChannel, outcome: SendOutcome) => void;
}

export function createIntegrations({ env, db, log, onMessageOutcome }: IntegrationsInput): Integrations {
  return {
    // Real gateways do not deduplicate: a keyed message is claimed before it leaves (decision 045).
    mail: env.SMTP_URL
      ? atMostOnce(
          db,
          'email',
          createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }),
          onMessageOutcome,
        )
      : createOutboxMailer(db),
    sms:
      env.SMS_PROVIDER === 'http' && env.SMS_HTTP_URL
        ? atMostOnce(
            db,
            'sms',
            createHttpSmsSender({
              url: env.SMS_HTTP_URL,
              token: env.SMS_HTTP_TOKEN,
              senderId: env.SMS_SENDER_ID,
            }),
            onMessageOutcome,
          )
        : createOutboxSmsSender(db),
    vending: createVendingProvider({ env, db, log }),
    payments: createPaymentProvider({ env, db, log }),
  };
}

function atMostOnce<Sender extends Mailer | SmsSender>(
  db: Database,
  channel: MessageChannel,
  sender: Sender,
  onOutcome?: (channel: MessageChannel, outcome: SendOutcome) => void,
): Sender {
  return { ...sender, send: sendingAtMostOnce(db, channel, sender.send.bind(sender), onOutcome) };
}

function createVendingProvider({ env, db, log }: IntegrationsInput): VendingProvider {
  if (env.VENDING_PROVIDER === 'vtpass') {
    return createVtpassVendingProvider({
      baseUrl: env.VTPASS_BASE_URL,
      apiKey: env.VTPASS_API_KEY ?? '',
      publicKey: env.VTPASS_PUBLIC_KEY ?? '',
      secretKey: env.VTPASS_SECRET_KEY ?? '',
      timeoutMs: env.VTPASS_TIMEOUT_MS,
      log,
    });
  }
  return createSimulatorVendingProvider({ db, pendingDelayMs: env.SIMULATOR_PENDING_DELAY_MS });
}

function createPaymentProvider({ env, db, log }: IntegrationsInput): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'paystack') {
    return createPaystackPaymentProvider({
      baseUrl: env.PAYSTACK_BASE_URL,
      secretKey: env.PAYSTACK_SECRET_KEY ?? '',
      publicUrl: env.PUBLIC_URL,
      log,
    });
  }
  return createSandboxPaymentProvider({
    db,
    publicUrl: env.PUBLIC_URL,
    webhookSecret: env.SANDBOX_WEBHOOK_SECRET,
  });
}
