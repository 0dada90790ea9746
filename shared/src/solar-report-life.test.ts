import { describe, expect, it } from 'vitest';
import { breakEvenYear } from './solar-report-charts.ts';
import {
  lifeFacts,
  lifeFinanceOf,
  lifetimeCashFlowRows,
  lifetimeCashFlowSeries,
  spreadRows,
} from './solar-report-life.ts';
import { createEnergyReport } from './solar/locate.ts';
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
    // It crosses zero where the running total turns, as the table's cumulative column shows.
    const breakEven = breakEvenYear(points);
    if (breakEven !== null) {
      const year = Math.ceil(breakEven);
      expect(points[year]?.cumulative ?? -1).toBeGreaterThanOrEqual(0);
      expect(points[year - 1]?.cumulative ?? 1).toBeLessThan(0);
    }
    const rows = lifetimeCashFlowRows(finance, capex, 'NGN ');
    expect(rows).toHaveLength(21);
    expect(rows[20]?.label).toBe('Year 20');
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

  it('has no life-cycle money to show without the spend answers', () => {
    expect(lifeFinanceOf(createEnergyReport({ audit: abujaHome() }))).toBeNull();
  });
});
