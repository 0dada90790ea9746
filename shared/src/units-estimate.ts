/**
 * The kWh an amount buys before the DisCo says (decision 020): amount ÷ the band's NERC tariff, the
 * same tariffs the solar sizing engine uses (shared/src/solar/constants.ts). An estimate only: the
 * DisCo deducts VAT, debts and fixed charges, and its units replace it on the receipt.
 */
import { SOLAR_CONSTANTS } from './solar/constants.ts';
import { TARIFF_KEYS } from './solar/constants-energy.ts';
import type { TariffBand } from './solar-options.ts';
import { formatNumber } from './number-format.ts';

/** Band A is where most prepaid buyers online are, and the dearest: the estimate never over-promises. */
export const ESTIMATE_TARIFF_BAND: TariffBand = 'A';

export type UnitsEstimate = { kwh: number; band: TariffBand; tariffNairaPerKwh: number };

export function estimateUnits(amountNaira: number, band: TariffBand = ESTIMATE_TARIFF_BAND): UnitsEstimate {
  const tariffNairaPerKwh = SOLAR_CONSTANTS[TARIFF_KEYS[band]].value;
  return { kwh: Math.round((amountNaira / tariffNairaPerKwh) * 10) / 10, band, tariffNairaPerKwh };
}

/** `about 23.9 kWh at Band A, ₦209.50/kWh`. */
export function describeUnitsEstimate({ kwh, band, tariffNairaPerKwh }: UnitsEstimate): string {
  const tariff = formatNumber(tariffNairaPerKwh, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `about ${formatNumber(kwh, { maximumFractionDigits: 1 })} kWh at Band ${band}, ₦${tariff}/kWh`;
}
