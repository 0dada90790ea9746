import type { Database } from '../../db/client.ts';
import { GatewayRefusedError } from '../message-claims.ts';
import { insertOutboxMessage } from '../outbox.ts';

export interface SmsMessage {
  /** Nigerian number as the customer typed it (e.g. 08031234567). */
  to: string;
  text: string;
  /** The same key twice means the same message: stored once (the outbox), sent with an Idempotency-Key header (HTTP). */
  idempotencyKey?: string;
}

export interface SmsSender {
  readonly kind: 'http' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

/** International format the gateways expect: 2348031234567. */
export function toInternationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('234')) return digits;
  return `234${digits.replace(/^0/, '')}`;
}

/**
 * A generic JSON-over-HTTP SMS gateway (the shape used by Nigerian gateways such as Termii:
 * `{ to, from, sms }` with a bearer key). Any non-2xx answer is an error so the caller's job retries.
 */
export function createHttpSmsSender(options: { url: string; token?: string; senderId: string }): SmsSender {
  return {
    kind: 'http',
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(message.idempotencyKey ? { 'idempotency-key': message.idempotencyKey } : {}),
        },
        body: JSON.stringify({
          to: toInternationalNumber(message.to),
          from: options.senderId,
          sms: message.text,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new GatewayRefusedError(`SMS gateway answered ${response.status}`);
    },
  };
}

export function createOutboxSmsSender(db: Database): SmsSender {
  return {
    kind: 'outbox',
    send: (message) =>
      insertOutboxMessage(db, {
        channel: 'sms',
        recipient: message.to,
        body: message.text,
        idempotencyKey: message.idempotencyKey,
      }),
  };
}
