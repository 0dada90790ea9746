import {
  APPLIANCE_PRESETS,
  estimateApplianceLoad,
  HOURS_PER_PERIOD,
  type ApplianceLoadEstimate,
} from '@powerpay/shared/solar/appliance-load';
import { formatNumber } from '@powerpay/shared/number-format';
import { useId, useState, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

/** One appliance as typed: text, read as numbers when the figures are worked out. */
type Line = {
  key: number;
  label: string;
  quantity: string;
  watts: string;
  dayHours: string;
  nightHours: string;
};

const presetOptions = APPLIANCE_PRESETS.map((preset) => ({ value: preset.id, label: preset.watts.label }));
const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * "Help me estimate" (docs/product.md §2): a list of appliances (how many, watts each from a preset
 * list with sourced typical wattages, hours used by day and by night) that fills the office form's peak
 * loads and daily consumption, which stay editable. Its own chunk: downloaded when first opened.
 */
export function ApplianceEstimator({ onUse }: { onUse: (estimate: ApplianceLoadEstimate) => void }) {
  const [lines, setLines] = useState<Line[]>([]);
  const [presetId, setPresetId] = useState(APPLIANCE_PRESETS[0]?.id ?? '');
  const [nextKey, setNextKey] = useState(1);
  const summaryId = useId();

  const add = () => {
    const preset = APPLIANCE_PRESETS.find((item) => item.id === presetId);
    if (!preset) return;
    setLines((current) => [
      ...current,
      {
        key: nextKey,
        label: preset.watts.label,
        quantity: '1',
        watts: String(preset.watts.value),
        dayHours: String(preset.dayHours),
        nightHours: String(preset.nightHours),
      },
    ]);
    setNextKey((key) => key + 1);
  };
  const change = (key: number, field: 'quantity' | 'watts' | 'dayHours' | 'nightHours', value: string) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, [field]: value } : line)));

  const estimate = estimateApplianceLoad(
    lines.map((line) => ({
      quantity: toNumber(line.quantity),
      watts: toNumber(line.watts),
      dayHours: toNumber(line.dayHours),
      nightHours: toNumber(line.nightHours),
    })),
  );
  // Enter in a box of the list must not send the whole audit form it sits in.
  const keepEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  return (
    <div
      role="group"
      aria-label="Help me estimate"
      onKeyDown={keepEnter}
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50/40 p-4"
    >
      <p className="text-sm text-gray-700">
        Add what the building runs. Watts are typical figures (U.S. Department of Energy; the nameplate on the
        appliance is better). Day is 6 am to 6 pm, night 6 pm to 6 am; everything used in a period counts as
        running at once for its peak.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label="Appliance"
          options={presetOptions}
          value={presetId}
          onChange={(event) => setPresetId(event.target.value)}
          containerClassName="flex-1"
        />
        <Button type="button" variant="secondary" onClick={add}>
          Add appliance
        </Button>
      </div>

      {lines.map((line) => (
        <fieldset
          key={line.key}
          className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3"
        >
          <legend className="px-1 text-sm font-semibold text-ink">{line.label}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <TextField
              label="How many"
              inputMode="numeric"
              value={line.quantity}
              onChange={(event) => change(line.key, 'quantity', event.target.value)}
            />
            <TextField
              label="Watts each"
              inputMode="numeric"
              value={line.watts}
              onChange={(event) => change(line.key, 'watts', event.target.value)}
            />
            <TextField
              label="Hours by day"
              inputMode="decimal"
              hint={`0 to ${HOURS_PER_PERIOD}`}
              value={line.dayHours}
              onChange={(event) => change(line.key, 'dayHours', event.target.value)}
            />
            <TextField
              label="Hours by night"
              inputMode="decimal"
              hint={`0 to ${HOURS_PER_PERIOD}`}
              value={line.nightHours}
              onChange={(event) => change(line.key, 'nightHours', event.target.value)}
            />
          </div>
          <Button
            type="button"
            variant="ghost"
            className="self-start"
            onClick={() => setLines((current) => current.filter((item) => item.key !== line.key))}
          >
            Remove {line.label}
          </Button>
        </fieldset>
      ))}

      <p id={summaryId} role="status" className="text-sm font-semibold text-ink">
        {lines.length === 0
          ? 'Add an appliance to see the figures.'
          : `Daytime peak about ${formatNumber(estimate.dayPeakKw)} kW, night-time peak about ${formatNumber(estimate.nightPeakKw)} kW, about ${formatNumber(estimate.dailyKwh)} kWh a day.`}
      </p>
      <Button
        type="button"
        disabled={lines.length === 0}
        aria-describedby={summaryId}
        onClick={() => onUse(estimate)}
        className="self-start"
      >
        Use these figures
      </Button>
    </div>
  );
}
