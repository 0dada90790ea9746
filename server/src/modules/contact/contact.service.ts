import type { ContactInput } from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import { NOTIFY_SUPPORT_JOB } from './contact.jobs.ts';
import * as contactMessagesRepository from './contact.repository.ts';

/** Keeps the visitor's message and queues the e-mail to the support inbox. */
export async function receiveContactMessage({
  context,
  input,
}: {
  context: AppContext;
  input: ContactInput;
}) {
  const message = await contactMessagesRepository.insert(context.db, input);

  await context.queue.send(NOTIFY_SUPPORT_JOB, { messageId: message.id }, { singletonKey: message.id });

  return message;
}
