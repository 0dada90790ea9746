/**
 * The report's proposal, per tier (decision 059), in the words and rows the page and the PDF share:
 * how long the battery alone carries the night, what paying monthly costs beside today's spend, and
 * the equipment classes with their typical warranties.
 */
import { formatReportNaira } from './solar-report-text.ts';
import { hasNoPowerToday } from './solar-report-without-spend.ts';
import { NIGHT_HOURS } from './solar/backup.ts';
import { EQUIPMENT_CLASSES, FINANCING_CONSTANTS, type EquipmentClass } from './solar/constants-proposal.ts';
import { capitalRecoveryFactor } from './solar/finance.ts';
import type { EnergyReport, NightBackup, TierOption } from './solar/types.ts';

export { EQUIPMENT_CLASSES, FINANCING_CONSTANTS };

/**
 * The level monthly instalment that repays `principalKobo` over `months` at a nominal annual rate
 * charged monthly: the annuity formula A = P · r(1 + r)^n / ((1 + r)^n − 1), r the rate ÷ 12, which
 * is F3's capital recovery factor by the month (F11, docs/solar-method-finance.md). Whole kobo, rounded
 * to the nearest as the app rounds money; at 0 % it is P ÷ n.
 */
export function monthlyInstalmentKobo({
  principalKobo,
  annualRate,
  months,
}: {
  principalKobo: number;
  annualRate: number;
  months: number;
}): number {
  if (principalKobo <= 0 || months <= 0) return 0;
  return Math.round(principalKobo * capitalRecoveryFactor({ rate: annualRate / 12, years: months }));
}

/** "About 7 hours of your evening and night use from the battery alone", or why there is no figure. */
export function backupText(backup: NightBackup): string {
  if (backup.deliverableKwh <= 0) return 'No battery: the night stays on the grid and the generator.';
  if (backup.hours === null) return 'No night-time use on this option’s circuits.';
  const hours = Math.round(backup.hours);
  if (backup.hours < 1) return 'Less than an hour of your evening and night use from the battery alone.';
  if (backup.hours >= NIGHT_HOURS) {
    return `The whole night from the battery alone: about ${hours} hours of your evening and night use.`;
  }
  return `About ${hours} ${hours === 1 ? 'hour' : 'hours'} of your evening and night use from the battery alone.`;
}

export type FinancePlan = { months: number; instalmentKobo: number; totalKobo: number };
export type TierFinancing = {
  costKobo: number;
  depositKobo: number;
  financedKobo: number;
  annualRate: number;
  plans: FinancePlan[];
};

/** The deposit (a share of the cost, whole kobo) and the instalment of each term for a tier's cost. */
export function tierFinancing(costNaira: number): TierFinancing {
  const costKobo = Math.max(0, Math.round(costNaira * 100));
  const depositKobo = Math.round(costKobo * FINANCING_CONSTANTS.depositShare.value);
  const financedKobo = costKobo - depositKobo;
  const annualRate = FINANCING_CONSTANTS.annualRate.value;
  const plans = FINANCING_CONSTANTS.terms.value.map((months) => {
    const instalmentKobo = monthlyInstalmentKobo({ principalKobo: financedKobo, annualRate, months });
    return { months, instalmentKobo, totalKobo: depositKobo + instalmentKobo * months };
  });
  return { costKobo, depositKobo, financedKobo, annualRate, plans };
}

/** What the site spends a month today on the grid and the generator, its upkeep included; null without a spend. */
export function todayMonthlySpend(report: Pick<EnergyReport, 'economics'>): number | null {
  // The savings section's "Spend today, per year" by the month: the bills with the generator's upkeep,
  // at the what-if fuel price where one is chosen, so that today less the savings is what is left.
  const { annualSpendBefore } = report.economics;
  return annualSpendBefore === null ? null : annualSpendBefore / 12;
}

const naira = (kobo: number, currency: string) => formatReportNaira(kobo / 100, currency);
const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/** What today's spend buys, as the site has it: the grid, the generator (its upkeep included), or both. */
function spentOnText(report: Pick<EnergyReport, 'currentSituation'>): string {
  const { grid, generator } = report.currentSituation;
  if (!generator) return 'on the grid';
  return `on ${grid ? 'the grid and the generator' : 'the generator'}, its upkeep included`;
}

/** One sentence on the deposit, the rate and today's spend, shown above a tier's instalments. */
export function financingText(report: EnergyReport, tier: TierOption, currency = '₦'): string {
  const financing = tierFinancing(tier.costs.total);
  const deposit = `${naira(financing.depositKobo, currency)} deposit (${percent(FINANCING_CONSTANTS.depositShare.value)}) on installation, then the rest at ${percent(financing.annualRate)} a year, charged monthly.`;
  if (hasNoPowerToday(report))
    return `${deposit} You buy no grid or generator power today, so the instalments and the system’s upkeep are new spending.`;
  const today = todayMonthlySpend(report);
  if (today === null)
    return `${deposit} Answer your grid and fuel spend in a new audit to compare with today.`;
  // What is still bought, plus the system's upkeep (annualSavings is net of it); the instalments come on top.
  const after = tier.annualSavings === null ? null : Math.max(0, today - tier.annualSavings / 12);
  const afterText =
    after === null
      ? ''
      : `; with this option about ${formatReportNaira(after, currency)} on them and the system’s upkeep, besides the instalments`;
  return `${deposit} Today you spend about ${formatReportNaira(today, currency)} a month ${spentOnText(report)}${afterText}.`;
}

/** Rows for the instalment table: term, monthly, total paid with the deposit. */
export const FINANCE_HEADERS = ['Pay over', 'Each month', 'Total with deposit'] as const;
export function financeRows(tier: TierOption, currency = '₦'): string[][] {
  return tierFinancing(tier.costs.total).plans.map((plan) => [
    `${plan.months} months`,
    naira(plan.instalmentKobo, currency),
    naira(plan.totalKobo, currency),
  ]);
}

/** The equipment classes of a tier's system, with the typical warranty of each. */
export function tierEquipment(tier: TierOption): { name: string; detail: string; warranty: string }[] {
  const { pv, battery, inverter, chargeControllers } = tier.system;
  const batteryClass: EquipmentClass =
    EQUIPMENT_CLASSES[battery.chemistry === 'lithium' ? 'lithium' : 'tubular'];
  const controllers =
    chargeControllers.units > 0
      ? [
          {
            name: EQUIPMENT_CLASSES.chargeController.name,
            detail: `${chargeControllers.units} × ${chargeControllers.unitAmps} A`,
            warranty: EQUIPMENT_CLASSES.chargeController.warranty.value,
          },
        ]
      : [];
  const rows = [
    {
      name: EQUIPMENT_CLASSES.panels.name,
      detail: `${pv.moduleCount} × ${pv.moduleWatts} W`,
      warranty: EQUIPMENT_CLASSES.panels.warranty.value,
    },
    { name: batteryClass.name, detail: `${battery.nominalKwh} kWh`, warranty: batteryClass.warranty.value },
    {
      name: EQUIPMENT_CLASSES.inverter.name,
      detail: inverter.units > 1 ? `${inverter.units} × ${inverter.unitKva} kVA` : `${inverter.kva} kVA`,
      warranty: EQUIPMENT_CLASSES.inverter.warranty.value,
    },
  ].filter((row, index) => index !== 1 || battery.nominalKwh > 0);
  return [...rows, ...controllers];
}

/** The sentence under the proposal: where the rate, deposit and warranties come from. */
const reason = (source: string) => source.replace(/^Commercial assumption: /, '');
export const PROPOSAL_SOURCES = `Rate: a commercial assumption, ${reason(FINANCING_CONSTANTS.annualRate.source)}. Deposit: a commercial assumption, ${reason(FINANCING_CONSTANTS.depositShare.source)}. Warranties: the makers’ typical terms for each class; your quotation names the brands and their own terms.`;
