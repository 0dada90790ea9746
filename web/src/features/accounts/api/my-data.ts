import type { AccountDeletionInput } from '@powerpay/shared';

import { api } from '@/lib/api-client';

/** GET /user/data: everything PowerPay keeps about the signed-in customer (decision 043). */
export function downloadMyData(): Promise<Record<string, unknown>> {
  return api.get<Record<string, unknown>>('/user/data');
}

/** POST /user/delete with the password: the account is deleted at once. */
export function deleteMyAccount(input: AccountDeletionInput): Promise<null> {
  return api.post<null>('/user/delete', input);
}
