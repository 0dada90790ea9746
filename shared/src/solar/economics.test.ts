import { describe, expect, it } from 'vitest';
import { abujaHome, lagosOffice } from '../test/solar-audits.ts';
import { SOLAR_CONSTANTS } from './constants.ts';
import { createEnergyReport } from './locate.ts';

const codesOf = (report: ReturnType<typeof createEnergyReport>) =>
  report.warnings.map((warning) => warning.code);

describe('savings and payback', () => {
  it('has no payback (not a huge number) when there is nothing to save', () => {
    const report = createEnergyReport({
      audit: lagosOffice({ gridCost: 0, gen: 'none', genSize: null, fuel: null }),
    });

    expect(report.economics).toMatchObject({
      basis: 'answered',
      annualSpendBefore: 0,
      paybackYears: null,
      paybackStatus: 'no_savings',
    });
    expect(report.economics.annualSavings).toBeLessThanOrEqual(0);
    expect(report.economics.sensitivity.every((scenario) => scenario.paybackYears === null)).toBe(true);
    expect(codesOf(report)).toContain('no_savings');
  });

  it('calls a site with no grid and no generator new power, not a spend left unanswered', () => {
    const report = createEnergyReport({ audit: abujaHome({ gridHours: 0, gridCost: 0, gen: 'none' }) });
    const unanswered = createEnergyReport({ audit: abujaHome() });

    expect(report.economics).toMatchObject({
      basis: 'none',
      annualSpendBefore: 0,
      annualSpendAfter: 0,
      annualSavings: null,
      paybackYears: null,
      paybackStatus: 'no_power_today',
    });
    expect(report.economics.sensitivity.every((row) => row.paybackStatus === 'no_power_today')).toBe(true);
    expect(report.tiers.every((tier) => tier.paybackStatus === 'no_power_today')).toBe(true);
    expect(codesOf(report)).toContain('no_power_today');
    expect(codesOf(report)).not.toContain('savings_not_computed');
    // Its solar still has a cost per kWh over its life.
    expect(report.finance?.levelisedCost.solar).toBeGreaterThan(0);
    // Questions left blank are still asked for.
    expect(unanswered.economics).toMatchObject({ annualSpendBefore: null, paybackStatus: 'not_computed' });
    expect(codesOf(unanswered)).toContain('savings_not_computed');
  });

  it('reports no payback year when savings would take longer than the panels last', () => {
    const report = createEnergyReport({
      audit: lagosOffice({ gridCost: 50_000, gen: 'none', genSize: null, fuel: null }),
    });

    expect(report.economics.annualSavings).toBeGreaterThan(0);
    expect(report.economics).toMatchObject({ paybackYears: null, paybackStatus: 'beyond_panel_life' });
  });

  it('draws a 10-year cumulative cash flow that starts at minus the cost and crosses zero after the payback', () => {
    const { economics } = createEnergyReport({ audit: lagosOffice() });
    const { cashFlow } = economics;

    expect(cashFlow.map((year) => year.year)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(cashFlow[0]).toMatchObject({ net: -economics.capex, cumulative: -economics.capex });
    for (const [index, year] of cashFlow.entries()) {
      if (index === 0) continue;
      expect(
        Math.abs(year.net - (year.energySavings - year.maintenance - year.replacements)),
      ).toBeLessThanOrEqual(1);
      expect(year.cumulative - (cashFlow[index - 1]?.cumulative ?? 0)).toBeCloseTo(year.net, -1);
    }
    // The payback is shown to one decimal, so the true crossing lies within ±0.05 years of it.
    const payback = economics.paybackYears ?? Infinity;
    expect(cashFlow[Math.ceil(payback + 0.05)]?.cumulative).toBeGreaterThan(0);
    expect(cashFlow[Math.floor(payback - 0.05)]?.cumulative).toBeLessThan(0);
  });

  it('escalates fuel and tariffs each year, and charges upkeep of 1 % of the cost, rising with prices', () => {
    const { economics } = createEnergyReport({ audit: lagosOffice() });
    const [, first, second] = economics.cashFlow;

    expect((second?.spendBefore ?? 0) / (first?.spendBefore ?? 1)).toBeCloseTo(1.1, 3);
    expect(first?.maintenance).toBe(Math.round(economics.capex * 0.01));
    expect((second?.maintenance ?? 0) / (first?.maintenance ?? 1)).toBeCloseTo(
      1 + SOLAR_CONSTANTS.inflation.value,
      3,
    );
    expect(economics.escalation).toEqual({ fuel: 0.1, tariff: 0.1, prices: SOLAR_CONSTANTS.inflation.value });
  });

  it('is the first ten years of the life-cycle cash flow: the same parts bought again, the same rates', () => {
    const lithium = createEnergyReport({ audit: lagosOffice() });
    const tubular = createEnergyReport({ audit: lagosOffice({ batteryType: 'tubular' }) });
    const dearerFuel = createEnergyReport({ audit: lagosOffice(), overrides: { fuelEscalation: 25 } });

    for (const report of [lithium, tubular, dearerFuel]) {
      const { cashFlow } = report.economics;
      const years = report.finance?.years ?? [];
      expect(cashFlow.slice(1).map((year) => year.net)).toEqual(years.slice(0, 10).map((year) => year.net));
      // Parts are bought again where the life-cycle money buys them: the battery by its throughput.
      const bought = cashFlow.filter((year) => year.replacements > 0).map((year) => year.year);
      const inverterLife = SOLAR_CONSTANTS.inverterLife.value;
      const due = [...(report.finance?.battery.replacementYears ?? []), inverterLife].filter(
        (year) => year <= 10,
      );
      expect(bought).toEqual([...new Set(due)].sort((left, right) => left - right));
    }
    // The tubular bank wears out sooner, so it is bought again within the ten years.
    expect(tubular.finance?.battery.lifeYears).toBeLessThan(lithium.finance?.battery.lifeYears ?? 0);
    expect(tubular.economics.cashFlow.filter((year) => year.replacements > 0).length).toBeGreaterThan(
      lithium.economics.cashFlow.filter((year) => year.replacements > 0).length,
    );
    // A what-if fuel price change moves this cash flow as it moves the life-cycle one.
    expect(dearerFuel.economics.escalation.fuel).toBe(0.25);
    expect(dearerFuel.economics.sensitivity.find((row) => row.id === 'base')?.tenYearNet).toBeGreaterThan(
      lithium.economics.sensitivity.find((row) => row.id === 'base')?.tenYearNet ?? Infinity,
    );
  });

  it('tests fuel price ±30 % and system cost ±20 %', () => {
    const { sensitivity } = createEnergyReport({ audit: lagosOffice() }).economics;
    const payback = (id: string) => sensitivity.find((scenario) => scenario.id === id)?.paybackYears ?? NaN;

    expect(sensitivity.map((scenario) => [scenario.id, scenario.fuelFactor, scenario.costFactor])).toEqual([
      ['base', 1, 1],
      ['fuel_low', 0.7, 1],
      ['fuel_high', 1.3, 1],
      ['cost_low', 1, 0.8],
      ['cost_high', 1, 1.2],
    ]);
    expect(payback('fuel_high')).toBeLessThan(payback('base'));
    expect(payback('fuel_low')).toBeGreaterThan(payback('base'));
    expect(payback('cost_low')).toBeLessThan(payback('base'));
    expect(payback('cost_high')).toBeGreaterThan(payback('base'));
  });

  it('leaves the fuel price out of the sensitivity when there is no generator to burn it', () => {
    const { sensitivity } = createEnergyReport({
      audit: abujaHome({ gridCost: 30_000, gridHours: 12, gen: 'none' }),
    }).economics;
    expect(sensitivity.map((scenario) => scenario.id)).toEqual(['base', 'cost_low', 'cost_high']);
  });

  it('computes a home’s savings from its optional spend answers, and marks estimates as assumed', () => {
    const answered = createEnergyReport({
      audit: abujaHome({ gridCost: 40_000, gridHours: 12, gen: 'pms', genSize: 3.5, fuel: 60_000 }),
    });
    const estimated = createEnergyReport({ audit: abujaHome({ gridHours: 12, gen: 'pms', genSize: 3.5 }) });

    expect(answered.economics.basis).toBe('answered');
    expect(answered.economics.paybackStatus).toBe('pays_back');
    expect(answered.currentSituation.grid).toMatchObject({
      band: 'C',
      bandBasis: 'assumed',
      tariff: 60,
      hoursPerDay: { value: 12, basis: 'answered' },
    });
    expect(estimated.economics.basis).toBe('assumed');
    expect(estimated.currentSituation.generator?.monthlySpend.basis).toBe('assumed');
    expect(estimated.currentSituation.isConsistent).toBeNull();
  });

  it('avoids fuel and CO₂ in proportion to the generator energy solar replaces', () => {
    const report = createEnergyReport({ audit: lagosOffice() });
    const generator = report.currentSituation.generator;

    expect(report.environment.fuelUnit).toBe('L');
    expect(report.environment.fuelAvoidedPerYear).toBeGreaterThan(0);
    expect(report.environment.fuelAvoidedPerYear).toBeLessThanOrEqual(generator?.annualFuel ?? 0);
    expect(report.finance?.levelisedCost.solar).toBeGreaterThan(50);
    expect(report.finance?.levelisedCost.solar).toBeLessThan(generator?.costPerKwh ?? 0);
  });
});

describe('the current situation', () => {
  it('reads no hours of grid and nothing paid as no grid, but keeps a bill paid without supply', () => {
    const noGrid = createEnergyReport({
      audit: abujaHome({ gridHours: 0, gridCost: 0, gen: 'pms', genSize: 3.5, fuel: 60_000 }),
    });
    const billedWithoutSupply = createEnergyReport({
      audit: abujaHome({ gridHours: 0, gridCost: 20_000, gen: 'pms', genSize: 3.5, fuel: 60_000 }),
    });

    expect(noGrid.currentSituation.grid).toBeNull();
    expect(noGrid.currentSituation.hasGrid).toBe(false);
    expect(noGrid.simulation.purchases.gridSpendBefore).toBe(0);
    // "No grid" is an answer: the spend is all answered, and the fuel bill is checked against the use.
    expect(noGrid.economics.basis).toBe('answered');
    expect(noGrid.currentSituation.impliedDailyKwh).toBe(noGrid.currentSituation.generator?.dailyKwh);
    expect(noGrid.warnings.map((warning) => warning.code)).toContain('inconsistent_consumption');
    // The generator covers all 24 hours, not the national average's outages, when its spend is not given.
    const unansweredFuel = createEnergyReport({
      audit: abujaHome({ gridHours: 0, gridCost: 0, gen: 'pms', genSize: 3.5 }),
    });
    const withAverageGrid = createEnergyReport({ audit: abujaHome({ gen: 'pms', genSize: 3.5 }) });
    expect(unansweredFuel.currentSituation.generator?.monthlySpend.value ?? 0).toBeCloseTo(
      ((withAverageGrid.currentSituation.generator?.monthlySpend.value ?? 0) * 24) /
        (24 - SOLAR_CONSTANTS.gridHoursDefault.value),
      0,
    );
    expect(billedWithoutSupply.currentSituation.grid?.monthlySpend.value).toBe(20_000);
    // Solar cannot lower a bill for supply that never comes.
    expect(billedWithoutSupply.simulation.purchases.gridSpendAfter).toBe(240_000);
  });

  it('caps a fuel spend the generator could never burn, and warns', () => {
    const report = createEnergyReport({ audit: lagosOffice({ genSize: 2.5, fuel: 50_000_000 }) });
    const generator = report.currentSituation.generator;

    expect(generator?.fuelPerMonth).toBe(generator?.maxFuelPerMonth);
    expect(report.warnings.find((warning) => warning.code === 'fuel_beyond_generator')?.message).toMatch(
      /buys more fuel than a 2.5 kVA generator can burn at full load all month/,
    );
  });

  it('reads LPG in kilograms and petrol at the petrol price', () => {
    const lpg = createEnergyReport({ audit: lagosOffice({ gen: 'lpg' }) }).currentSituation.generator;
    const petrol = createEnergyReport({ audit: lagosOffice({ gen: 'pms' }) }).currentSituation.generator;

    expect(lpg).toMatchObject({ fuel: 'lpg', fuelUnit: 'kg', fuelPrice: 1200 });
    expect(petrol).toMatchObject({ fuel: 'pms', fuelUnit: 'L', fuelPrice: 1060 });
    expect(lpg?.fuelPerHour).toBeCloseTo((petrol?.fuelPerHour ?? 0) * 0.75, 3);
  });

  it('assumes a generator size from the peak when it is given as 0', () => {
    const generator = createEnergyReport({ audit: lagosOffice({ genSize: 0 }) }).currentSituation.generator;
    expect(generator?.sizeKva).toEqual({ value: 18.75, unit: 'kVA', basis: 'assumed' });
  });

  it('has no generator with "None", and nothing unknown about it', () => {
    const report = createEnergyReport({ audit: lagosOffice({ gen: 'none', genSize: null, fuel: null }) });
    expect(report.currentSituation).toMatchObject({ generator: null, hasGenerator: false });
    expect(report.environment.fuelUnit).toBeNull();
  });

  it('reuses an existing inverter that is large enough, at no cost, and says to have it checked', () => {
    const report = createEnergyReport({ audit: abujaHome({ inverter: 7.5 }) });
    const inverterLine = report.costs.lines.find((line) => line.id === 'inverter');

    expect(report.system.inverter).toMatchObject({ existingKva: 7.5, isExistingReused: true });
    expect(inverterLine).toMatchObject({
      total: 0,
      item: 'Your existing 7.5 kVA inverter (reused; have it checked)',
    });
    expect(codesOf(report)).toContain('existing_inverter_reused');
  });

  it('lists the bill of quantities with unit prices, dates, sources and a ± range', () => {
    const { costs } = createEnergyReport({ audit: abujaHome() });

    expect(costs.lines.map((line) => line.id)).toEqual([
      'modules',
      'mounting',
      'battery',
      'inverter',
      'installation',
    ]);
    for (const line of costs.lines) {
      expect(line.total).toBe(Math.round(line.quantity * line.unitPrice));
      expect(line.low).toBeLessThan(line.total);
      expect(line.high).toBeGreaterThan(line.total);
      expect(line.asOf).toMatch(/^\d{4}(-\d{2}){0,2}$/);
      expect(line.source.length).toBeGreaterThan(5);
    }
    expect(costs.total).toBe(costs.lines.reduce((sum, line) => sum + line.total, 0));
  });
});
