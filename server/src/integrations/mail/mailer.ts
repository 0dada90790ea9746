import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { insertOutboxMessage } from '../outbox.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** The same key twice means the same message: sent once (the outbox) or with one Message-ID (SMTP). */
  idempotencyKey?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send({ idempotencyKey, ...message }) {
      const messageId = idempotencyKey
        ? `<${idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@powerpay>`
        : undefined;
      await transport.sendMail({ from, ...message, messageId });
    },
  };
}

/** Development and test mail: kept in the outbox table, readable at /api/v1/dev/outbox. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    send: (message) =>
      insertOutboxMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text + attachmentNote(message.attachments),
        idempotencyKey: message.idempotencyKey,
      }),
  };
}

/** The outbox keeps text only: it notes each attachment's name and size so a reader sees what was sent. */
function attachmentNote(attachments: MailAttachment[] = []): string {
  return attachments
    .map(
      (file) =>
        `\n\n[Attachment: ${file.filename}, ${file.contentType}, ${Math.ceil(file.content.length / 1024)} KB]`,
    )
    .join('');
}
