import { formatPhone } from '@powerpay/shared/display';

import { CheckIcon } from '@/components/ui/icons';

import type { BeneficiaryEntryValues } from './beneficiary-entry-form';
import { meterTypeLabel } from '../utils/display';

/** Step 2 of the Add / Edit panel: what will be saved, with the name the DisCo returned. */
export function VerifiedDetails({
  values,
  meterName,
  providerLabel,
  alreadySavedAs,
}: {
  values: BeneficiaryEntryValues;
  meterName: string;
  providerLabel: string;
  /** The name of the customer's saved entry for this meter and DisCo, which Save will update. */
  alreadySavedAs?: string;
}) {
  const rows: Array<[string, string]> = [
    ['Provider', providerLabel],
    ['Meter Type', meterTypeLabel(values.meter_type)],
    ['Meter Number', values.meter_no],
    ['Meter Name', meterName],
    ['Phone Number', formatPhone(values.phone)],
    ['Email', values.email || 'Not provided'],
  ];

  return (
    <section aria-labelledby="verified-details-title" className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
          <CheckIcon className="size-4" />
        </span>
        <div className="flex flex-col">
          <h3 id="verified-details-title" className="font-semibold text-brand-800">
            Verified Details
          </h3>
          <p className="text-sm text-brand-800/80">
            The DisCo confirmed this meter. Check the details, then save.
          </p>
        </div>
      </div>
      {alreadySavedAs !== undefined && (
        <p
          role="status"
          className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          You already saved this meter as{' '}
          <strong className="break-words font-semibold">{alreadySavedAs}</strong>. Saving updates that entry
          instead of adding a new one.
        </p>
      )}
      <dl className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-start justify-between gap-4 px-4 py-3">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="break-all text-right text-sm font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
