import { formatDateTime } from '@powerpay/shared';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import type { ContactMessageRow } from './contact.repository.ts';
import * as contactMessagesRepository from './contact.repository.ts';

export const NOTIFY_SUPPORT_JOB = 'contact.notify-support';

/**
 * E-mails a stored contact message to the support inbox. It runs as a job so that a mail server
 * hiccup neither fails the visitor's request (the message is already safe in the database) nor
 * loses the notification: pg-boss retries it.
 */
export const notifySupportJob = defineJob({
  name: NOTIFY_SUPPORT_JOB,
  payload: z.object({ messageId: z.uuid() }),
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  async handle({ messageId }, context) {
    const message = await contactMessagesRepository.findById(context.db, messageId);
    if (!message) {
      context.log.warn({ messageId }, 'contact message to notify no longer exists');
      return;
    }

    await context.integrations.mail.send({
      to: context.env.SUPPORT_EMAIL,
      subject: supportSubject(message),
      text: supportBody(message),
    });
  },
});

function supportSubject(message: ContactMessageRow): string {
  const sender = message.name ?? message.email;
  return `Contact form: ${message.subject ?? 'New message'} (from ${sender})`;
}

function supportBody(message: ContactMessageRow): string {
  return [
    'A new message arrived through the PowerPay Contact Us form.',
    '',
    `Name: ${message.name ?? '(not given)'}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone}`,
    `Subject: ${message.subject ?? '(not given)'}`,
    `Received: ${formatDateTime(message.createdAt)} (Lagos time)`,
    `Reference: ${message.id}`,
    '',
    message.message,
    '',
    `Reply to the customer at ${message.email} or call ${message.phone}.`,
  ].join('\n');
}
