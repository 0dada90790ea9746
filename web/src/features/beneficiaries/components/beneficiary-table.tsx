import type { Beneficiary, Provider } from '@powerpay/shared';

import { meterTypeLabel, providerName } from '../utils/display';
import { RowActionMenu } from './row-action-menu';

export type BeneficiaryRowActions = {
  onEdit: (beneficiary: Beneficiary) => void;
  onDelete: (beneficiary: Beneficiary) => void;
};

const headerCellClasses = 'px-5 py-3 text-left text-xs font-semibold uppercase tracking-wide text-gray-600';

/** Desktop: Meter Number, Electricity Provider, Meter Type, Name and the row action. */
export function BeneficiaryTable({
  beneficiaries,
  providers,
  onEdit,
  onDelete,
}: { beneficiaries: Beneficiary[]; providers: Provider[] } & BeneficiaryRowActions) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Your beneficiaries</caption>
      <thead className="bg-gray-50">
        <tr>
          <th scope="col" className={headerCellClasses}>
            Meter Number
          </th>
          <th scope="col" className={headerCellClasses}>
            Electricity Provider
          </th>
          <th scope="col" className={headerCellClasses}>
            Meter Type
          </th>
          <th scope="col" className={headerCellClasses}>
            Name
          </th>
          <th scope="col" className={headerCellClasses}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {beneficiaries.map((beneficiary) => (
          <tr key={beneficiary.id} className="hover:bg-gray-50/60">
            <td className="px-5 py-4 font-medium tabular-nums tracking-wide text-ink">
              {beneficiary.meter_no}
            </td>
            <td className="px-5 py-4 text-gray-700">{providerName(providers, beneficiary.provider)}</td>
            <td className="px-5 py-4">
              <MeterTypeBadge meterType={beneficiary.meter_type} />
            </td>
            <td className="px-5 py-4 font-medium text-ink">{beneficiary.name}</td>
            <td className="w-16 px-3 py-2 text-right">
              <RowActionMenu
                label={`Actions for meter ${beneficiary.meter_no}`}
                onEdit={() => onEdit(beneficiary)}
                onDelete={() => onDelete(beneficiary)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MeterTypeBadge({ meterType }: { meterType: string }) {
  const isPrepaid = meterType === 'prepaid';

  return (
    <span
      className={
        isPrepaid
          ? 'inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700'
          : 'inline-flex rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800'
      }
    >
      {meterTypeLabel(meterType)}
    </span>
  );
}
