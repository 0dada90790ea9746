/**
 * The grid's hours over a year (docs/solar-method.md, "Grid hours"): each day has the answered hours
 * of supply (a fraction carried from day to day, so the year's mean is the answer), in blocks placed
 * around two or three random moments of the day, pulled towards the day or the night when the
 * customer said supply mostly comes then. Each day's hours are ranked once, independently of how many
 * hours there are, so more hours a day only ever add hours: a site with more supply is never worse
 * off at any hour.
 */
import { remembered } from './memo.ts';
import { DAYS_PER_YEAR, HOURS_PER_DAY, HOURS_PER_YEAR } from './calendar.ts';
import { seededRandom } from './random.ts';
import type { SupplyPattern } from '../../solar-options.ts';

export type { SupplyPattern };

/** How far a block's pull reaches, hours (a Gaussian's spread). */
const BLOCK_SPREAD_HOURS = 2.5;
/** How strongly "mostly by day / night" pulls supply to those hours, against a block's peak of 1. */
const PATTERN_PULL = 0.8;

const isDaytime = (hour: number) => hour >= 7 && hour < 19;

function patternBias(pattern: SupplyPattern, hour: number): number {
  if (pattern === 'day') return isDaytime(hour) ? PATTERN_PULL : 0;
  if (pattern === 'night') return isDaytime(hour) ? 0 : PATTERN_PULL;
  return 0;
}

/** 1 where the grid supplies the site in that hour, 0 in an outage. */
function computeGridYear({
  hoursPerDay,
  pattern,
  seed,
}: {
  hoursPerDay: number;
  pattern: SupplyPattern;
  seed: number;
}): Uint8Array {
  const random = seededRandom(seed);
  const supply = new Uint8Array(HOURS_PER_YEAR);
  const hours = Math.min(HOURS_PER_DAY, Math.max(0, Number.isFinite(hoursPerDay) ? hoursPerDay : 0));
  const ranked: number[] = Array.from({ length: HOURS_PER_DAY }, (_, hour) => hour);
  const score = new Float64Array(HOURS_PER_DAY);
  for (let day = 0; day < DAYS_PER_YEAR; day += 1) {
    // The draws never depend on `hours`, so the same day is ranked the same at any number of hours.
    const dither = random();
    const blocks = 2 + Math.floor(random() * 2);
    const centres = Array.from({ length: blocks }, () => random() * HOURS_PER_DAY);
    for (let hour = 0; hour < HOURS_PER_DAY; hour += 1) {
      let value = patternBias(pattern, hour) + random() * 0.05;
      for (const centre of centres) {
        const distance = Math.min(
          Math.abs(hour + 0.5 - centre),
          HOURS_PER_DAY - Math.abs(hour + 0.5 - centre),
        );
        value += Math.exp(-(distance ** 2) / (2 * BLOCK_SPREAD_HOURS ** 2));
      }
      score[hour] = value;
    }
    ranked.sort((left, right) => (score[right] ?? 0) - (score[left] ?? 0));
    const onHours = Math.min(HOURS_PER_DAY, Math.floor(hours + dither));
    for (let rank = 0; rank < onHours; rank += 1) supply[day * HOURS_PER_DAY + (ranked[rank] ?? 0)] = 1;
  }
  return supply;
}

export const gridYear = remembered(
  (input) => `${input.hoursPerDay}|${input.pattern}|${input.seed}`,
  computeGridYear,
);
