import { describe, expect, it } from 'vitest';

import { SOLAR_CONSTANTS } from '../constants.ts';
import { createContext } from '../context.ts';
import { REFERENCE_CITIES, monthlyGhiOf } from '../solar-data.ts';
import { DAYS_IN_MONTH, planeOfArrayIrradiation } from '../sun.ts';
import { FIRST_DAY_OF_MONTH, HOURS_PER_DAY } from './calendar.ts';
import { outputPerKwp, synthesiseWeather, type WeatherInput } from './weather.ts';

const { read: value } = createContext(SOLAR_CONSTANTS);

function inputFor(name: string, seed = 1): WeatherInput {
  const city = REFERENCE_CITIES.find((candidate) => candidate.name === name);
  if (!city) throw new Error(name);
  const isNorth = city.latitude >= 11;
  return {
    latitude: city.latitude,
    clockOffsetHours: (city.longitude - 15) / 15,
    monthlyGhi: monthlyGhiOf(city),
    monthlyTemperature: value(isNorth ? 'temperatureNorth' : 'temperatureSouth'),
    dailySwing: value(isNorth ? 'dailySwingNorth' : 'dailySwingSouth'),
    tilt: Math.max(10, Math.round(city.latitude)),
    albedo: 0.2,
    seed,
  };
}

function monthlySums(hourly: Float64Array): number[] {
  return DAYS_IN_MONTH.map((days, month) => {
    const start = (FIRST_DAY_OF_MONTH[month] ?? 0) * HOURS_PER_DAY;
    return hourly.subarray(start, start + days * HOURS_PER_DAY).reduce((total, kwh) => total + kwh, 0);
  });
}

describe('the synthetic year', () => {
  it.each(['Lagos', 'Kano', 'Abuja', 'Port Harcourt', 'Sokoto'])(
    'reproduces %s’s monthly GHI table within ±1 % every month',
    (name) => {
      const input = inputFor(name);
      const sums = monthlySums(synthesiseWeather(input).ghi);
      sums.forEach((kwh, month) => {
        const table = (input.monthlyGhi[month] ?? 0) * (DAYS_IN_MONTH[month] ?? 0);
        expect(Math.abs(kwh / table - 1)).toBeLessThan(0.01);
      });
    },
  );

  it('puts on the tilted plane what the monthly method puts there, within 4 % each month', () => {
    const input = inputFor('Abuja');
    const sums = monthlySums(synthesiseWeather(input).planeOfArray);
    const monthly = planeOfArrayIrradiation({
      latitude: input.latitude,
      monthlyGhi: input.monthlyGhi,
      tilt: input.tilt,
      albedo: input.albedo,
    });
    sums.forEach((kwh, month) => {
      const expected = (monthly[month] ?? 0) * (DAYS_IN_MONTH[month] ?? 0);
      expect(Math.abs(kwh / expected - 1)).toBeLessThan(0.04);
    });
  });

  it('gives the same year for the same seed, and another year for another seed', () => {
    const first = synthesiseWeather(inputFor('Lagos', 7));
    expect(synthesiseWeather(inputFor('Lagos', 7)).ghi).toEqual(first.ghi);
    expect(synthesiseWeather(inputFor('Lagos', 8)).ghi).not.toEqual(first.ghi);
  });

  it('has dull and bright days that persist (the Markov chain), not 365 average days', () => {
    const { dailyClearness } = synthesiseWeather(inputFor('Lagos'));
    const august = Array.from(
      dailyClearness.subarray(FIRST_DAY_OF_MONTH[7], (FIRST_DAY_OF_MONTH[7] ?? 0) + 31),
    );
    const mean = august.reduce((total, kt) => total + kt, 0) / august.length;
    const spread = Math.sqrt(august.reduce((total, kt) => total + (kt - mean) ** 2, 0) / august.length);
    expect(spread / mean).toBeGreaterThan(0.1);

    const year = Array.from(dailyClearness);
    const yearMean = year.reduce((total, kt) => total + kt, 0) / year.length;
    let together = 0;
    let alone = 0;
    for (let day = 0; day < year.length; day += 1) {
      const deviation = (year[day] ?? 0) - yearMean;
      alone += deviation ** 2;
      if (day > 0) together += deviation * ((year[day - 1] ?? 0) - yearMean);
    }
    expect(together / alone).toBeGreaterThan(0.1);
  });

  it('has no sun at night and the most around solar noon', () => {
    const { ghi } = synthesiseWeather(inputFor('Kano'));
    const days = 365;
    const byHour = Array.from({ length: 24 }, (_, hour) => {
      let total = 0;
      for (let day = 0; day < days; day += 1) total += ghi[day * 24 + hour] ?? 0;
      return total;
    });
    expect(byHour[0]).toBe(0);
    expect(byHour[3]).toBe(0);
    expect(byHour[22]).toBe(0);
    // Kano (8.5° E) sees solar noon about 25 minutes after 12:00 West Africa Time.
    expect(byHour.indexOf(Math.max(...byHour))).toBe(12);
  });

  it('makes 1,200–1,800 kWh a year per kWp, less in the hot north per unit of sun', () => {
    const losses = {
      systemLosses: value('systemLosses'),
      inverterEfficiency: value('pvInverterEfficiency'),
      temperatureCoefficient: value('temperatureCoefficient'),
      u0: value('faimanU0'),
      u1: value('faimanU1'),
      windSpeed: value('windSpeed'),
      shadingFactor: 1,
    };
    const ratios = ['Lagos', 'Sokoto'].map((name) => {
      const weather = synthesiseWeather(inputFor(name));
      const yieldKwh = outputPerKwp(weather, losses).reduce((total, kwh) => total + kwh, 0);
      const sunKwh = weather.planeOfArray.reduce((total, kwh) => total + kwh, 0);
      expect(yieldKwh).toBeGreaterThan(1200);
      expect(yieldKwh).toBeLessThan(1800);
      return yieldKwh / sunKwh;
    });
    expect(ratios[1]).toBeLessThan(ratios[0] ?? 0);
  });
});
