/**
 * The report's table of the grid and the generator, today and with solar (docs/decisions/051), and
 * the note that says where the bills buy other kWh than the simulated year (decision 070). The page
 * and the PDF read both from here.
 */
import { formatNumber } from '../../number-format.ts';
import type { AnnualPurchases } from '../simulation-types.ts';

/** A whole number, never −0 or NaN in a table. */
const whole = (value: number) => (Number.isFinite(value) ? Math.round(value) + 0 : 0);

/** The grid and generator over a year, the site today or with solar (dispatch.ts results). */
export type SupplyYearLike = {
  gridKwh: number;
  generatorKwh: number;
  generatorHours: number;
  fuel: number;
};

export type BeforeAfterRow = { id: keyof SupplyYearLike; label: string; before: number; after: number };

/** The generator's hours, fuel and kWh and the grid's kWh a year, today and with the system. */
export function generatorBeforeAfter({
  before,
  after,
  fuelUnit,
}: {
  before: SupplyYearLike;
  after: SupplyYearLike;
  fuelUnit: 'L' | 'kg' | null;
}): BeforeAfterRow[] {
  const fuelLabel = fuelUnit === 'kg' ? 'Generator gas (kg a year)' : 'Generator fuel (litres a year)';
  const row = (id: keyof SupplyYearLike, label: string): BeforeAfterRow => ({
    id,
    label,
    before: whole(before[id]),
    after: whole(after[id]),
  });
  return [
    row('generatorHours', 'Generator running (hours a year)'),
    row('fuel', fuelLabel),
    row('generatorKwh', 'Generator energy (kWh a year)'),
    row('gridKwh', 'Grid energy bought (kWh a year)'),
  ];
}

export type BilledPurchases = Pick<
  AnnualPurchases,
  'gridKwhBefore' | 'generatorKwhBefore' | 'fuelBefore' | 'fuelUnit'
>;

/** Beyond this share apart, the simulated year's kWh and the bills' are said to differ. */
const BILLS_APART = 0.05;

/**
 * Why "Today" in the grid and generator table need not be what the bills buy: the table is the
 * simulated year of the use the report sizes for, and the savings apply the share of kWh and fuel the
 * simulation avoids to the bills (docs/solar-method.md, "What the customer stops buying"). Null when
 * the two agree within 5 %, or there are no bills.
 */
export function billsBasisNote({
  before,
  purchases,
}: {
  before: SupplyYearLike;
  purchases: BilledPurchases;
}): string | null {
  const fuel = `${formatNumber(Math.round(purchases.fuelBefore))} ${purchases.fuelUnit === 'kg' ? 'kg of gas' : 'litres'}`;
  const sources = [
    { name: 'of grid', billed: purchases.gridKwhBefore, simulated: before.gridKwh },
    {
      name: `from the generator (${fuel})`,
      billed: purchases.generatorKwhBefore,
      simulated: before.generatorKwh,
    },
  ].filter(({ billed }) => billed > 0);
  const isApart = sources.some(
    ({ billed, simulated }) => Math.abs(billed - simulated) > BILLS_APART * Math.max(billed, simulated),
  );
  if (!isApart) return null;
  const bought = sources
    .map(({ name, billed }) => `${formatNumber(Math.round(billed))} kWh ${name}`)
    .join(' and ');
  return `"Today" is the simulated year of the use this report sizes for. Your bills buy about ${bought} a year; the savings apply the share the simulation avoids to your bills, and never count more kWh than it avoids.`;
}
