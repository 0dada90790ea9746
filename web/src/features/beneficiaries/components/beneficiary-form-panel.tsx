import { SUCCESS_MESSAGES, type Beneficiary } from '@powerpay/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ResponsivePanel } from '@/components/ui/responsive-panel';
import { notify } from '@/lib/toast';

import { findSavedMeter } from '../api/find-saved-meter';
import { useProviders } from '../api/get-providers';
import { beneficiaryKeys } from '../api/query-keys';
import { useSaveBeneficiary } from '../api/save-beneficiary';
import { useUpdateBeneficiary } from '../api/update-beneficiary';
import { useVerifyBeneficiaryMeter } from '../api/verify-meter';
import { providerName } from '../utils/display';
import {
  BeneficiaryEntryForm,
  EMPTY_ENTRY,
  type BeneficiaryEntryData,
  type BeneficiaryEntryValues,
} from './beneficiary-entry-form';
import { VerifiedDetails } from './verified-details';

/** docs/product.md §9: the toast stays this long before the list refreshes and the panel closes. */
export const SAVE_REFRESH_DELAY_MS = 1200;

/** Add: a new meter. Edit: the beneficiary whose row action was clicked. */
export type BeneficiaryPanelTarget = { mode: 'add' } | { mode: 'edit'; beneficiary: Beneficiary };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function initialValues(target: BeneficiaryPanelTarget): BeneficiaryEntryValues {
  if (target.mode === 'add') return EMPTY_ENTRY;
  const { provider, meter_type, meter_no, phone, email } = target.beneficiary;
  return { provider, meter_type, meter_no, phone, email: email ?? '' };
}

/**
 * Add New Beneficiaries / Edit Beneficiary (side panel on desktop, bottom sheet on mobile): the
 * entry form with Verify, then Verified Details with Save Beneficiary. Mount it with a fresh `key`
 * for every opening so each starts from its own values.
 */
export function BeneficiaryFormPanel({
  target,
  open,
  onOpenChange,
}: {
  target: BeneficiaryPanelTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const providers = useProviders();
  const queryClient = useQueryClient();
  const verifyMeter = useVerifyBeneficiaryMeter();
  const saveBeneficiary = useSaveBeneficiary();
  const updateBeneficiary = useUpdateBeneficiary();
  const [values, setValues] = useState<BeneficiaryEntryValues>(() => initialValues(target));
  const [verified, setVerified] = useState<{
    entry: BeneficiaryEntryData;
    meterName: string;
    alreadySaved?: Beneficiary;
  } | null>(null);
  const [isRefreshing, setIsRefreshing] = useState(false);

  const onVerify = async (entry: BeneficiaryEntryData) => {
    // Kept as typed, so Back from Verified Details (or a failed check) shows the same values.
    setValues({ ...entry, email: entry.email ?? '' });
    const { meter_no, meter_type, provider } = entry;
    // A failed call has already been toasted by the API client; the form keeps what was typed. A new
    // meter is also looked up among the saved ones at the same time, so a slow network waits once.
    const [result, alreadySaved] = await Promise.all([
      verifyMeter.mutateAsync({ meter_no, meter_type, provider }).catch(() => null),
      target.mode === 'add' ? findSavedMeter({ meter_no, provider }) : undefined,
    ]);
    if (!result) return;

    if ('error' in result) {
      notify.error(result.error);
      return;
    }
    notify.success(SUCCESS_MESSAGES.verified);
    setVerified({ entry, meterName: result.Customer_Name, alreadySaved });
  };

  const onSave = async () => {
    if (!verified) return;
    const payload = { ...verified.entry, email: verified.entry.email ?? '', name: verified.meterName };
    const saving =
      target.mode === 'edit'
        ? updateBeneficiary
            .mutateAsync({ id: target.beneficiary.id, payload })
            .then(() => SUCCESS_MESSAGES.beneficiaryAdded)
        : saveBeneficiary.mutateAsync(payload).then((saved) => saved.message);
    const message = await saving.catch(() => null);
    if (!message) return;

    notify.success(message);
    setIsRefreshing(true);
    await wait(SAVE_REFRESH_DELAY_MS);
    await queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all });
    setIsRefreshing(false);
    onOpenChange(false);
  };

  const isVerified = verified !== null;
  const isSaving = saveBeneficiary.isPending || updateBeneficiary.isPending || isRefreshing;
  const title = target.mode === 'edit' ? 'Edit Beneficiary' : 'Add New Beneficiaries';

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={isVerified ? undefined : 'Enter the meter details, then verify them with your DisCo.'}
      onBack={isVerified && !isSaving ? () => setVerified(null) : undefined}
      backLabel="Back to meter details"
      footer={
        isVerified ? (
          <Button size="lg" isFullWidth busy={isSaving} busyLabel="Saving..." onClick={() => void onSave()}>
            Save Beneficiary
          </Button>
        ) : (
          <Button
            type="submit"
            form={formId}
            size="lg"
            isFullWidth
            busy={verifyMeter.isPending}
            busyLabel="Verifying..."
          >
            Verify
          </Button>
        )
      }
    >
      {verified ? (
        <VerifiedDetails
          values={values}
          meterName={verified.meterName}
          providerLabel={providerName(providers, values.provider)}
          alreadySavedAs={verified.alreadySaved?.name}
        />
      ) : (
        <BeneficiaryEntryForm
          formId={formId}
          defaultValues={values}
          providers={providers}
          onValid={onVerify}
        />
      )}
    </ResponsivePanel>
  );
}
