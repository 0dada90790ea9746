import { describe, expect, it } from 'vitest';
import {
  capitalRecoveryFactor,
  discountFactor,
  discountedPayback,
  internalRateOfReturn,
  levelisedCost,
  netPresentValue,
  realDiscountRate,
  replacementYears,
  salvageFraction,
} from './finance.ts';

/** Flows of equal size for `years` years after an outlay. */
const annuity = ({ outlay, flow, years }: { outlay: number; flow: number; years: number }) => [
  -outlay,
  ...Array.from({ length: years }, () => flow),
];

describe('discounting, against HOMER Pro’s worked examples', () => {
  it('turns 8 % nominal and 3.5 % inflation into a 4.35 % real rate (F1)', () => {
    expect(realDiscountRate({ nominalRate: 0.08, inflation: 0.035 })).toBeCloseTo(0.0435, 4);
  });

  it('discounts year 12 at 5 % by 0.557 (F2)', () => {
    expect(discountFactor({ rate: 0.05, year: 12 })).toBeCloseTo(0.557, 3);
  });

  it('repays $1,000 at 7 % over 5 years with $243.90 a year (F3)', () => {
    expect(capitalRecoveryFactor({ rate: 0.07, years: 5 })).toBeCloseTo(0.2439, 4);
    expect(capitalRecoveryFactor({ rate: 0, years: 4 })).toBe(0.25);
  });

  it('prices HOMER’s wind turbine at $241,938 over 25 years at 6 %, $18,926 a year (F4, F8)', () => {
    // $165,000 capital, $95,000 replacement, a 20-year life and $5,000 a year of upkeep.
    const projectYears = 25;
    const costs = Array.from({ length: projectYears + 1 }, (_, year) => {
      if (year === 0) return 165_000;
      const replacement = replacementYears({ life: 20, projectYears }).includes(year) ? 95_000 : 0;
      const salvage = year === projectYears ? 95_000 * salvageFraction({ life: 20, projectYears }) : 0;
      return 5_000 + replacement - salvage;
    });
    const netPresentCost = netPresentValue({ rate: 0.06, cashFlows: costs });

    expect(netPresentCost).toBeCloseTo(241_938, -1);
    expect(netPresentCost * capitalRecoveryFactor({ rate: 0.06, years: projectYears })).toBeCloseTo(
      18_926,
      -1,
    );
  });
});

describe('a part that wears out mid-year, against HOMER Grid’s generator example', () => {
  it('prices a generator of 3.52-year life at $725,240 over 25 years at 6 %, ours within 1 % (F4, F8)', () => {
    // $96,000 capital, $48,000 a replacement, $2,471 a year of upkeep and $34,969 of fuel. HOMER
    // discounts each replacement at the moment it falls due; PowerPay at the end of that year, so
    // slightly less (docs/decisions/049).
    const projectYears = 25;
    const life = 3.52;
    const costs = Array.from({ length: projectYears + 1 }, (_, year) => {
      if (year === 0) return 96_000;
      const replacement = replacementYears({ life, projectYears }).includes(year) ? 48_000 : 0;
      const salvage = year === projectYears ? 48_000 * salvageFraction({ life, projectYears }) : 0;
      return 2_471 + 34_969 + replacement - salvage;
    });
    const netPresentCost = netPresentValue({ rate: 0.06, cashFlows: costs });

    expect(Math.abs(netPresentCost / 725_240 - 1)).toBeLessThan(0.01);
    expect(netPresentCost).toBeLessThan(725_240);
  });
});

describe('net present value and IRR, against Microsoft Excel’s documented examples', () => {
  it('values −$10,000, $3,000, $4,200 and $6,800 at 10 % from year 1 at $1,188.44 (Excel NPV, example 1)', () => {
    expect(netPresentValue({ rate: 0.1, cashFlows: [0, -10_000, 3_000, 4_200, 6_800] })).toBeCloseTo(
      1188.44,
      2,
    );
  });

  it('values a $40,000 outlay and five returns at 8 % at $1,922.06, and −$3,749.47 with a year-6 loss (Excel NPV, example 2)', () => {
    const flows = [-40_000, 8_000, 9_200, 10_000, 12_000, 14_500];

    expect(netPresentValue({ rate: 0.08, cashFlows: flows })).toBeCloseTo(1922.06, 2);
    expect(netPresentValue({ rate: 0.08, cashFlows: [...flows, -9_000] })).toBeCloseTo(-3749.47, 2);
  });

  it('finds −2.1 %, 8.7 % and −44.4 % for four, five and two years of returns on $70,000 (Excel IRR)', () => {
    const flows = [-70_000, 12_000, 15_000, 18_000, 21_000, 26_000];

    expect(internalRateOfReturn({ cashFlows: flows.slice(0, 5) })).toBeCloseTo(-0.0212, 4);
    expect(internalRateOfReturn({ cashFlows: flows })).toBeCloseTo(0.0866, 4);
    expect(internalRateOfReturn({ cashFlows: flows.slice(0, 3) })).toBeCloseTo(-0.4435, 4);
  });

  it('returns an IRR at which the NPV is zero, to a millionth of the outlay', () => {
    const flows = annuity({ outlay: 2_500_000, flow: 610_000, years: 20 });
    const rate = internalRateOfReturn({ cashFlows: flows }) ?? NaN;

    expect(Math.abs(netPresentValue({ rate, cashFlows: flows }))).toBeLessThan(2.5);
  });

  it('has no IRR when nothing is ever earned back, or nothing is paid', () => {
    expect(internalRateOfReturn({ cashFlows: [-1_000, 0, 0] })).toBeNull();
    expect(internalRateOfReturn({ cashFlows: [1_000, 200] })).toBeNull();
    expect(internalRateOfReturn({ cashFlows: [] })).toBeNull();
  });

  it('finds an IRR above 100 % for a system that repays itself within months', () => {
    expect(internalRateOfReturn({ cashFlows: annuity({ outlay: 100, flow: 300, years: 10 }) })).toBeCloseTo(
      2.99999,
      3,
    );
  });
});

describe('discounted payback (F6)', () => {
  // Ross, Westerfield & Jordan, Fundamentals of Corporate Finance, ch. 9 problem "Calculating
  // discounted payback": $10,000 repaid by $2,600 a year for six years.
  const flows = annuity({ outlay: 10_000, flow: 2_600, years: 6 });

  it('is 3.85 years at 0 %, 5.10 years at 10 % and never at 15 %', () => {
    expect(discountedPayback({ rate: 0, cashFlows: flows })).toBeCloseTo(3.85, 2);
    expect(discountedPayback({ rate: 0.1, cashFlows: flows })).toBeCloseTo(5.1, 2);
    expect(discountedPayback({ rate: 0.15, cashFlows: flows })).toBeNull();
  });

  it('is 3.15 years for 210 repaid by 85, 75, 85 and 105 at 11 %', () => {
    expect(discountedPayback({ rate: 0.11, cashFlows: [-210, 85, 75, 85, 105] })).toBeCloseTo(3.15, 2);
  });

  it('waits for the last crossing when a later outlay pushes the total back below zero', () => {
    const payback = discountedPayback({ rate: 0, cashFlows: [-100, 60, 60, -50, 60] }) ?? NaN;

    expect(payback).toBeCloseTo(3 + 30 / 60, 6);
  });
});

describe('levelised cost of energy (F7)', () => {
  it('equals annualised cost over yearly energy when both are level (HOMER’s cost of energy)', () => {
    // $1,000 up front and $10 a year for 100 kWh a year over 5 years at 7 %: (1,000 × 0.2439 + 10) / 100.
    const costs = [1_000, 10, 10, 10, 10, 10];
    const energy = [0, 100, 100, 100, 100, 100];

    expect(levelisedCost({ rate: 0.07, costs, energy })).toBeCloseTo((1_000 * 0.243891 + 10) / 100, 4);
  });

  it('gives today’s price when costs rise with inflation and energy is discounted at the real rate', () => {
    const inflation = 0.15;
    const rate = 0.27;
    const costs = [0, ...Array.from({ length: 20 }, (_, index) => 100 * (1 + inflation) ** (index + 1))];
    const energy = [0, ...Array.from({ length: 20 }, () => 1)];
    const energyRate = realDiscountRate({ nominalRate: rate, inflation });

    expect(levelisedCost({ rate, energyRate, costs, energy })).toBeCloseTo(100, 6);
  });

  it('is null when no energy is delivered', () => {
    expect(levelisedCost({ rate: 0.1, costs: [100, 10], energy: [0, 0] })).toBeNull();
  });
});

describe('replacements and salvage (F8)', () => {
  it('buys a 7.3-year battery again in years 8 and 15 of 20, leaving 1.9/7.3 of it', () => {
    expect(replacementYears({ life: 7.3, projectYears: 20 })).toEqual([8, 15]);
    expect(salvageFraction({ life: 7.3, projectYears: 20 })).toBeCloseTo(1.9 / 7.3, 9);
  });

  it('leaves nothing of a part that wears out on the last day, and 5/25 of panels after 20 years', () => {
    expect(replacementYears({ life: 10, projectYears: 20 })).toEqual([10]);
    expect(salvageFraction({ life: 10, projectYears: 20 })).toBe(0);
    expect(replacementYears({ life: 25, projectYears: 20 })).toEqual([]);
    expect(salvageFraction({ life: 25, projectYears: 20 })).toBeCloseTo(0.2, 9);
  });
});
