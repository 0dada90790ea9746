import type { Beneficiary, Provider } from '@powerpay/shared';

import { BoltIcon } from '@/components/ui/icons';

import { providerName } from '../utils/display';
import { MeterTypeBadge, type BeneficiaryRowActions } from './beneficiary-table';
import { RowActionMenu } from './row-action-menu';

/** Mobile: one card per saved meter, under the heading Select a beneficiary. */
export function BeneficiaryCards({
  beneficiaries,
  providers,
  onEdit,
  onDelete,
}: { beneficiaries: Beneficiary[]; providers: Provider[] } & BeneficiaryRowActions) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Your beneficiaries">
      {beneficiaries.map((beneficiary) => (
        <li
          key={beneficiary.id}
          className="flex items-start gap-3 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-card"
        >
          <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <BoltIcon className="size-5" />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="font-semibold break-words text-ink">{beneficiary.name}</p>
            <p className="text-sm tabular-nums tracking-wide text-gray-800">{beneficiary.meter_no}</p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <span className="text-xs text-gray-600">{providerName(providers, beneficiary.provider)}</span>
              <MeterTypeBadge meterType={beneficiary.meter_type} />
            </div>
          </div>
          <RowActionMenu
            label={`Actions for meter ${beneficiary.meter_no}`}
            onEdit={() => onEdit(beneficiary)}
            onDelete={() => onDelete(beneficiary)}
          />
        </li>
      ))}
    </ul>
  );
}
