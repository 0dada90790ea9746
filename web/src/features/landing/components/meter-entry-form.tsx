import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { HeldSubmitLabel } from '@/components/ui/held-submit-label';
import { BoltIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { usePrerenderedForm } from '@/hooks/use-prerendered-form';
import { cn } from '@/lib/cn';
import { OFFLINE_MESSAGE } from '@/lib/api-error';
import { LANDING_METER_PARAM, storeLandingMeter } from '@/lib/landing-meter';
import { notify } from '@/lib/toast';

import { checkMeterNumber, loadMeterCheck } from '../utils/check-meter-number';

/**
 * A landing-page meter box (docs/product.md §5): empty reads `Please enter your meter number`,
 * anything but the purchase form's 11 to 20 digits `Invalid Meter Number`; a valid number is kept
 * for the purchase form and the visitor goes on to Buy Electricity. Each box keeps its own value, and
 * takes what the purchase form takes (docs/product.md §12).
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

  const sendMeter = async (typed: string) => {
    setMeterNo(typed);
    setHasSubmitted(true);

    let result;
    try {
      result = await checkMeterNumber(typed);
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
  // Sent before the box's code ran: the loader queued the number sent, and it is sent now (decision 047).
  const prerenderedFormProps = usePrerenderedForm(formLabel, (values) =>
    sendMeter(values[LANDING_METER_PARAM] ?? ''),
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows is what is sent, even while the app's state is still catching up with it.
    const typed = new FormData(event.currentTarget).get(LANDING_METER_PARAM);
    void sendMeter(typeof typed === 'string' ? typed : '');
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
    // Without JavaScript the browser sends the box to Buy Electricity itself, which starts with the
    // number from the address (?meter_no=). With it, a send before the app runs is queued (above).
    <form
      aria-label={formLabel}
      action={paths.buyElectricity}
      method="get"
      noValidate
      onSubmit={handleSubmit}
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-start', className)}
      {...prerenderedFormProps}
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
        hint={error ? undefined : 'The number on your prepaid meter or its keypad: 11 to 13 digits.'}
        containerClassName="flex-1"
      />
      <Button type="submit" size="lg" leftIcon={<BoltIcon className="size-5" />} className="sm:mt-7">
        <HeldSubmitLabel busyLabel="Loading...">{submitLabel}</HeldSubmitLabel>
      </Button>
    </form>
  );
}
