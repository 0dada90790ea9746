/**
 * The sizing search's reliability targets (docs/solar-method.md, "Sizing by search", decision 035):
 * the largest share of a tier's energy, in the hours the grid is off, that solar and the battery may
 * leave to the generator or unserved. The measure is the loss of power supply probability in energy
 * terms of Borowy & Salameh (1996, IEEE Trans. Energy Convers. 11(2):367–375), counted over outage
 * hours only, as HOMER's "maximum annual capacity shortage" counts what no source serves. Each
 * constant: value, unit, date and source (constants.ts).
 */
import { assumed, constant } from './constant.ts';

export const SEARCH_CONSTANTS = {
  shortfallYearRound: constant(
    'Most of the load left uncovered in outages (essentials, comfort)',
    0.05,
    'share of outage-hour energy',
    assumed(
      'essentials and comfort are sized on the year’s mean sun, so a run of dull rainy-season days may leave part of the night to the generator or the grid: at most 5 % of the outage-hour energy (about 18 days a year at the level of an average day), the usual allowance for loads that are not life-critical',
    ),
  ),
  shortfallFullBackup: constant(
    'Most of the whole load left uncovered in outages (full backup)',
    0.01,
    'share of outage-hour energy',
    assumed(
      'full backup promises everything, day and night, through the rainy season too: at most 1 % of the outage-hour energy (about 3½ days a year at the level of an average day), so the generator becomes a rarely used reserve',
    ),
  ),
  searchPvSteps: constant(
    'Array sizes the search starts from',
    [0.5, 0.71, 1, 1.41, 2] as readonly number[],
    '× the rule of thumb',
    assumed(
      'steps of √2 from half to twice the rule of thumb: wide enough to find a system the rule oversizes or undersizes, coarse enough to run in the browser; the search then refines by steps of ⁴√2 around the best',
    ),
  ),
  searchBatterySteps: constant(
    'Battery sizes the search starts from',
    [0.5, 0.71, 1, 1.41, 2] as readonly number[],
    '× the rule of thumb',
    assumed('as the array: steps of √2 from half to twice the rule of thumb, then refined'),
  ),
};
