/**
 * A synthetic year of sun and heat, hour by hour, from the 12 monthly GHI values (docs/solar-method.md,
 * "The synthetic year"): daily clearness indices from Aguiar et al.'s Markov chains (markov.ts), each
 * month rescaled so its sum equals the table; each day spread over its hours (sun-hours.ts); global
 * split into beam and diffuse by Erbs et al.; both carried onto the tilted array with Liu and Jordan's
 * isotropic sky (Duffie and Beckman eq. 2.15.1); the air temperature a daily cosine about the month's
 * mean. Seeded: the same place gives the same year.
 */
import { remembered } from './memo.ts';
import { DAYS_IN_MONTH } from '../sun.ts';
import {
  DAYS_PER_YEAR,
  FIRST_DAY_OF_MONTH,
  HOURS_PER_DAY,
  HOURS_PER_YEAR,
  MONTH_OF_DAY,
} from './calendar.ts';
import { clearnessIn, matrixFor, nextState, stateOf } from './markov.ts';
import { seededRandom } from './random.ts';
import { dailyDiffuseFraction, sunHoursOf } from './sun-hours.ts';

const DEGREE = Math.PI / 180;
/** The hottest hour of the day (clock), where the daily cosine of air temperature peaks. */
const HOTTEST_HOUR = 15;

export type WeatherInput = {
  latitude: number;
  /** Solar time minus clock time, hours (sun-hours.ts). */
  clockOffsetHours: number;
  /** kWh/m²/day, January first. */
  monthlyGhi: readonly number[];
  /** °C, January first. */
  monthlyTemperature: readonly number[];
  /** Day-to-night swing of the air temperature, °C. */
  dailySwing: number;
  tilt: number;
  albedo: number;
  seed: number;
};

export type WeatherYear = {
  /** Global horizontal irradiation each hour, kWh/m² (= mean kW/m² over the hour). */
  ghi: Float64Array;
  /** Irradiation on the array's plane each hour, kWh/m². */
  planeOfArray: Float64Array;
  /** Air temperature each hour, °C. */
  airTemperature: Float64Array;
  /** Each day's clearness index (after the month's rescaling). */
  dailyClearness: Float64Array;
};

/** One clearness index a day, a Markov chain whose matrix follows each month's mean clearness. */
function dailyClearnessOf(monthlyClearness: readonly number[], seed: number): Float64Array {
  const random = seededRandom(seed);
  const daily = new Float64Array(DAYS_PER_YEAR);
  let previous = monthlyClearness[0] ?? 0.5;
  for (let month = 0; month < 12; month += 1) {
    const matrix = matrixFor(monthlyClearness[month] ?? 0.5);
    let state = stateOf(matrix, previous);
    const first = FIRST_DAY_OF_MONTH[month] ?? 0;
    for (let day = first; day < first + (DAYS_IN_MONTH[month] ?? 30); day += 1) {
      state = nextState(matrix, state, random());
      previous = clearnessIn(matrix, state, random());
      daily[day] = previous;
    }
  }
  return daily;
}

function computeSynthesiseWeather(input: WeatherInput): WeatherYear {
  const sun = sunHoursOf({
    latitude: input.latitude,
    tilt: input.tilt,
    clockOffsetHours: input.clockOffsetHours,
  });
  const monthlyClearness = input.monthlyGhi.map((ghi, month) => {
    const first = FIRST_DAY_OF_MONTH[month] ?? 0;
    const days = DAYS_IN_MONTH[month] ?? 30;
    let above = 0;
    for (let day = first; day < first + days; day += 1) above += sun.extraterrestrial[day] ?? 0;
    return above > 0 ? (ghi * days) / above : 0;
  });
  const dailyClearness = dailyClearnessOf(monthlyClearness, input.seed);

  // Rescale each month so its days sum to the table exactly (the chain's mean is close, not equal).
  const dailyGhi = new Float64Array(DAYS_PER_YEAR);
  for (let month = 0; month < 12; month += 1) {
    const first = FIRST_DAY_OF_MONTH[month] ?? 0;
    const days = DAYS_IN_MONTH[month] ?? 30;
    let drawn = 0;
    for (let day = first; day < first + days; day += 1) {
      dailyGhi[day] = (dailyClearness[day] ?? 0) * (sun.extraterrestrial[day] ?? 0);
      drawn += dailyGhi[day] ?? 0;
    }
    const target = Math.max(0, input.monthlyGhi[month] ?? 0) * days;
    const scale = drawn > 0 ? target / drawn : 0;
    for (let day = first; day < first + days; day += 1) {
      dailyGhi[day] = (dailyGhi[day] ?? 0) * scale;
      const above = sun.extraterrestrial[day] ?? 0;
      dailyClearness[day] = above > 0 ? (dailyGhi[day] ?? 0) / above : 0;
    }
  }

  const slope = input.tilt * DEGREE;
  const skyView = (1 + Math.cos(slope)) / 2;
  const groundView = (input.albedo * (1 - Math.cos(slope))) / 2;
  const ghi = new Float64Array(HOURS_PER_YEAR);
  const planeOfArray = new Float64Array(HOURS_PER_YEAR);
  const airTemperature = new Float64Array(HOURS_PER_YEAR);
  for (let day = 0; day < DAYS_PER_YEAR; day += 1) {
    const global = dailyGhi[day] ?? 0;
    const diffuse = global * dailyDiffuseFraction(dailyClearness[day] ?? 0, sun.sunsetAngle[day] ?? 0);
    const month = MONTH_OF_DAY[day] ?? 0;
    const meanTemperature = input.monthlyTemperature[month] ?? 27;
    for (let hour = 0; hour < HOURS_PER_DAY; hour += 1) {
      const index = day * HOURS_PER_DAY + hour;
      const hourGlobal = global * (sun.globalShare[index] ?? 0);
      const hourDiffuse = Math.min(hourGlobal, diffuse * (sun.diffuseShare[index] ?? 0));
      ghi[index] = hourGlobal;
      planeOfArray[index] =
        (hourGlobal - hourDiffuse) * (sun.beamRatio[index] ?? 0) +
        hourDiffuse * skyView +
        hourGlobal * groundView;
      airTemperature[index] =
        meanTemperature + (input.dailySwing / 2) * Math.cos((2 * Math.PI * (hour + 0.5 - HOTTEST_HOUR)) / 24);
    }
  }
  return { ghi, planeOfArray, airTemperature, dailyClearness };
}

export type ArrayLosses = {
  /** Share lost before the inverter (soiling, wiring, mismatch…). */
  systemLosses: number;
  inverterEfficiency: number;
  /** Power change per °C above 25 °C (negative). */
  temperatureCoefficient: number;
  /** Faiman's heat-loss factors and the wind speed. */
  u0: number;
  u1: number;
  windSpeed: number;
  shadingFactor: number;
};

/**
 * AC output of 1 kWp each hour, kWh: PVWatts' form (Dobos 2014, eq. 7 and 8, without its low-light
 * term) with the cell temperature of Faiman 2008 (eq. 1: Tc = Ta + G ÷ (U0 + U1·wind)).
 */
export function outputPerKwp(weather: WeatherYear, losses: ArrayLosses): Float64Array {
  const output = new Float64Array(HOURS_PER_YEAR);
  const heatLoss = losses.u0 + losses.u1 * losses.windSpeed;
  const scale = (1 - losses.systemLosses) * losses.inverterEfficiency * losses.shadingFactor;
  for (let index = 0; index < HOURS_PER_YEAR; index += 1) {
    const irradiance = weather.planeOfArray[index] ?? 0;
    if (irradiance <= 0) continue;
    const cell = (weather.airTemperature[index] ?? 25) + (irradiance * 1000) / heatLoss;
    output[index] = Math.max(0, irradiance * (1 + losses.temperatureCoefficient * (cell - 25)) * scale);
  }
  return output;
}

export const synthesiseWeather = remembered((input) => JSON.stringify(input), computeSynthesiseWeather);
