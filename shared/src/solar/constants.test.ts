import { describe, expect, it } from 'vitest';
import { ASSUMPTION_PREFIX, SOLAR_CONSTANTS, type SolarConstant } from './constants.ts';

const constants = Object.entries(SOLAR_CONSTANTS) as [string, SolarConstant<unknown>][];

/** A publication names its year; an assumption says so and gives its reasoning. */
const NAMES_A_YEAR = /\b(19|20)\d{2}\b/;

describe('every solar constant carries its own source and date (decision 037)', () => {
  it.each(constants)('%s', (_, constant) => {
    expect(constant.label.length).toBeGreaterThan(3);
    expect(constant.unit.length).toBeGreaterThan(0);
    expect(constant.asOf).toMatch(/^(19|20)\d{2}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/);

    if (constant.source.startsWith(ASSUMPTION_PREFIX)) {
      const reasoning = constant.source.slice(ASSUMPTION_PREFIX.length);
      expect(reasoning.length, 'an assumption gives a line of reasoning').toBeGreaterThan(25);
    } else {
      expect(constant.source, 'a publication names its year').toMatch(NAMES_A_YEAR);
    }
  });

  it('has no shared default: no two constants share a reasoning, so none is a copied placeholder', () => {
    const assumptions = constants
      .map(([, constant]) => constant.source)
      .filter((source) => source.startsWith(ASSUMPTION_PREFIX));
    const repeated = assumptions.filter((source, index) => assumptions.indexOf(source) !== index);
    // The three frozen Band C–E tariffs share a cause, and each then says its own step.
    expect(repeated).toEqual([]);
    expect(constants.length).toBeGreaterThan(100);
  });

  it('prices the grid at the bands’ published tariffs: Band A ₦209.50 and Band B ₦63, with the others below B', () => {
    expect(SOLAR_CONSTANTS.tariffA.value).toBe(209.5);
    expect(SOLAR_CONSTANTS.tariffB.value).toBe(63);
    const lower = [SOLAR_CONSTANTS.tariffC, SOLAR_CONSTANTS.tariffD, SOLAR_CONSTANTS.tariffE].map(
      (tariff) => tariff.value,
    );
    expect(lower).toEqual([...lower].sort((left, right) => right - left));
    expect(Math.max(...lower)).toBeLessThan(63);
  });
});
