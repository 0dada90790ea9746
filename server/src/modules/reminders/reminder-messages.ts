import { DISCOS, formatKobo, REMINDER_FREQUENCY_LABELS, type ReminderFrequency } from '@powerpay/shared';
import type { LastPurchase, ReminderRecipient } from './reminders.repository.ts';

/** Pages of the web app a reminder links to (web/src/config/paths.ts). */
const BUY_ELECTRICITY_PATH = '/buy-electricity';
const NOTIFICATIONS_PATH = '/notifications';

interface ReminderContent {
  recipient: ReminderRecipient;
  lastPurchase: LastPurchase | null;
  publicUrl: string;
}

function pageUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

function discoName(serviceId: string): string {
  return DISCOS.find((disco) => disco.serviceID === serviceId)?.name ?? serviceId;
}

/** Short enough for one or two SMS parts; plain GSM characters only (NGN, not the naira sign). */
export function reminderSms({ lastPurchase, publicUrl }: ReminderContent): string {
  const buyUrl = pageUrl(publicUrl, BUY_ELECTRICITY_PATH);
  if (!lastPurchase) return `PowerPay: time to top up your meter. Buy electricity at ${buyUrl}`;
  return `PowerPay: time to top up meter ${lastPurchase.meterNo} (last time ${formatKobo(lastPurchase.amountKobo)}). Buy electricity at ${buyUrl}`;
}

export function reminderMail({ recipient, lastPurchase, publicUrl }: ReminderContent) {
  const frequency = REMINDER_FREQUENCY_LABELS[recipient.reminderFrequency as ReminderFrequency] as
    string | undefined;
  const reminderName = frequency ? `${frequency.toLowerCase()} PowerPay reminder` : 'PowerPay reminder';
  const lastPurchaseLines = lastPurchase
    ? [
        `Your last purchase was ${formatKobo(lastPurchase.amountKobo)} for meter ${lastPurchase.meterNo} (${discoName(lastPurchase.provider)}).`,
        '',
      ]
    : [];

  return {
    subject: 'Time to top up your electricity',
    text: [
      `Hello ${recipient.firstName},`,
      '',
      `This is your ${reminderName} to top up your prepaid meter before the units run out.`,
      '',
      ...lastPurchaseLines,
      `Buy electricity: ${pageUrl(publicUrl, BUY_ELECTRICITY_PATH)}`,
      '',
      `You get this e-mail because purchase reminders are on in your PowerPay account. To change the day or turn them off, go to ${pageUrl(publicUrl, NOTIFICATIONS_PATH)}.`,
    ].join('\n'),
  };
}
