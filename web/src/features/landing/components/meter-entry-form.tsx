import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { BoltIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { OFFLINE_MESSAGE } from '@/lib/api-error';
import { LANDING_METER_PARAM, storeLandingMeter } from '@/lib/landing-meter';
import { notify } from '@/lib/toast';

import { checkMeterNumber, loadMeterCheck } from '../utils/check-meter-number';

/**
 * A landing-page meter box (docs/product.md §5): empty reads `Please enter your meter number`,
 * anything but 11 digits `Invalid Meter Number`; a valid number is kept for the purchase form and
 * the visitor goes on to Buy Electricity. Each box keeps its own value (docs/product.md §12).
 */
export function MeterEntryForm({
  formLabel,
  inputLabel = 'Meter number',
  submitLabel = 'Buy Electricity',
  className,
}: {
  /** Accessible name of the form, different for each box on the page. */
  formLabel: string;
  inputLabel?: string;
  submitLabel?: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [meterNo, setMeterNo] = useState('');
  const [error, setError] = useState<string>();
  const [hasSubmitted, setHasSubmitted] = useState(false);

  // A number typed into the prerendered page before the app took over is on screen, so it counts.
  useEffect(() => {
    const typedBeforeStart = inputRef.current?.value;
    if (typedBeforeStart) setMeterNo(typedBeforeStart);
  }, []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasSubmitted(true);

    let result;
    try {
      result = await checkMeterNumber(meterNo);
    } catch {
      // The validation code could not be downloaded (a dropped connection); the next tap retries.
      notify.error(OFFLINE_MESSAGE, { id: 'network-offline' });
      return;
    }
    setError(result.error);
    if (result.meterNo === null) {
      inputRef.current?.focus();
      return;
    }

    storeLandingMeter(result.meterNo);
    void navigate(paths.buyElectricity);
  };

  const handleChange = async (value: string) => {
    setMeterNo(value);
    if (!hasSubmitted) return;

    const result = await checkMeterNumber(value).catch(() => null);
    if (!result) return;
    // Only the latest keystroke's verdict counts.
    if (inputRef.current?.value === value) setError(result.error);
  };

  return (
    // Without the app (still downloading on a slow network), the browser sends the box to Buy
    // Electricity itself, which starts with the number from the address (?meter_no=).
    <form
      aria-label={formLabel}
      action={paths.buyElectricity}
      method="get"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-start', className)}
    >
      <TextField
        ref={inputRef}
        label={inputLabel}
        name={LANDING_METER_PARAM}
        value={meterNo}
        onChange={(event) => void handleChange(event.target.value)}
        onFocus={() => void loadMeterCheck().catch(() => undefined)}
        error={error}
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 45012345678"
        hint={error ? undefined : 'The 11-digit number on your prepaid meter or its keypad.'}
        containerClassName="flex-1"
      />
      <Button type="submit" size="lg" leftIcon={<BoltIcon className="size-5" />} className="sm:mt-7">
        {submitLabel}
      </Button>
    </form>
  );
}
