import { describe, expect, it } from 'vitest';
import {
  lastBreakEvenYear,
  lifeFacts,
  lifeFinanceOf,
  lifetimeCashFlowRows,
  lifetimeCashFlowSeries,
  spreadRows,
} from './solar-report-life.ts';
import { createEnergyReport } from './solar/locate.ts';
import { formatReportNaira } from './solar-report-text.ts';
import { abujaHome, lagosOffice } from './test/solar-audits.ts';

describe('the money over the system’s life as the report shows it (decision 053)', () => {
  const report = createEnergyReport({ audit: lagosOffice() });
  const finance = report.finance;
  if (!finance) throw new Error('the Lagos office has a life-cycle money');
  const capex = report.costs.total;

  it('starts the cash flow at the purchase and adds each year’s net, 20 years', () => {
    const points = lifetimeCashFlowSeries(finance, capex);

    expect(points).toHaveLength(21);
    expect(points[0]).toEqual({ year: 0, cumulative: -capex });
    const total = finance.years.reduce((sum, year) => sum + year.net, -capex);
    expect(points[20]?.cumulative).toBeCloseTo(total, 6);
    // It breaks even where the running total turns for good, as the table's cumulative column shows.
    const breakEven = lastBreakEvenYear(points);
    if (breakEven !== null) {
      const year = Math.ceil(breakEven);
      expect(points.slice(year).every((point) => point.cumulative >= 0)).toBe(true);
      expect(points[year - 1]?.cumulative ?? 1).toBeLessThan(0);
    }
    const rows = lifetimeCashFlowRows(finance, capex, 'NGN ');
    expect(rows).toHaveLength(21);
    expect(rows[20]?.label).toBe('Year 20');
  });

  it('breaks even at the last crossing: a battery bought again can take the total below zero after a first one', () => {
    const points = [-10, -4, 2, -3, -1, 5, 9].map((cumulative, year) => ({ year, cumulative }));

    expect(lastBreakEvenYear(points)).toBe(4.2);
    expect(lastBreakEvenYear(points.slice(0, 4))).toBeNull();
    expect(lastBreakEvenYear([{ year: 0, cumulative: 0 }])).toBeNull();
  });

  it('names NPV, return, discounted payback and solar’s cost per kWh, and P50/P90 with P90 the cautious side', () => {
    expect(lifeFacts(finance).map((fact) => fact.label)).toEqual([
      'Net present value',
      'Return on the money',
      'Discounted payback',
      'Solar energy costs',
    ]);
    const rows = spreadRows(finance);
    expect(rows.map((row) => row.label)).toEqual([
      'Solar production, a year',
      'Savings in year 1',
      'Discounted payback',
    ]);
    const kwh = (text: string | undefined) => Number((text ?? '').replace(/[^\d.]/g, ''));
    expect(kwh(rows[0]?.p90)).toBeLessThan(kwh(rows[0]?.p50));
  });

  it('reads the return against the discount rate and inflation, as the NPV does', () => {
    const note = lifeFacts(finance).find((fact) => fact.label === 'Return on the money')?.note ?? '';
    expect(note).toContain(`before ${Math.round(finance.rates.inflation * 1000) / 10} % inflation`);
    expect(note).toContain(`when it beats ${Math.round(finance.rates.discountRate * 1000) / 10} %`);
    // What the note says holds: the NPV is above zero exactly when the return beats the discount rate.
    expect(finance.netPresentValue > 0).toBe(
      (finance.internalRateOfReturn ?? -1) > finance.rates.discountRate,
    );
  });

  it('has no life-cycle money to show without the spend answers', () => {
    expect(lifeFinanceOf(createEnergyReport({ audit: abujaHome() }))).toBeNull();
  });
});

describe('solar’s cost per kWh beside what the customer buys', () => {
  it('compares solar with the generator over the same years, not with today’s price per kWh', () => {
    const report = createEnergyReport({ audit: lagosOffice() });
    const finance = report.finance;
    if (!finance) throw new Error('the report has no life-cycle money');
    const note = lifeFacts(finance).find((fact) => fact.label === 'Solar energy costs')?.note;

    expect(note).toBe(
      `Over its life, in today’s money; your generator over the same years costs ${formatReportNaira(finance.levelisedCost.generatorBefore ?? NaN)} per kWh`,
    );
    // Fuel rising more slowly than prices makes it cheaper in today's money than its price today.
    expect(finance.levelisedCost.generatorBefore ?? Infinity).toBeLessThan(
      report.currentSituation.generator?.costPerKwh ?? 0,
    );
  });

  it('prices the generator’s kWh over the life on the bills’ basis, as today’s price per kWh is', () => {
    // A home on its petrol set alone, and an office on grid and diesel.
    const home = abujaHome({ gridHours: 0, gridCost: 0, gen: 'pms', genSize: 3.5, fuel: 60_000 });
    for (const report of [
      createEnergyReport({ audit: home }),
      createEnergyReport({ audit: lagosOffice() }),
    ]) {
      const today = report.currentSituation.generator?.costPerKwh ?? NaN;
      const overTheLife = report.finance?.levelisedCost.generatorBefore ?? NaN;

      // Fuel rising more slowly than prices (10 % against 14.5 % a year) lowers it in today's money, no more.
      expect(overTheLife / today).toBeGreaterThan(0.5);
      expect(overTheLife / today).toBeLessThan(1);
    }
  });
});
