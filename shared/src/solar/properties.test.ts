import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audit, homeAudit, increase, officeAudit } from '../test/solar-arbitraries.ts';
import { createEnergyReport } from './locate.ts';
import type { EnergyReport, TierOption } from './types.ts';

/**
 * Properties over the whole input space of both forms (see solar-arbitraries.ts): the engine never
 * produces NaN, Infinity or a negative size; more load never gives a smaller system; less roof never
 * gives a larger array; and there is never a payback figure without savings.
 */

/** Each report simulates its site's year hour by hour for the site today and three systems. */
const RUNS = { numRuns: 100 };

/** `limit`, with room for the report's rounding (`rounding`, absolute) and float error at absurd sizes. */
const atMost = (limit: number, rounding: number) => limit * (1 + 1e-9) + rounding + 1e-6;

/** Every number in the report, with its path. */
function numbersIn(value: unknown, path = 'report'): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => numbersIn(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => numbersIn(item, `${path}.${key}`));
  return [];
}

/** Sizes that must never be negative: the systems, the load and the production. */
function sizesOf(report: EnergyReport): [string, number][] {
  return [
    ...numbersIn(
      report.tiers.map((tier) => tier.system),
      'systems',
    ),
    ...numbersIn(
      report.tiers.map((tier) => tier.load),
      'tierLoads',
    ),
    ...numbersIn(
      report.tiers.map((tier) => tier.costs),
      'costs',
    ),
    ...numbersIn(report.load, 'load'),
    ...numbersIn(report.production, 'production'),
    ...numbersIn(report.site, 'site').filter(([path]) => !/latitude|longitude/.test(path)),
    ...numbersIn(report.environment, 'environment'),
  ];
}

/**
 * The rule of thumb each tier's search starts from (decision 035) never shrinks with more load. The
 * searched system is the least life-cycle cost among those tried that meets the tier's target, so it
 * may move either way; its own properties are in sizing-search.test.ts. The inverter may be smaller
 * only where charge controllers now take the array beyond its input, because they cost less than the
 * larger inverter that took it all (decision 062); the load it carries never shrinks (below).
 */
type RuleOfThumb = {
  requiredKwp: number;
  kwp: number;
  batteryKwh: number;
  inverterKva: number;
  summary: string;
};

const hasChargeControllers = (rule: RuleOfThumb) => / A charge controllers?$/.test(rule.summary);

const ruleOf = (tier: TierOption): RuleOfThumb => ({
  requiredKwp: tier.system.pv.requiredKwp,
  ...tier.search.ruleOfThumb,
});

function isNoSmaller(bigger: RuleOfThumb, smaller: RuleOfThumb, { isBatteryChecked = true } = {}): boolean {
  return (
    bigger.requiredKwp >= smaller.requiredKwp &&
    bigger.kwp >= smaller.kwp &&
    (bigger.inverterKva >= smaller.inverterKva || hasChargeControllers(bigger)) &&
    (!isBatteryChecked || bigger.batteryKwh >= smaller.batteryKwh)
  );
}

const eachTier = (
  larger: EnergyReport,
  smaller: EnergyReport,
  check: (big: RuleOfThumb, small: RuleOfThumb) => boolean,
) =>
  larger.tiers.every((tier, index) => {
    const other = smaller.tiers[index];
    return other !== undefined && check(ruleOf(tier), ruleOf(other));
  });

// Each property runs a fixed number of reports (a few milliseconds each); the long timeout only guards
// a hang on a machine shared by the whole team, it measures nothing.
describe('engine properties', { timeout: 600_000 }, () => {
  it('never produces NaN, Infinity or a negative size, for any answers of either form', () => {
    fc.assert(
      fc.property(audit, (answers) => {
        const report = createEnergyReport({ audit: answers });
        expect(numbersIn(report).filter(([, value]) => !Number.isFinite(value))).toEqual([]);
        expect(sizesOf(report).filter(([, value]) => value < 0)).toEqual([]);
        expect(report.tiers).toHaveLength(3);
        expect(report.summary.length).toBeGreaterThan(10);
      }),
      RUNS,
    );
  });

  it('home: more bedrooms, ACs (day or night), bigger or non-inverter ACs, heating or a pump never give a smaller rule-of-thumb system', () => {
    fc.assert(
      fc.property(
        homeAudit,
        increase,
        increase,
        increase,
        fc.boolean(),
        fc.boolean(),
        (answers, moreRooms, moreAcs, moreNightAcs, addHeating, addPump) => {
          const more = {
            ...answers,
            rooms: answers.rooms + moreRooms,
            ac: answers.ac + moreAcs,
            acNight: (answers.acNight ?? 0) + moreNightAcs,
            appliances: addHeating ? ('true' as const) : answers.appliances,
            pump: addPump ? undefined : answers.pump,
            acSize:
              answers.acSize === '1'
                ? ('1.5' as const)
                : answers.acSize === '1.5'
                  ? ('2' as const)
                  : answers.acSize,
            acInverter: undefined,
          };
          expect(
            eachTier(
              createEnergyReport({ audit: more }),
              createEnergyReport({ audit: answers }),
              isNoSmaller,
            ),
          ).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('office: more daily energy, night peak or rooms, or everything scaled up, never give a smaller rule-of-thumb system', () => {
    fc.assert(
      fc.property(
        officeAudit,
        increase,
        increase,
        increase,
        fc.integer({ min: 1, max: 50 }),
        (answers, moreEnergy, moreNight, moreRooms, scale) => {
          const base = createEnergyReport({ audit: answers });
          const variants = [
            { ...answers, dayConsumption: answers.dayConsumption + moreEnergy },
            { ...answers, nightPeakLoad: answers.nightPeakLoad + moreNight },
            { ...answers, rooms: answers.rooms + moreRooms },
            {
              ...answers,
              dayConsumption: answers.dayConsumption * scale,
              dayPeakLoad: answers.dayPeakLoad * scale,
              nightPeakLoad: answers.nightPeakLoad * scale,
            },
          ];
          for (const variant of variants)
            expect(eachTier(createEnergyReport({ audit: variant }), base, isNoSmaller)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  // Energy moved from the night to the day no longer passes through the battery's round trip, so the
  // array may shrink a little too (docs/solar-method.md, "Sizing"), and an inverter sized for that
  // array with it; the load it must carry never shrinks.
  it('office: a higher day peak never gives an inverter carrying less load (its battery and array may shrink: the same energy moves to the day)', () => {
    fc.assert(
      fc.property(officeAudit, increase, (answers, moreDay) => {
        const more = createEnergyReport({
          audit: { ...answers, dayPeakLoad: answers.dayPeakLoad + moreDay },
        });
        const base = createEnergyReport({ audit: answers });
        expect(
          more.tiers.every(
            (tier, index) =>
              tier.system.inverter.continuousKw >= (base.tiers[index]?.system.inverter.continuousKw ?? 0),
          ),
        ).toBe(true);
      }),
      RUNS,
    );
  });

  it('a smaller roof never gives a larger rule-of-thumb array, nor a searched one beyond the roof (0 m² is a roof not known, so it is left out)', () => {
    fc.assert(
      fc.property(audit, fc.double({ min: 0, max: 1, noNaN: true }), (answers, share) => {
        fc.pre(answers.land >= 1);
        const land = Math.max(1, Math.floor(answers.land * share));
        const smaller = createEnergyReport({ audit: { ...answers, land } });
        const larger = createEnergyReport({ audit: answers });
        expect(
          larger.tiers.every(
            (tier, index) =>
              tier.search.ruleOfThumb.kwp >= (smaller.tiers[index]?.search.ruleOfThumb.kwp ?? Infinity),
          ),
        ).toBe(true);
        for (const tier of smaller.tiers)
          expect(tier.system.pv.kwp).toBeLessThanOrEqual(atMost(tier.system.pv.maxKwpOnArea ?? Infinity, 0));
      }),
      RUNS,
    );
  });

  it('more grid hours never increase the site’s generator litres; avoided energy never exceeds what solar and battery deliver', () => {
    fc.assert(
      fc.property(
        audit,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 24 }),
        (answers, hours, more) => {
          const fewer = createEnergyReport({ audit: { ...answers, gridHours: hours } });
          const longer = createEnergyReport({ audit: { ...answers, gridHours: Math.min(24, hours + more) } });
          expect(longer.simulation.before.fuel).toBeLessThanOrEqual(atMost(fewer.simulation.before.fuel, 0));
          for (const report of [fewer, longer]) {
            const { before, after, year } = report.simulation;
            const served = year.solarToLoad + year.batteryToLoad;
            const avoided = before.gridKwh - after.gridKwh + before.generatorKwh - after.generatorKwh;
            // Differences of figures rounded to 0.1 kWh, some of them absurdly large.
            const slack = 0.5 + 1e-9 * (before.gridKwh + before.generatorKwh + year.load);
            expect(avoided).toBeLessThanOrEqual(atMost(served, slack));
            expect(report.environment.gridKwhAvoidedPerYear).toBeLessThanOrEqual(atMost(served, slack));
            expect(after.fuel).toBeLessThanOrEqual(atMost(before.fuel, 0.1));
          }
        },
      ),
      RUNS,
    );
  });

  it('has a payback only with savings, and then a finite number within the panels’ life', () => {
    fc.assert(
      fc.property(audit, (answers) => {
        const report = createEnergyReport({ audit: answers });
        const cases = [report.economics, ...report.tiers, ...report.economics.sensitivity];
        for (const result of cases) {
          if (result.paybackStatus === 'pays_back') {
            expect(result.annualSavings).toBeGreaterThan(0);
            expect(result.paybackYears).toBeGreaterThan(0);
            expect(result.paybackYears).toBeLessThanOrEqual(25);
          } else {
            expect(result.paybackYears).toBeNull();
          }
          if (
            result.annualSavings !== null &&
            result.annualSavings <= 0 &&
            report.economics.basis !== 'none'
          ) {
            expect(['no_savings', 'not_computed']).toContain(result.paybackStatus);
          }
        }
        if (report.economics.basis === 'none') expect(report.economics.annualSavings).toBeNull();
      }),
      RUNS,
    );
  });

  it('is deterministic: the same answers give the same report', () => {
    fc.assert(
      fc.property(audit, (answers) => {
        expect(createEnergyReport({ audit: answers })).toEqual(
          createEnergyReport({ audit: structuredClone(answers) }),
        );
      }),
      { numRuns: 50 },
    );
  });
});
