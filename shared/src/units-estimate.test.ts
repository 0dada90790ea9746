import { describe, expect, it } from 'vitest';
import { SOLAR_CONSTANTS } from './solar/constants.ts';
import { describeUnitsEstimate, estimateUnits } from './units-estimate.ts';

describe('estimateUnits', () => {
  it('divides the amount by the band’s tariff from the solar engine’s constants, to one decimal', () => {
    expect(estimateUnits(5000)).toEqual({
      kwh: 23.9,
      band: 'A',
      tariffNairaPerKwh: SOLAR_CONSTANTS.tariffA.value,
    });
    expect(estimateUnits(6300, 'B')).toEqual({ kwh: 100, band: 'B', tariffNairaPerKwh: 63 });
  });

  it('reads as the summary words it', () => {
    expect(describeUnitsEstimate(estimateUnits(5000))).toBe('about 23.9 kWh at Band A, ₦209.50/kWh');
    expect(describeUnitsEstimate(estimateUnits(20_000))).toBe('about 95.5 kWh at Band A, ₦209.50/kWh');
  });
});
