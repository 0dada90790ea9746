import { describe, expect, it } from 'vitest';
import { createEnergyReport } from './solar/locate.ts';
import { costPerKwhBars } from './solar-report-charts.ts';
import { formatReportNaira } from './solar-report-text.ts';
import { lifeFacts } from './solar-report-life.ts';
import { abujaHome, lagosOffice } from './test/solar-audits.ts';

describe('what one kWh costs, by source', () => {
  it('gives solar the one cost the report names: its levelised cost over its life, in today’s naira', () => {
    for (const report of [
      createEnergyReport({ audit: lagosOffice() }),
      createEnergyReport({ audit: abujaHome() }),
    ]) {
      const solar = costPerKwhBars(report).find((bar) => bar.id === 'solar');
      const finance = report.finance;
      if (!finance) throw new Error('the report has no life-cycle money');
      const lifeCost = lifeFacts(finance).find((fact) => fact.label === 'Solar energy costs');

      expect(solar?.label).toBe('Solar (over its life)');
      expect(solar?.value).toBe(Math.round(finance.levelisedCost.solar ?? NaN));
      expect(lifeCost?.value).toBe(`${formatReportNaira(solar?.value ?? NaN)} per kWh`);
    }
  });

  it('beside today’s grid and generator prices, as answered', () => {
    const report = createEnergyReport({ audit: lagosOffice() });
    const bars = costPerKwhBars(report);

    expect(bars.map((bar) => bar.id)).toEqual(['grid', 'generator', 'solar']);
    expect(bars[0]?.value).toBe(report.currentSituation.grid?.costPerKwh);
    expect(bars[1]?.value).toBe(report.currentSituation.generator?.costPerKwh);
  });
});
