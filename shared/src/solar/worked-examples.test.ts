import { describe, expect, it } from 'vitest';
import { abujaHome, kadunaOffice, lagosOffice } from '../test/solar-audits.ts';
import { createEnergyReport } from './locate.ts';
import type { EnergyReport, SizingCandidate, TierOption } from './types.ts';

/**
 * Decision 036's tables against the code: each worked example's rule of thumb and searched system, as
 * the record prints them. Sizes are whole modules, racks and controllers, so they are exact; money and
 * shortfall are within the record's rounding (₦0.05 M, 0.05 point, 0.05 year). Since decision 062 the
 * inverter carries the load and charge controllers the array beyond its input ("" for none).
 */

type Row = [
  kwp: number,
  batteryKwh: number,
  inverterKva: number,
  capexM: number,
  shortfall: number,
  lifeCycleM: number,
  controllers: string,
];

const MILLION = 1_000_000;

function expectRow(
  candidate: SizingCandidate,
  [kwp, batteryKwh, inverterKva, capexM, shortfall, lifeCycleM, controllers]: Row,
) {
  expect([candidate.kwp, candidate.batteryKwh, candidate.inverterKva]).toEqual([
    kwp,
    batteryKwh,
    inverterKva,
  ]);
  const summaryControllers = / · (?:(\d+) × )?(\d+) A charge controllers?$/.exec(candidate.summary);
  expect(summaryControllers ? `${summaryControllers[1] ?? 1} × ${summaryControllers[2]} A` : '').toBe(
    controllers,
  );
  expect(Math.abs(candidate.capex / MILLION - capexM)).toBeLessThanOrEqual(0.05);
  expect(Math.abs(candidate.outageShortfall * 100 - shortfall)).toBeLessThanOrEqual(0.05);
  expect(Math.abs(candidate.lifeCycleCost / MILLION - lifeCycleM)).toBeLessThanOrEqual(0.05);
}

const tierOf = (report: EnergyReport, id: TierOption['id']) =>
  report.tiers.find((tier) => tier.id === id) as TierOption;

const SPEND = { gridCost: 40_000, gridHours: 12, gen: 'pms', genSize: 3.5, fuel: 60_000 } as const;
/** The record's 30 kWh office: ₦600,000 a month of grid at 22 h, a 5 kW day peak and 1 kW at night. */
const THIRTY_KWH = { dayConsumption: 30, gridCost: 600_000, gridHours: 22, dayPeakLoad: 5, nightPeakLoad: 1 };

describe(
  'decision 036: the rule of thumb against the search, recommended tier (Comfort)',
  { timeout: 120_000 },
  () => {
    it.each([
      [
        'Lagos office',
        lagosOffice(),
        [26.4, 30.72, 20, 25.7, 10.1, 50.0, '1 × 100 A'],
        [33.55, 40.96, 20, 32.7, 4.45, 52.0, '3 × 80 A'],
        2.8,
        26,
      ],
      [
        'Abuja home',
        abujaHome(),
        [4.95, 10.24, 6, 6.5, 8.04, 7.9, ''],
        [6.05, 10.24, 6, 7.0, 4.89, 8.4, ''],
        null,
        15,
      ],
      [
        'Abuja home with spend',
        abujaHome(SPEND),
        [4.95, 5.12, 6, 5.1, 11.2, 8.7, ''],
        [6.6, 10.24, 6, 7.6, 4.29, 11.2, '1 × 60 A'],
        8.4,
        10,
      ],
      [
        '30 kWh office',
        lagosOffice(THIRTY_KWH),
        [8.8, 10.24, 8, 9.1, 8.52, 99.2, '1 × 60 A'],
        [12.65, 10.24, 8, 10.9, 3.06, 99.0, '1 × 80 A'],
        2.7,
        25,
      ],
    ] as const)('%s', (_, audit, rule, searched, payback, tried) => {
      const report = createEnergyReport({ audit });
      const comfort = tierOf(report, 'comfort');
      expect(comfort.isRecommended).toBe(true);
      expectRow(comfort.search.ruleOfThumb, rule as Row);
      expectRow(comfort.search.chosen, searched as Row);
      expect(comfort.search.tried).toBe(tried);
      if (payback === null) expect(report.economics.paybackYears).toBeNull();
      else expect(Math.abs((report.economics.paybackYears ?? NaN) - payback)).toBeLessThanOrEqual(0.05);
    });
  },
);

describe('decision 036: Full backup within the battery’s cap', { timeout: 120_000 }, () => {
  it.each([
    ['Lagos office', lagosOffice(), [33.55, 51.2, 20, 35.5, 3.29, 54.5, '3 × 80 A'], 0.0343],
    ['Kaduna office', kadunaOffice(), [42.35, 163.84, 40, 74.6, 4.63, 96.6, '1 × 60 A'], 0.0563],
  ] as const)('%s', (_, audit, searched, reachable) => {
    const full = tierOf(createEnergyReport({ audit }), 'full');
    expectRow(full.search.chosen, searched as Row);
    expect(full.search.reachableTarget).toBe(reachable);
  });
});
