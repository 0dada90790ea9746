import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { CrosshairIcon } from '@/components/ui/app-icons';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

import { LOCATION_HINTS, locateDevice } from '../utils/geolocation';

export const GPS_PLACEHOLDER = 'latitude, longitude';
/** The forms the shared reader takes (docs/decisions/037). */
export const GPS_HINT = 'For example 6.4281, 3.4219, a Google Maps link, or your town.';

/**
 * The free-text GPS coordinate (docs/product.md §5), with a hint of the forms it takes, plus a button that fills in the device's position as
 * `latitude, longitude`. When the browser refuses or cannot locate, a hint says what to type instead.
 */
export function GpsField({
  onLocated,
  ...fieldProps
}: Omit<TextFieldProps, 'hint'> & { onLocated: (text: string) => void }) {
  const [isLocating, setIsLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const fillCurrentLocation = async () => {
    setIsLocating(true);
    setProblem(null);
    const result = await locateDevice();
    setIsLocating(false);

    if (result.status === 'found') onLocated(result.text);
    else setProblem(LOCATION_HINTS[result.status]);
  };

  return (
    <div className="flex flex-col gap-2">
      <TextField autoComplete="off" placeholder={GPS_PLACEHOLDER} hint={GPS_HINT} {...fieldProps} />
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        leftIcon={<CrosshairIcon className="size-4" />}
        busy={isLocating}
        busyLabel="Finding your location..."
        onClick={() => void fillCurrentLocation()}
      >
        Use my current location
      </Button>
      <p
        role="status"
        className={problem ? 'rounded-lg bg-accent-50 px-3 py-2 text-xs text-accent-900' : 'sr-only'}
      >
        {problem}
      </p>
    </div>
  );
}
