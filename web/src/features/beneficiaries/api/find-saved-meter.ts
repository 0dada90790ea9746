import type { Beneficiary } from '@powerpay/shared';

import { apiRequest } from '@/lib/api-client';

import { BENEFICIARY_PAGE_SIZE } from './get-beneficiaries';

/**
 * The customer's saved entry for this meter and DisCo, if there is one: saving the same pair again
 * updates that entry (the server upserts), so the Add panel says so before Save. The list's search
 * matches meter numbers by their digits; a failed lookup answers undefined and toasts nothing, since
 * the notice is a courtesy and Save works either way.
 */
export async function findSavedMeter({
  meter_no,
  provider,
}: Pick<Beneficiary, 'meter_no' | 'provider'>): Promise<Beneficiary | undefined> {
  try {
    const { data } = await apiRequest<Beneficiary[]>({
      method: 'GET',
      path: '/beneficiary',
      query: { page: 1, limit: BENEFICIARY_PAGE_SIZE, name: meter_no },
      silent: true,
    });
    return Array.isArray(data)
      ? data.find((saved) => saved.meter_no === meter_no && saved.provider === provider)
      : undefined;
  } catch {
    return undefined;
  }
}
