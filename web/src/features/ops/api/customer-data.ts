import { api } from '@/lib/api-client';

/** POST /ops/customers/data: the customer's data as Download my data gives it; logged (decision 040). */
export const exportCustomerData = (email: string) =>
  api.post<Record<string, unknown>>('/ops/customers/data', { email });

/** Saves a customer's export as the JSON file to send them. */
export function saveCustomerDataFile(data: Record<string, unknown>): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'powerpay-customer-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
