import { describe, expect, it } from 'vitest';
import { SOLAR_CONSTANTS } from './constants.ts';
import { createContext } from './context.ts';
import { uncertaintyYearsOf } from './finance-years.ts';
import { createEnergyReport } from './locate.ts';
import { siteYearOf } from './simulation.ts';
import { lagosOffice, lekkiHome } from '../test/solar-audits.ts';

/** docs/solar-method-finance.md, "P50 and P90": each year behind them is its own draw of weather. */

const sum = (values: ArrayLike<number>) => Array.from(values).reduce((total, value) => total + value, 0);

describe('the synthetic years behind P50 and P90', () => {
  const ctx = createContext(SOLAR_CONSTANTS);
  const report = createEnergyReport({ audit: lagosOffice() });
  const own = siteYearOf(ctx, {
    site: report.site,
    situation: report.currentSituation,
    pattern: 'no_pattern',
  });
  const others = uncertaintyYearsOf(ctx, own.seed).map((year) => ({
    ...year,
    siteYear: siteYearOf(ctx, {
      site: report.site,
      situation: report.currentSituation,
      pattern: 'no_pattern',
      weatherSeed: year.weatherSeed,
    }),
  }));

  it('draws each year’s days of sun from its own seed, and keeps the site’s grid', () => {
    expect(others).toHaveLength(SOLAR_CONSTANTS.uncertaintyYears.value - 1);
    const sequences = [own, ...others.map((year) => year.siteYear)].map((year) =>
      Array.from(year.dailyClearness, (value) => value.toFixed(4)).join(','),
    );
    expect(new Set(sequences).size).toBe(sequences.length);
    for (const { siteYear } of others) {
      expect(siteYear.seed).toBe(own.seed);
      expect(siteYear.weatherSeed).not.toBe(own.seed);
      expect(siteYear.grid.join('')).toBe(own.grid.join(''));
    }
  });

  it('keeps every year’s sun within a few per cent of the monthly table (the days differ, the climate not)', () => {
    const ownSun = sum(own.solarPerKwp);
    for (const { siteYear } of others) {
      expect(Math.abs(sum(siteYear.solarPerKwp) / ownSun - 1)).toBeLessThan(0.02);
    }
  });

  it('is the same years for the same site, so a report never changes between two openings', () => {
    expect(uncertaintyYearsOf(ctx, own.seed)).toEqual(uncertaintyYearsOf(ctx, own.seed));
    expect(createEnergyReport({ audit: lagosOffice() }).finance?.spread).toEqual(report.finance?.spread);
  });

  it('spreads production: the P90 is below the P50, and each year’s figures differ', () => {
    const spread = report.finance?.spread;

    expect(spread?.productionKwh.p90 ?? Infinity).toBeLessThan(spread?.productionKwh.p50 ?? 0);
    expect(spread?.savings.p90 ?? Infinity).toBeLessThanOrEqual(spread?.savings.p50 ?? 0);
    const factors = others.map((year) => year.sunFactor);
    expect(new Set(factors).size).toBe(factors.length);
  });
});

describe('the P50 and P90 savings beside the report’s own', () => {
  it('read the same figure as the headline savings (after upkeep), so the P90 is never above it by more than the weather', () => {
    // The Lekki home's savings are small beside the upkeep, which made the two differ most.
    for (const report of [
      createEnergyReport({ audit: lagosOffice() }),
      createEnergyReport({ audit: lekkiHome() }),
    ]) {
      const headline = report.economics.annualSavings ?? 0;
      const spread = report.finance?.spread;

      expect(headline).toBeGreaterThan(0);
      expect(Math.abs((spread?.savings.p50 ?? 0) / headline - 1)).toBeLessThan(0.05);
      expect(spread?.savings.p90 ?? Infinity).toBeLessThan(headline * 1.05);
    }
  });
});
