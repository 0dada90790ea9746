import type { Beneficiary } from '@powerpay/shared';
import { METER_TYPES, type MeterType } from '@powerpay/shared';
import type { BeneficiaryRow } from './beneficiaries.repository.ts';

function toMeterType(value: string): MeterType {
  return (METER_TYPES as readonly string[]).includes(value) ? (value as MeterType) : 'prepaid';
}

/** What leaves the server for one beneficiary (docs/product.md §3 field names). */
export function presentBeneficiary(row: BeneficiaryRow): Beneficiary {
  return {
    id: row.id,
    name: row.name,
    meter_no: row.meterNo,
    meter_type: toMeterType(row.meterType),
    provider: row.provider,
    phone: row.phone,
    email: row.email,
  };
}
