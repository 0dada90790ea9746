/**
 * The sun's geometry hour by hour (Duffie and Beckman 2013, Solar Engineering of Thermal Processes,
 * 4th ed.; equation numbers are theirs): declination (Cooper 1969, eq. 1.6.1a), sunset hour angle
 * (eq. 1.6.10), daily extraterrestrial irradiation (eq. 1.10.3), the share of a day's global and
 * diffuse irradiation falling in each hour (Collares-Pereira and Rabl 1979, eq. 1.13.2; Liu and Jordan
 * 1960, eq. 1.13.1) and the beam ratio Rb of an equator-facing plane (eq. 1.8.2), each hour taken as
 * four quarter-hour steps. South of the equator latitude and declination change sign, as in sun.ts.
 */
import { remembered } from './memo.ts';
import { DAYS_PER_YEAR, HOURS_PER_DAY, HOURS_PER_YEAR } from './calendar.ts';

const DEGREE = Math.PI / 180;
const SOLAR_CONSTANT_W_M2 = 1367;
const STEPS_PER_HOUR = 4;
/** Rb beyond this near sunrise and sunset is an artefact of dividing two tiny cosines. */
const MOST_BEAM_RATIO = 5;

export type SunHours = {
  /** Daily extraterrestrial irradiation on a horizontal plane, kWh/m² (one per day). */
  extraterrestrial: Float64Array;
  /** Sunset hour angle, radians (one per day). */
  sunsetAngle: Float64Array;
  /** Share of the day's global irradiation in each hour (each day sums to 1). */
  globalShare: Float64Array;
  /** Share of the day's diffuse irradiation in each hour (each day sums to 1). */
  diffuseShare: Float64Array;
  /** Beam on the plane ÷ beam on the ground, each hour. */
  beamRatio: Float64Array;
};

/**
 * `clockOffsetHours`: solar time minus clock time (longitude minus the time zone's meridian, ÷ 15°);
 * the equation of time (±16 min) is left out.
 */
function computeSunHoursOf({
  latitude: latitudeDegrees,
  tilt: tiltDegrees,
  clockOffsetHours,
}: {
  latitude: number;
  tilt: number;
  clockOffsetHours: number;
}): SunHours {
  const hemisphere = latitudeDegrees < 0 ? -1 : 1;
  const latitude = Math.abs(latitudeDegrees) * DEGREE;
  const tilted = latitude - tiltDegrees * DEGREE;
  const extraterrestrial = new Float64Array(DAYS_PER_YEAR);
  const sunsetAngle = new Float64Array(DAYS_PER_YEAR);
  const globalShare = new Float64Array(HOURS_PER_YEAR);
  const diffuseShare = new Float64Array(HOURS_PER_YEAR);
  const beamRatio = new Float64Array(HOURS_PER_YEAR);

  for (let day = 0; day < DAYS_PER_YEAR; day += 1) {
    const dayOfYear = day + 1;
    const declination = hemisphere * 23.45 * DEGREE * Math.sin((DEGREE * 360 * (284 + dayOfYear)) / 365);
    const sunset = Math.acos(Math.min(1, Math.max(-1, -Math.tan(latitude) * Math.tan(declination))));
    sunsetAngle[day] = sunset;
    extraterrestrial[day] = Math.max(
      0,
      ((24 * SOLAR_CONSTANT_W_M2) / Math.PI / 1000) *
        (1 + 0.033 * Math.cos((DEGREE * 360 * dayOfYear) / 365)) *
        (Math.cos(latitude) * Math.cos(declination) * Math.sin(sunset) +
          sunset * Math.sin(latitude) * Math.sin(declination)),
    );
    const a = 0.409 + 0.5016 * Math.sin(sunset - 60 * DEGREE);
    const b = 0.6609 - 0.4767 * Math.sin(sunset - 60 * DEGREE);
    const denominator = Math.sin(sunset) - sunset * Math.cos(sunset);
    let globalTotal = 0;
    let diffuseTotal = 0;
    for (let hour = 0; hour < HOURS_PER_DAY; hour += 1) {
      let global = 0;
      let diffuse = 0;
      let horizontal = 0;
      let plane = 0;
      for (let step = 0; step < STEPS_PER_HOUR; step += 1) {
        const solarTime = hour + (step + 0.5) / STEPS_PER_HOUR + clockOffsetHours;
        const hourAngle = 15 * DEGREE * (solarTime - 12);
        if (Math.abs(hourAngle) >= sunset || denominator <= 0) continue;
        const above = Math.cos(hourAngle) - Math.cos(sunset);
        diffuse += above / denominator;
        global += ((a + b * Math.cos(hourAngle)) * above) / denominator;
        horizontal += Math.max(
          0,
          Math.cos(latitude) * Math.cos(declination) * Math.cos(hourAngle) +
            Math.sin(latitude) * Math.sin(declination),
        );
        plane += Math.max(
          0,
          Math.cos(tilted) * Math.cos(declination) * Math.cos(hourAngle) +
            Math.sin(tilted) * Math.sin(declination),
        );
      }
      const index = day * HOURS_PER_DAY + hour;
      globalShare[index] = global;
      diffuseShare[index] = diffuse;
      beamRatio[index] = horizontal > 0 ? Math.min(MOST_BEAM_RATIO, plane / horizontal) : 0;
      globalTotal += global;
      diffuseTotal += diffuse;
    }
    // Whole hours do not sum the continuous shares to exactly 1: normalise so no energy is lost.
    for (let hour = 0; hour < HOURS_PER_DAY; hour += 1) {
      const index = day * HOURS_PER_DAY + hour;
      globalShare[index] = globalTotal > 0 ? (globalShare[index] ?? 0) / globalTotal : 0;
      diffuseShare[index] = diffuseTotal > 0 ? (diffuseShare[index] ?? 0) / diffuseTotal : 0;
    }
  }
  return { extraterrestrial, sunsetAngle, globalShare, diffuseShare, beamRatio };
}

/**
 * Erbs, Klein and Duffie 1982 daily diffuse fraction Hd/H from the day's clearness index KT
 * (Duffie and Beckman eq. 2.11.2), with its two seasons split at a sunset angle of 81.4°.
 */
export function dailyDiffuseFraction(clearness: number, sunsetAngle: number): number {
  const kt = Math.min(1, Math.max(0, clearness));
  if (sunsetAngle <= 81.4 * DEGREE) {
    return kt < 0.715 ? 1 - 0.2727 * kt + 2.4495 * kt ** 2 - 11.9514 * kt ** 3 + 9.3879 * kt ** 4 : 0.143;
  }
  return kt < 0.722 ? 1 + 0.2832 * kt - 2.5557 * kt ** 2 + 0.8448 * kt ** 3 : 0.175;
}

export const sunHoursOf = remembered(
  (input) => `${input.latitude}|${input.tilt}|${input.clockOffsetHours}`,
  computeSunHoursOf,
);
