import { describe, expect, it } from 'vitest';
import { SOLAR_OVERRIDE_MESSAGES as MESSAGES, solarOverridesSchema } from '../solar-overrides.ts';
import { abujaHome, lagosOffice } from '../test/solar-audits.ts';
import { SOLAR_CONSTANTS, SOLAR_CONSTANTS_VERSION } from './constants.ts';
import { createEnergyReport } from './locate.ts';

describe('the overrides schema (query parameters of the next issue’s report route)', () => {
  it('reads query-string text into typed overrides', () => {
    expect(
      solarOverridesSchema.parse({
        fuelPrice: '1200',
        tariffBand: 'B',
        batteryType: 'tubular',
        moduleWatts: '450',
        tier: 'full',
      }),
    ).toEqual({
      fuelPrice: 1200,
      tariffBand: 'B',
      batteryType: 'tubular',
      moduleWatts: 450,
      tier: 'full',
    });
  });

  it('treats empty or missing values as no override, and ignores unknown keys', () => {
    expect(solarOverridesSchema.parse({ fuelPrice: '', tariffBand: '', utm_source: 'sms' })).toEqual({});
    expect(solarOverridesSchema.parse({})).toEqual({});
  });

  it.each([
    ['fuelPrice', 'cheap', MESSAGES.fuelPrice],
    ['fuelPrice', '0', MESSAGES.fuelPrice],
    ['fuelPrice', '-5', MESSAGES.fuelPrice],
    ['fuelPrice', '50000', MESSAGES.fuelPrice],
    ['fuelPrice', 'Infinity', MESSAGES.fuelPrice],
    ['tariffBand', 'F', MESSAGES.tariffBand],
    ['tariffBand', 'a', MESSAGES.tariffBand],
    ['batteryType', 'agm', MESSAGES.batteryType],
    ['moduleWatts', '700', MESSAGES.moduleWatts],
    ['moduleWatts', 'big', MESSAGES.moduleWatts],
    ['tier', 'gold', MESSAGES.tier],
  ])('refuses %s = %j with "%s"', (key, value, message) => {
    const result = solarOverridesSchema.safeParse({ [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [key, message],
    ]);
  });
});

describe('a report with overrides', () => {
  it('says nothing was overridden when nothing was', () => {
    expect(createEnergyReport({ audit: lagosOffice() }).overridden).toEqual([]);
  });

  it('re-prices the litres the answered spend bought at today’s price, so a cheaper fuel lowers the bill', () => {
    const base = createEnergyReport({ audit: lagosOffice() });
    const report = createEnergyReport({ audit: lagosOffice(), overrides: { fuelPrice: 1000 } });

    expect(report.currentSituation.generator).toMatchObject({
      fuelPrice: 1000,
      fuelPerMonth: base.currentSituation.generator?.fuelPerMonth,
    });
    expect(report.currentSituation.generator?.annualFuelCost).toBeCloseTo(
      ((base.currentSituation.generator?.annualFuelCost ?? 0) * 1000) / 1400,
      -2,
    );
    expect(report.economics.annualSavings).toBeLessThan(base.economics.annualSavings ?? 0);
    expect(report.overridden).toEqual([
      { key: 'fuelPrice', label: 'Diesel price', value: 1000, defaultValue: 1400, unit: '₦/L' },
    ]);
  });

  it('uses the tariff band override for the grid, with the answered hours’ band as the default', () => {
    const report = createEnergyReport({ audit: lagosOffice(), overrides: { tariffBand: 'A' } });

    expect(report.currentSituation.grid).toMatchObject({ band: 'A', bandBasis: 'override', tariff: 209.5 });
    expect(report.overridden).toEqual([
      { key: 'tariffBand', label: 'Grid tariff band', value: 'A', defaultValue: 'D', unit: 'band' },
    ]);
  });

  it('leaves a site that answered no grid without grid, whatever tariff band a what-if picks', () => {
    const noGrid = abujaHome({ gridHours: 0, gridCost: 0, gen: 'none' });
    const base = createEnergyReport({ audit: noGrid });
    const report = createEnergyReport({ audit: noGrid, overrides: { tariffBand: 'A' } });

    expect(report.currentSituation).toMatchObject({ grid: null, hasGrid: false });
    expect(report.economics.paybackStatus).toBe('no_power_today');
    expect(report.system).toEqual(base.system);
    expect(report.overridden).toEqual([
      {
        key: 'tariffBand',
        label: 'Grid tariff band (no grid in the answers)',
        value: 'A',
        defaultValue: null,
        unit: 'band',
      },
    ]);
  });

  it('sizes a tubular bank when asked, even over an answered lithium preference', () => {
    const report = createEnergyReport({
      audit: abujaHome({ batteryType: 'lithium' }),
      overrides: { batteryType: 'tubular' },
    });

    expect(report.system.battery).toMatchObject({
      chemistry: 'tubular',
      depthOfDischarge: 0.5,
      moduleKwh: 2.64,
    });
    expect(report.system.battery.moduleCount % 4).toBe(0);
    expect(report.system.summary).toMatch(/kWh tubular battery/);
    expect(report.overridden).toEqual([
      {
        key: 'batteryType',
        label: 'Battery',
        value: 'Tubular lead-acid',
        defaultValue: 'Lithium (LiFePO4)',
        unit: '',
      },
    ]);
  });

  it('counts modules of the chosen size', () => {
    const report = createEnergyReport({ audit: lagosOffice(), overrides: { moduleWatts: 450 } });

    const { pv } = report.system;
    expect(pv.moduleWatts).toBe(450);
    expect(pv.kwp).toBeCloseTo((pv.moduleCount * 450) / 1000, 6);
    // The rule of thumb's 26 kWp is 58 modules of 450 W; the search starts there (decision 035).
    const search = report.tiers.find((tier) => tier.isRecommended)?.search;
    expect(search?.ruleOfThumb.kwp).toBeCloseTo((58 * 450) / 1000, 6);
    expect(search?.chosen.summary).toContain('× 450 W');
    expect(report.overridden[0]).toMatchObject({ key: 'moduleWatts', value: 450, defaultValue: 550 });
  });

  it('recommends the chosen tier over the budget answer', () => {
    const report = createEnergyReport({
      audit: abujaHome({ budget: 'essentials' }),
      overrides: { tier: 'full' },
    });

    expect(report).toMatchObject({ recommendedTier: 'full', recommendedTierBasis: 'override' });
    expect(report.system).toEqual(report.tiers.find((option) => option.id === 'full')?.system);
    expect(report.overridden).toEqual([
      { key: 'tier', label: 'System option', value: 'full', defaultValue: 'essentials', unit: '' },
    ]);
  });
});

describe('assumptions and constants', () => {
  it('gives every constant a label, unit, date and source', () => {
    for (const [key, constant] of Object.entries(SOLAR_CONSTANTS)) {
      expect(constant.label.length, key).toBeGreaterThan(3);
      expect(constant.unit.length, key).toBeGreaterThan(0);
      expect(constant.asOf, key).toMatch(/^\d{4}(-\d{2}){0,2}$/);
      expect(constant.source.length, key).toBeGreaterThan(5);
    }
  });

  it('lists exactly the constants a report used, with their sources, and the version', () => {
    const report = createEnergyReport({ audit: lagosOffice() });
    const keys = report.assumptions.map((assumption) => assumption.key);

    expect(report.constantsVersion).toBe(SOLAR_CONSTANTS_VERSION);
    expect(keys).toEqual(
      expect.arrayContaining([
        'dieselPrice',
        'tariffD',
        'performanceRatioSouth',
        'priceLithium',
        'co2Diesel',
      ]),
    );
    expect(keys).not.toContain('petrolPrice');
    expect(keys).not.toContain('acPower15');
    expect(report.assumptions.find((assumption) => assumption.key === 'dieselPrice')).toEqual({
      key: 'dieselPrice',
      ...SOLAR_CONSTANTS.dieselPrice,
    });
  });

  it('runs on another constants set, e.g. a newer price list', () => {
    const dearer = { ...SOLAR_CONSTANTS, priceLithium: { ...SOLAR_CONSTANTS.priceLithium, value: 500_000 } };
    const base = createEnergyReport({ audit: lagosOffice() });
    const report = createEnergyReport({ audit: lagosOffice(), constants: dearer });

    expect(report.costs.total).toBeGreaterThan(base.costs.total);
  });
});
