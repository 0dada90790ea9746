const lagosMinute = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `YYYYMMDDHHmm` of an instant in Africa/Lagos time. */
export function formatLagosMinute(at: Date): string {
  const parts: Record<string, string> = {};
  for (const part of lagosMinute.formatToParts(at)) parts[part.type] = part.value;
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}`;
}

/**
 * The vend request id in VTpass's required format: the first 12 characters are the current
 * date-time `YYYYMMDDHHmm` in Africa/Lagos, then our purchase reference (alphanumerics only),
 * so the provider's records point back to the purchase. Both adapters use it.
 */
export function buildVendRequestId({ reference, at = new Date() }: { reference: string; at?: Date }): string {
  const suffix = reference.replace(/[^A-Za-z0-9]/g, '');
  if (suffix.length === 0) throw new RangeError('A vend request id needs an alphanumeric reference');
  return `${formatLagosMinute(at)}${suffix}`;
}
