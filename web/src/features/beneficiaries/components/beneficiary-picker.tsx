import { MAX_PAGE_SIZE, type Beneficiary } from '@powerpay/shared';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ChevronRightIcon, UsersIcon } from '@/components/ui/app-icons';
import { ResponsivePanel } from '@/components/ui/responsive-panel';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

import { useBeneficiaries } from '../api/get-beneficiaries';
import { useProviders } from '../api/get-providers';
import { providerName } from '../utils/display';
import { MeterTypeBadge } from './beneficiary-table';
import { SearchBox } from './search-box';

/** What choosing a beneficiary hands to the purchase form (the whole saved entry is passed). */
export type PickedBeneficiary = Pick<Beneficiary, 'meter_no' | 'provider' | 'meter_type' | 'phone' | 'name'>;

/**
 * Select from Beneficiaries: the trigger button and the Beneficiaries panel (side panel on desktop,
 * bottom sheet on mobile). Choosing one calls `onSelect` and closes the panel. Render it for
 * signed-in customers only.
 */
export function BeneficiaryPicker({
  onSelect,
  className,
}: {
  onSelect: (beneficiary: PickedBeneficiary) => void;
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);

  return (
    <>
      <Button
        variant="outline"
        leftIcon={<UsersIcon className="size-4" />}
        onClick={() => setIsOpen(true)}
        className={cn('self-start', className)}
      >
        Select from Beneficiaries
      </Button>
      <BeneficiaryPickerPanel open={isOpen} onOpenChange={setIsOpen} onSelect={onSelect} />
    </>
  );
}

/** The Beneficiaries panel alone, for a form that renders its own trigger (controlled). */
export function BeneficiaryPickerPanel({
  open,
  onOpenChange,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (beneficiary: Beneficiary) => void;
}) {
  return (
    <ResponsivePanel open={open} onOpenChange={onOpenChange} title="Beneficiaries">
      <PickerList
        onSelect={(beneficiary) => {
          onSelect(beneficiary);
          onOpenChange(false);
        }}
      />
    </ResponsivePanel>
  );
}

function PickerList({ onSelect }: { onSelect: (beneficiary: Beneficiary) => void }) {
  const providers = useProviders();
  const [name, setName] = useState('');
  const { data, isPending } = useBeneficiaries({ page: 1, limit: MAX_PAGE_SIZE, name });
  const items = data?.items ?? [];

  return (
    <div className="flex flex-col gap-4">
      <SearchBox label="Search beneficiaries" placeholder="Search history" onSearch={setName} />
      <h3 className="text-sm font-semibold text-gray-700">Select a beneficiary</h3>
      {isPending ? (
        <div className="flex justify-center py-10 text-brand-600">
          <Spinner className="size-7" label="Loading beneficiaries" />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<UsersIcon className="size-8" />}
          title={name ? 'No beneficiary found' : 'You have no Beneficiaries yet'}
          description={
            name
              ? `Nothing matches “${name}”.`
              : 'Turn on “Save meter details as a beneficiary” when you pay to keep a meter here.'
          }
          className="py-8"
        />
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((beneficiary) => (
            <li key={beneficiary.id}>
              <button
                type="button"
                onClick={() => onSelect(beneficiary)}
                className="flex w-full items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/50 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
              >
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-semibold tabular-nums tracking-wide text-ink">
                    {beneficiary.meter_no}
                  </span>
                  <span className="text-sm text-gray-700">
                    {providerName(providers, beneficiary.provider)}
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 text-sm font-medium break-words text-ink">
                      {beneficiary.name}
                    </span>
                    <MeterTypeBadge meterType={beneficiary.meter_type} />
                  </span>
                </span>
                <ChevronRightIcon className="size-5 shrink-0 text-gray-400" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
