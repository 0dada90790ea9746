import type { Env } from '../env.ts';
import type { Database } from '../db/client.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.ts';
import { createHttpSmsSender, createOutboxSmsSender, type SmsSender } from './sms/sms-sender.ts';

/** The outside world, each behind a small interface chosen by the environment. */
export interface Integrations {
  mail: Mailer;
  sms: SmsSender;
}

export function createIntegrations(env: Env, db: Database): Integrations {
  return {
    mail: env.SMTP_URL ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }) : createOutboxMailer(db),
    sms:
      env.SMS_PROVIDER === 'http' && env.SMS_HTTP_URL
        ? createHttpSmsSender({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, senderId: env.SMS_SENDER_ID })
        : createOutboxSmsSender(db),
  };
}
