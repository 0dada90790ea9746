import { describe, expect, it } from 'vitest';

import { HOURS_PER_YEAR } from './calendar.ts';
import { dispatch, type DispatchInput } from './dispatch.ts';
import { gridYear } from './grid-hours.ts';
import { homeDayShapes, loadYear, officeDayShapes } from './load-shape.ts';
import { seededRandom } from './random.ts';

const diesel = { ratedKw: 16, intercept: 0.08145, slope: 0.246, minimumLoad: 0.25 };
const sum = (values: ArrayLike<number>) => Array.from(values).reduce((total, value) => total + value, 0);

/** A year of sun shaped like a day (06:00–18:00) with a random dull or bright day. */
function sunnyYear(kwp: number, seed = 3): Float64Array {
  const random = seededRandom(seed);
  const solar = new Float64Array(HOURS_PER_YEAR);
  for (let day = 0; day < 365; day += 1) {
    const brightness = 0.3 + 0.7 * random();
    for (let hour = 6; hour < 18; hour += 1) {
      solar[day * 24 + hour] = kwp * brightness * Math.sin((Math.PI * (hour + 0.5 - 6)) / 12) * 0.8;
    }
  }
  return solar;
}

const office = loadYear(
  officeDayShapes({ dailyKwh: 90, nightKwh: 20, essentialShare: 0.4, openFrom: 8, openHours: 10 }).full,
);

function input(overrides: Partial<DispatchInput> = {}): DispatchInput {
  return {
    solar: sunnyYear(20),
    load: office,
    grid: gridYear({ hoursPerDay: 10, pattern: 'no_pattern', seed: 5 }),
    usableKwh: 30,
    roundTrip: 0.92,
    inverterKw: 12,
    generator: diesel,
    keepHours: true,
    ...overrides,
  };
}

describe('hourly dispatch', () => {
  it('closes every hour’s balance: load = solar + battery + grid + generator + unmet (to 0.1 %)', () => {
    const result = dispatch(input());
    const hours = result.hours;
    if (!hours) throw new Error('hours were kept');
    const unbalanced: number[] = [];
    for (let index = 0; index < HOURS_PER_YEAR; index += 1) {
      const load = office[index] ?? 0;
      const served =
        (hours.solarToLoad[index] ?? 0) +
        (hours.batteryToLoad[index] ?? 0) +
        (hours.grid[index] ?? 0) +
        (hours.generator[index] ?? 0) +
        (hours.unmet[index] ?? 0);
      if (Math.abs(served - load) > 0.001 * load + 1e-9) unbalanced.push(index);
    }
    expect(unbalanced).toEqual([]);
    const { year } = result;
    expect(year.solarToLoad + year.batteryToLoad + year.grid + year.generator + year.unmet).toBeCloseTo(
      year.load,
      6,
    );
  });

  it('keeps the battery between empty and full, solar plus battery within the inverter, and loses the round trip', () => {
    const result = dispatch(input({ inverterKw: 6 }));
    const hours = result.hours;
    if (!hours) throw new Error('hours were kept');
    expect(Math.min(...hours.stateOfCharge)).toBeGreaterThanOrEqual(-1e-9);
    expect(Math.max(...hours.stateOfCharge)).toBeLessThanOrEqual(30 + 1e-9);
    const throughInverter = hours.solarToLoad.map((kwh, index) => kwh + (hours.batteryToLoad[index] ?? 0));
    expect(Math.max(...throughInverter)).toBeLessThanOrEqual(6 + 1e-9);
    // What the battery gives is at most the round trip of what it took in, plus its first full charge.
    expect(result.year.batteryToLoad).toBeLessThanOrEqual(result.batteryThroughputKwh * Math.sqrt(0.92) + 30);
    // Solar is either used, stored or spilled; storing loses the charging half of the round trip.
    expect(result.year.solarToLoad + result.year.spilled + result.batteryThroughputKwh).toBeLessThanOrEqual(
      result.year.solar + 1e-6,
    );
  });

  it('burns HOMER’s fuel curve each whole hour, at no less than the minimum load', () => {
    const load = new Float64Array(HOURS_PER_YEAR).fill(2);
    const result = dispatch(
      input({
        solar: new Float64Array(HOURS_PER_YEAR),
        load,
        grid: new Uint8Array(HOURS_PER_YEAR),
        usableKwh: 0,
      }),
    );
    expect(result.generatorHours).toBe(HOURS_PER_YEAR);
    // 2 kW on a 16 kW set is below its 25 % minimum: it runs at 4 kW.
    expect(result.fuel).toBeCloseTo(HOURS_PER_YEAR * (0.08145 * 16 + 0.246 * 4), 6);
    expect(result.year.generator).toBeCloseTo(HOURS_PER_YEAR * 2, 6);
  });

  it('leaves unmet what no source can serve, and the generator never beyond its rating', () => {
    const load = new Float64Array(HOURS_PER_YEAR).fill(20);
    const result = dispatch(
      input({
        solar: new Float64Array(HOURS_PER_YEAR),
        load,
        grid: new Uint8Array(HOURS_PER_YEAR),
        usableKwh: 0,
      }),
    );
    expect(result.year.generator).toBeCloseTo(HOURS_PER_YEAR * 16, 6);
    expect(result.year.unmet).toBeCloseTo(HOURS_PER_YEAR * 4, 6);
  });

  it('never burns more fuel with more grid hours, with or without solar', () => {
    for (const solar of [new Float64Array(HOURS_PER_YEAR), sunnyYear(10)]) {
      const litres = [0, 2, 4, 6, 8, 10, 12, 16, 20, 22, 24].map(
        (hoursPerDay) =>
          dispatch(
            input({ solar, grid: gridYear({ hoursPerDay, pattern: 'night', seed: 9 }), keepHours: false }),
          ).fuel,
      );
      litres.forEach((value, index) => expect(value).toBeLessThanOrEqual(litres[index - 1] ?? Infinity));
      expect(litres.at(-1)).toBe(0);
    }
  });
});

describe('grid hours', () => {
  it('supplies the answered hours a day on average, more hours only ever adding hours', () => {
    let previous = gridYear({ hoursPerDay: 0, pattern: 'no_pattern', seed: 1 });
    expect(sum(previous)).toBe(0);
    for (const hoursPerDay of [3.5, 4, 8, 12, 16, 20, 23.2, 24]) {
      const supply = gridYear({ hoursPerDay, pattern: 'no_pattern', seed: 1 });
      expect(sum(supply) / 365).toBeCloseTo(hoursPerDay, 0);
      expect(Math.abs(sum(supply) / 365 - hoursPerDay)).toBeLessThan(0.1);
      const lost = Array.from(supply).filter((on, index) => on < (previous[index] ?? 0));
      expect(lost).toEqual([]);
      previous = supply;
    }
  });

  it('puts supply mostly by day or by night when the customer says so', () => {
    const daytimeShare = (pattern: 'day' | 'night' | 'no_pattern') => {
      const supply = gridYear({ hoursPerDay: 8, pattern, seed: 2 });
      let daytime = 0;
      supply.forEach((on, index) => {
        const hour = index % 24;
        if (on && hour >= 7 && hour < 19) daytime += 1;
      });
      return daytime / sum(supply);
    };
    expect(daytimeShare('day')).toBeGreaterThan(0.75);
    expect(daytimeShare('night')).toBeLessThan(0.25);
    expect(daytimeShare('no_pattern')).toBeGreaterThan(0.3);
    expect(daytimeShare('no_pattern')).toBeLessThan(0.7);
  });

  it('comes in blocks of several hours, not scattered single hours', () => {
    const supply = gridYear({ hoursPerDay: 12, pattern: 'no_pattern', seed: 4 });
    let switches = 0;
    for (let index = 1; index < HOURS_PER_YEAR; index += 1)
      if (supply[index] !== supply[index - 1]) switches += 1;
    // Fewer than 3 blocks (6 switches) a day on average.
    expect(switches / 365).toBeLessThan(6);
  });
});

describe('hourly load', () => {
  const dayEnergy = (curve: readonly number[]) => sum(curve.slice(7, 19));
  it('keeps a home’s day and night energy and puts its peak in the evening', () => {
    const shapes = homeDayShapes({
      essentialsDayKwh: 5,
      essentialsNightKwh: 5,
      dayAcKwh: 4,
      nightAcKwh: 4,
      heatingKwh: 5,
    });
    expect(sum(shapes.essentials.workday)).toBeCloseTo(10, 9);
    expect(sum(shapes.comfort.workday)).toBeCloseTo(19, 9);
    expect(dayEnergy(shapes.comfort.workday)).toBeCloseTo(14, 9);
    expect(sum(shapes.full.workday)).toBeCloseTo(23, 9);
    expect(sum(shapes.full.workday) - dayEnergy(shapes.full.workday)).toBeCloseTo(9, 9);
    const essentials = shapes.essentials.workday;
    expect(essentials.indexOf(Math.max(...essentials))).toBe(20);
  });

  it('runs an office in working hours on weekdays and at its night level at weekends', () => {
    const shapes = officeDayShapes({
      dailyKwh: 90,
      nightKwh: 14,
      essentialShare: 0.4,
      openFrom: 8,
      openHours: 10,
    });
    expect(sum(shapes.full.workday)).toBeCloseTo(90, 9);
    expect(sum(shapes.full.weekend)).toBeCloseTo(24, 9);
    expect(sum(shapes.essentials.workday)).toBeCloseTo(36, 9);
    expect(shapes.full.workday[3]).toBeCloseTo(1, 9);
    expect(shapes.full.workday[10]).toBeGreaterThan(7);
    const year = loadYear(shapes.full);
    expect(sum(year.subarray(0, 24 * 7))).toBeCloseTo(90 * 5 + 24 * 2, 6);
  });
});
