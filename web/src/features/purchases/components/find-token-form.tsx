import { SERVER_MESSAGES } from '@powerpay/shared/messages';
import {
  findPurchaseForm,
  type FindPurchaseFormValues,
  type FindPurchaseInput,
} from '@powerpay/shared/purchase-forms';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-error';
import { sequentialResolver } from '@/lib/form-resolver';
import { notify } from '@/lib/toast';

import { useFindPurchase } from '../api/find-purchase';

/**
 * Find my token (decision 021): a guest who lost the receipt link types the purchase reference
 * (from the SMS or the bank statement) and the phone number, and lands on the receipt. A wrong pair is
 * toasted with the server's one answer, which never says which part was wrong.
 */
function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : SERVER_MESSAGES.internal;
}

export function FindTokenForm() {
  const navigate = useNavigate();
  const findPurchase = useFindPurchase();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FindPurchaseFormValues, unknown, FindPurchaseInput>({
    defaultValues: { ref: '', phone: '' },
    resolver: sequentialResolver(findPurchaseForm),
  });

  const onSubmit = handleSubmit(async (input) => {
    const found = await findPurchase.mutateAsync(input).catch((error: unknown) => {
      // The API client reads every 404 as "Request not found": this one has its own words.
      notify.error(
        error instanceof ApiError && error.status === 404
          ? SERVER_MESSAGES.purchaseNotFound
          : errorMessage(error),
      );
      return null;
    });
    if (found) void navigate(found.receipt_path);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Find my token" className="flex flex-col gap-5">
      <TextField
        label="Purchase reference"
        isRequired
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="PP-20250105-K7Q2M9XD4T"
        hint="It is in your token SMS and on your bank statement."
        error={errors.ref?.message}
        {...register('ref')}
      />
      <PhoneField
        label="Phone Number"
        isRequired
        placeholder="08012345678"
        hint="The number you bought with."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Button
        type="submit"
        size="lg"
        isFullWidth
        busy={findPurchase.isPending}
        busyLabel="Looking for your purchase..."
      >
        Find my token
      </Button>
    </form>
  );
}
