/**
 * What the report says in place of money and avoided-emission figures it cannot give (decision 071):
 * either the grid and generator spend was left blank, and the sentence asks for it, or the site has
 * no grid and no generator, and the system is new power with nothing bought today to save on.
 */
import type { EnergyReport } from './solar/types.ts';

type Situation = Pick<EnergyReport, 'currentSituation'>;

/** The site answered no grid and no generator: solar is new power there, not a saving on a bill. */
export function hasNoPowerToday(report: Situation): boolean {
  return report.currentSituation.hasGrid === false && report.currentSituation.hasGenerator === false;
}

/** Where the report would compare today's costs, for a site that has neither source to compare. */
export const NO_POWER_TODAY =
  'You have no grid and no generator today, so there is no spend to compare: this system is new power.';

/** What the environment section says when the grid and generator spend were not given. */
export const ENVIRONMENT_NEEDS_SPEND =
  'The CO₂, fuel and grid energy this system avoids need your grid and generator spend: answer the optional questions in a new audit to see them.';

/** What it says at a site with no power today: nothing is burnt or bought now, so nothing is avoided. */
export const ENVIRONMENT_NOTHING_TO_AVOID =
  'You use no grid or generator power today, so this system avoids no CO₂, fuel or grid energy: it adds clean power rather than replacing other power.';

const WITHOUT_SPEND = {
  savings: {
    needsSpend:
      'Savings and payback need your monthly grid and generator spend: answer the optional questions in a new audit to see them.',
    noPowerToday:
      'With no grid or generator today there is no spend for this system to lower, so no savings or payback: it is new power.',
  },
  'life-money': {
    needsSpend:
      "The money over the system's life needs your monthly grid and generator spend: answer the optional questions in a new audit to see it.",
    noPowerToday:
      'With nothing bought today there is nothing for the system to pay back over its life. "What one kWh costs you" gives what its power costs per kWh over that life.',
  },
  environment: { needsSpend: ENVIRONMENT_NEEDS_SPEND, noPowerToday: ENVIRONMENT_NOTHING_TO_AVOID },
} as const;

/** The one sentence a section gives instead of its figures when there is no spend to compare with. */
export function withoutSpendText(report: Situation, section: keyof typeof WITHOUT_SPEND): string {
  return WITHOUT_SPEND[section][hasNoPowerToday(report) ? 'noPowerToday' : 'needsSpend'];
}
