import {
  PURCHASE_METER_TYPES,
  amountField,
  checkMinimumAmount,
  minimumPurchaseNaira,
  type PurchaseFormData,
} from '@powerpay/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { HeldSubmitLabel } from '@/components/ui/held-submit-label';
import { MeterFields } from '@/components/ui/meter-fields';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { useIdlePreload } from '@/hooks/use-idle-preload';
import { usePrerenderedForm } from '@/hooks/use-prerendered-form';
import { useTypedBeforeApp } from '@/hooks/use-typed-before-app';
import { lazySequentialResolver } from '@/lib/form-resolver';
import { notify } from '@/lib/toast';

import { useProviders } from '../api/get-providers';
import { useUsualAmounts } from '../api/get-usual-amounts';
import { useVerifyMeter } from '../api/verify-meter';
import { keepPurchaseDraft } from '../utils/purchase-draft';
import { quickAmountsFor, type PurchaseFormText, type PurchaseOrder } from '../utils/purchase-order';
import { QuickAmounts } from './quick-amounts';

// zod and the shared schemas are half of the form's code and none of its first paint: the fields
// show with react-hook-form alone, and the checks download when idle or on the first validation.
const loadPurchaseForms = () => import('@powerpay/shared/purchase-forms');

const NEW_PURCHASE_FORM = 'New Purchase';
/** docs/product.md §2: Continue reads this while the meter is checked (and, before the app runs, while it loads). */
const VERIFYING_LABEL = 'Verifying Details...';

/** The form's own fields among `typed` (the prerendered HTML names each field as the form does). */
function pickFormText(typed: Record<string, string>, fields: PurchaseFormText): Partial<PurchaseFormText> {
  return Object.fromEntries(Object.entries(typed).filter(([name]) => name in fields));
}

/** The naira the Amount box holds, read as the form reads it ("₦5,000" is 5000), or null. */
const amountSchema = amountField();
function amountOf(text: string | undefined): number | null {
  const parsed = amountSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** A saved meter as the beneficiaries picker hands it over (the fields the form can use). */
export type BeneficiaryChoice = {
  meter_no: string;
  provider: string;
  meter_type: string;
  phone: string;
  name: string;
};

/**
 * Slot for Select from Beneficiaries: the route renders the beneficiaries feature's picker and
 * passes `fill` as its onSelect (features never import each other).
 */
export type RenderBeneficiaryPicker = (fill: (beneficiary: BeneficiaryChoice) => void) => ReactNode;

/**
 * New Purchase, step 1/2. Checks run in the form's order and only the first failing field is flagged;
 * Continue verifies the meter with the DisCo and hands the verified order on.
 */
export function PurchaseForm({
  defaultValues,
  isSignedIn,
  renderBeneficiaryPicker,
  onVerified,
}: {
  defaultValues: PurchaseFormText;
  isSignedIn: boolean;
  renderBeneficiaryPicker?: RenderBeneficiaryPicker;
  onVerified: (order: PurchaseOrder) => void;
}) {
  const providers = useProviders();
  const verifyMeter = useVerifyMeter();
  const usualAmounts = useUsualAmounts();
  // Typed into the prerendered form before the app ran: kept.
  const typedBeforeApp = useTypedBeforeApp(NEW_PURCHASE_FORM);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<PurchaseFormText, unknown, PurchaseFormData & { email?: string | null }>({
    defaultValues: { ...defaultValues, ...pickFormText(typedBeforeApp, defaultValues) },
    // A guest may add an e-mail for the receipt; a signed-in customer's is their account's.
    resolver: lazySequentialResolver(() =>
      loadPurchaseForms().then((forms) => (isSignedIn ? forms.purchaseForm : forms.guestPurchaseForm)),
    ),
  });
  useIdlePreload(loadPurchaseForms);
  const [postpaidMeter, setPostpaidMeter] = useState<string | null>(null);
  const { email: _optionalEmail, ...requiredValues } = useWatch({ control });
  const isEveryFieldFilled = Object.values(requiredValues).every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  const { meter_no, provider, meter_type, amount, phone } = requiredValues;
  useEffect(
    () => keepPurchaseDraft({ meter_no, provider, meter_type, amount, phone }),
    [meter_no, provider, meter_type, amount, phone],
  );

  const onSubmit = handleSubmit(async (order) => {
    const { meter_no, meter_type, provider } = order;
    // A failed call has already been toasted by the API client; the form keeps what was typed.
    const result = await verifyMeter.mutateAsync({ meter_no, meter_type, provider }).catch(() => null);
    if (!result) return;

    if ('error' in result) {
      // A corner toast alone does not say which field to fix: the meter number is marked too (docs/product.md §12).
      notify.error(result.error);
      setError('meter_no', { message: result.error }, { shouldFocus: true });
      return;
    }

    // The DisCo's minimum is known once the meter is verified; below it the vend would fail after payment.
    const belowMinimum = checkMinimumAmount(
      order.amount,
      minimumPurchaseNaira(provider, result.Min_Purchase_Amount),
    );
    if (belowMinimum) {
      setError('amount', { message: belowMinimum }, { shouldFocus: true });
      return;
    }

    // "Verified" is said by the summary itself, beside the name: a toast covered its Total on a phone (docs/product.md §12).
    onVerified({ ...order, meter_name: result.Customer_Name });
  });

  // Sent before the app ran: the values sent, not what the fields held when it took over (decision 047).
  const prerenderedFormProps = usePrerenderedForm(NEW_PURCHASE_FORM, (values) => {
    for (const [name, value] of Object.entries(pickFormText(values, defaultValues)))
      setValue(name as keyof PurchaseFormText, value ?? '', { shouldDirty: true });
    void onSubmit();
  });

  const fillFromBeneficiary = (beneficiary: BeneficiaryChoice) => {
    const options = { shouldDirty: true } as const;
    setValue('meter_no', beneficiary.meter_no, options);
    setValue('provider', beneficiary.provider, options);
    // The purchase form sells prepaid only; a postpaid beneficiary leaves the type empty and says why.
    setValue('meter_type', beneficiary.meter_type === 'prepaid' ? 'prepaid' : '', options);
    setValue('phone', beneficiary.phone, options);
    setPostpaidMeter(beneficiary.meter_type === 'prepaid' ? null : beneficiary.meter_no);
    clearErrors();
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={NEW_PURCHASE_FORM}
      {...prerenderedFormProps}
    >
      {isSignedIn && renderBeneficiaryPicker ? (
        <div className="flex">{renderBeneficiaryPicker(fillFromBeneficiary)}</div>
      ) : null}

      {postpaidMeter ? (
        <p
          role="status"
          className="rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-accent-900"
        >
          Meter {postpaidMeter} is a postpaid meter. PowerPay sells prepaid tokens only, so it cannot be
          bought for here: pay its bill with your DisCo, or choose a prepaid meter.
        </p>
      ) : null}

      <MeterFields
        providers={providers}
        meterTypes={PURCHASE_METER_TYPES}
        meterNoPlaceholder="Enter your meter number"
        register={register}
        errors={errors}
      />
      <TextField
        label="Amount"
        isRequired
        inputMode="decimal"
        autoComplete="off"
        placeholder="Enter amount in naira"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <QuickAmounts
        amounts={quickAmountsFor(usualAmounts.data, requiredValues.meter_no)}
        chosen={amountOf(requiredValues.amount)}
        onPick={(amount) =>
          setValue('amount', String(amount), { shouldDirty: true, shouldValidate: Boolean(errors.amount) })
        }
      />
      <PhoneField
        label="Phone Number"
        isRequired
        placeholder="08012345678"
        error={errors.phone?.message}
        {...register('phone')}
      />
      {isSignedIn ? null : (
        <TextField
          label="Email (optional)"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          hint="We send your receipt and token here too."
          error={errors.email?.message}
          {...register('email')}
        />
      )}

      <Button
        type="submit"
        size="lg"
        isFullWidth
        busy={verifyMeter.isPending}
        busyLabel={VERIFYING_LABEL}
        disabled={isSignedIn && !isEveryFieldFilled}
        className="mt-2"
      >
        <HeldSubmitLabel busyLabel={VERIFYING_LABEL}>Continue</HeldSubmitLabel>
      </Button>
    </form>
  );
}
