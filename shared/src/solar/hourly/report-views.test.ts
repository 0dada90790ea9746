import { describe, expect, it } from 'vitest';

import { SOLAR_CONSTANTS } from '../constants.ts';
import { createContext } from '../context.ts';
import { netPresentValue } from '../finance.ts';
import { REFERENCE_CITIES, monthlyGhiOf } from '../solar-data.ts';
import { generatorBeforeAfter } from './before-after.ts';
import { HOURS_PER_DAY } from './calendar.ts';
import { dispatch, type DispatchResult } from './dispatch.ts';
import { gridYear } from './grid-hours.ts';
import { homeDayShapes, loadYear } from './load-shape.ts';
import {
  SUPPLY_SOURCES,
  batteryWeekOf,
  dateOfDay,
  dayRows,
  dayTotals,
  lifetimeCashFlow,
  monthlySupplyRows,
  type DayFlows,
} from './report-views.ts';
import { outputPerKwp, synthesiseWeather } from './weather.ts';

const { read: value } = createContext(SOLAR_CONSTANTS);
const lagos = REFERENCE_CITIES.find((city) => city.name === 'Lagos');
if (!lagos) throw new Error('Lagos is a reference city');

// A Lagos home of 5 kWp, 10 kWh usable and a 5 kVA inverter, 8 h of grid a day and a 3.5 kW petrol set.
const weather = synthesiseWeather({
  latitude: lagos.latitude,
  clockOffsetHours: (lagos.longitude - 15) / 15,
  monthlyGhi: monthlyGhiOf(lagos),
  monthlyTemperature: value('temperatureSouth'),
  dailySwing: value('dailySwingSouth'),
  tilt: 10,
  albedo: 0.2,
  seed: 7,
});
const perKwp = outputPerKwp(weather, {
  systemLosses: 0.14,
  inverterEfficiency: 0.96,
  temperatureCoefficient: -0.0035,
  u0: 25,
  u1: 6.84,
  windSpeed: 1,
  shadingFactor: 1,
});
const solar = perKwp.map((kwh) => kwh * 5);
const load = loadYear(
  homeDayShapes({
    essentialsDayKwh: 4,
    essentialsNightKwh: 5,
    dayAcKwh: 6,
    nightAcKwh: 8,
    heatingKwh: 2,
  }).full,
);
const grid = gridYear({ hoursPerDay: 8, pattern: 'no_pattern', seed: 11 });
const generator = { ratedKw: 3.5, intercept: 0.08, slope: 0.25, minimumLoad: 0.3 };
const common = { load, grid, roundTrip: 0.9, generator, keepHours: true };
const after = dispatch({ ...common, solar, usableKwh: 10, inverterKw: 5 });
const before = dispatch({ ...common, solar: new Float64Array(0), usableKwh: 0, inverterKw: 0 });

function dayOf(result: DispatchResult, day: number): DayFlows {
  const hours = result.hours;
  if (!hours) throw new Error('hours were kept');
  const slice = (values: Float64Array) =>
    Array.from(values.subarray(day * HOURS_PER_DAY, (day + 1) * HOURS_PER_DAY));
  return {
    load: slice(load),
    solar: slice(solar),
    solarToLoad: slice(hours.solarToLoad),
    batteryToLoad: slice(hours.batteryToLoad),
    grid: slice(hours.grid),
    generator: slice(hours.generator),
    unmet: slice(hours.unmet),
  };
}

const sourcesOf = (row: Record<(typeof SUPPLY_SOURCES)[number], number>) =>
  SUPPLY_SOURCES.reduce((total, source) => total + row[source], 0);

describe('the report’s views of the hourly simulation', () => {
  it('splits each month’s load by source, the sources adding up to the load', () => {
    const rows = monthlySupplyRows(after.monthly);
    expect(rows.map((row) => row.label)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    for (const row of rows) {
      expect(Math.abs(sourcesOf(row) - row.load)).toBeLessThan(0.3);
      for (const source of SUPPLY_SOURCES) expect(row[source]).toBeGreaterThanOrEqual(0);
    }
    const yearSolar = rows.reduce((total, row) => total + row.solar, 0);
    expect(yearSolar).toBeCloseTo(after.year.solarToLoad, 0);
    // Solar does serve a Lagos home's days, and the rainy months get less of it than the dry ones.
    expect(rows[0]?.solar ?? 0).toBeGreaterThan(rows[6]?.solar ?? 0);
  });

  it('shows a day hour by hour: 24 rows that balance, solar used never above solar made', () => {
    const rows = dayRows(dayOf(after, 44));
    expect(rows).toHaveLength(24);
    expect(rows[0]?.label).toBe('00:00');
    expect(rows[23]?.label).toBe('23:00');
    for (const row of rows) {
      expect(Math.abs(sourcesOf(row) - row.load)).toBeLessThan(0.03);
      expect(row.solar).toBeLessThanOrEqual(row.solarMade + 0.005);
    }
    // No sun at midnight; the sun's hours serve the load.
    expect(rows[0]?.solarMade).toBe(0);
    expect(rows.slice(10, 15).some((row) => row.solar > 0)).toBe(true);
    const totals = dayTotals(rows);
    expect(Math.abs(sourcesOf(totals) - totals.load)).toBeLessThan(0.3);
    expect(totals.solarMade).toBeGreaterThanOrEqual(totals.solar);
  });

  it('names a day of the simulated year by its date', () => {
    expect(dateOfDay(0)).toBe('1 January');
    expect(dateOfDay(44)).toBe('14 February');
    expect(dateOfDay(226)).toBe('15 August');
    expect(dateOfDay(364)).toBe('31 December');
  });

  it('gives a week of the battery in % of its usable energy, with each day’s lowest and highest', () => {
    const first = 210;
    const hours = after.hours;
    if (!hours) throw new Error('hours were kept');
    const week = batteryWeekOf({
      stateOfChargeKwh: Array.from(hours.stateOfCharge.subarray(first * 24, (first + 7) * 24)),
      usableKwh: 10,
      firstDay: first,
    });
    expect(week.percent).toHaveLength(168);
    expect(week.days.map((day) => day.label)).toEqual([
      '30 July',
      '31 July',
      '1 August',
      '2 August',
      '3 August',
      '4 August',
      '5 August',
    ]);
    for (const percent of week.percent) {
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
    }
    for (const day of week.days) {
      expect(day.lowest).toBeLessThanOrEqual(day.atMidnight);
      expect(day.atMidnight).toBeLessThanOrEqual(day.highest);
    }
    // The battery works: it charges by day and gives by night, so its charge moves within a day.
    expect(week.days.some((day) => day.highest - day.lowest > 20)).toBe(true);
    expect(
      batteryWeekOf({ stateOfChargeKwh: [0, 0], usableKwh: 0, firstDay: 0 }).percent.every((p) => p === 0),
    ).toBe(true);
  });

  it('puts the generator’s hours and fuel before and after side by side, fewer after', () => {
    const supply = (result: DispatchResult) => ({
      gridKwh: result.year.grid,
      generatorKwh: result.year.generator,
      generatorHours: result.generatorHours,
      fuel: result.fuel,
    });
    const rows = generatorBeforeAfter({ before: supply(before), after: supply(after), fuelUnit: 'L' });
    expect(rows.map((row) => row.label)).toEqual([
      'Generator running (hours a year)',
      'Generator fuel (litres a year)',
      'Generator energy (kWh a year)',
      'Grid energy bought (kWh a year)',
    ]);
    expect(rows[0]?.before).toBe(before.generatorHours);
    expect(rows[1]?.before).toBe(Math.round(before.fuel));
    for (const row of rows) expect(row.after).toBeLessThan(row.before);
    expect(
      generatorBeforeAfter({ before: supply(before), after: supply(after), fuelUnit: 'kg' })[1]?.label,
    ).toBe('Generator gas (kg a year)');
  });

  it('runs the cash flow over the life, discounted, with the payback of a worked example', () => {
    // ₦1,000 now for ₦300 a year over 5 years at 10 %: NPV = −1,000 + 300 × 3.7908 = 137.24, and the
    // discounted total (272.73, 520.66, 746.05, 950.95, 1,137.24) crosses the outlay at 4 + 49.05/186.28.
    const flows = [-1000, 300, 300, 300, 300, 300].map((net, year) => ({ year, net }));
    const { points, discountedPaybackYears } = lifetimeCashFlow({ flows, rate: 0.1 });
    expect(points.map((point) => point.cumulative)).toEqual([-1000, -700, -400, -100, 200, 500]);
    expect(points.map((point) => point.discountedCumulative)).toEqual([-1000, -727, -479, -254, -49, 137]);
    expect(points.at(-1)?.discountedCumulative).toBe(
      Math.round(netPresentValue({ rate: 0.1, cashFlows: flows.map((flow) => flow.net) })),
    );
    expect(discountedPaybackYears).toBe(4.3);
    expect(
      lifetimeCashFlow({ flows: [-1000, 10, 10].map((net, year) => ({ year, net })), rate: 0.1 })
        .discountedPaybackYears,
    ).toBeNull();
  });
});
