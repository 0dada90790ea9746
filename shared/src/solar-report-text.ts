/**
 * The energy report's words and number formats, shared by the report page (web) and its PDF (server)
 * so both say the same thing. Tiny on purpose: no engine code, only types from it.
 */
import type { AuditRecord } from './resources.ts';
import type {
  ChargeControllerDesign,
  CurrentSituation,
  Economics,
  EngineAudit,
  EnergyReport,
  Environment,
  PaybackStatus,
  PvDesign,
  TierOption,
} from './solar/types.ts';
import { formatNumber } from './number-format.ts';
import { hasNoPowerToday } from './solar-report-without-spend.ts';

/** The report's sections in the report's order (decision 018); ids are page anchors. */
export const REPORT_SECTIONS = [
  { id: 'summary', title: 'Summary' },
  { id: 'current-situation', title: 'Your current energy situation' },
  { id: 'load-profile', title: 'Load profile' },
  { id: 'solar-resource', title: 'Solar resource at your site' },
  { id: 'recommended-system', title: 'Recommended system' },
  { id: 'production', title: 'Expected production' },
  { id: 'hour-by-hour', title: 'Hour by hour' },
  { id: 'costs', title: 'Cost estimate' },
  { id: 'savings', title: 'Savings and payback' },
  { id: 'life-money', title: 'Over the system’s life' },
  { id: 'environment', title: 'Environmental impact' },
  { id: 'how-sure', title: 'How sure are these figures' },
  { id: 'assumptions', title: 'Assumptions and limitations' },
  { id: 'proposal', title: 'Your options: backup, paying monthly, warranties' },
  { id: 'next-steps', title: 'Next steps' },
] as const;
export type ReportSectionId = (typeof REPORT_SECTIONS)[number]['id'];

export const NOT_A_SITE_SURVEY =
  'This is an instant estimate from your answers, not a site survey: an installer must verify the roof, shading and wiring before quoting.';

export const NEXT_STEPS = [
  'A PowerPay solar engineer reviews your answers and calls you within two working days.',
  'They book a site visit to check the roof, shading and wiring.',
  'You receive a firm quotation; nothing is payable before you accept it.',
] as const;

/** A stored response's answers alone: without its id, date and location (passed to the engine apart). */
export function engineAuditOf(record: AuditRecord): EngineAudit {
  const { id: _id, created_at: _createdAt, location: _location, ...audit } = record;
  return audit;
}

const wholeNumber = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });
const oneDecimal = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

/** `₦7,273,280` (whole naira; the report's prices are estimates, never kobo-exact). */
export function formatReportNaira(naira: number, currency = '₦'): string {
  const sign = naira < 0 ? '-' : '';
  return `${sign}${currency}${wholeNumber(Math.abs(Math.round(naira)))}`;
}

/** `₦7.3m`, `₦540k`: for chart axes and tight tiles. */
export function formatCompactNaira(naira: number, currency = '₦'): string {
  const sign = naira < 0 ? '-' : '';
  const size = Math.abs(naira);
  if (size >= 999_500) return `${sign}${currency}${oneDecimal(size / 1_000_000)}m`;
  // Below ten thousand a whole k would round ₦1,500 to "₦2k" (an axis tick, a bar's label): one decimal.
  if (size >= 1_000)
    return `${sign}${currency}${size < 10_000 ? oneDecimal(size / 1_000) : wholeNumber(size / 1_000)}k`;
  return `${sign}${currency}${wholeNumber(size)}`;
}

export function formatAmount(value: number, unit = ''): string {
  const text = Math.abs(value) >= 100 ? wholeNumber(value) : oneDecimal(value);
  return unit ? `${text} ${unit}` : text;
}

/**
 * The warning when the bills and the use the report sizes for disagree, in the bills' terms: the share
 * is of the use sized for ("about 106 kWh a day, 41 % below the 180 kWh").
 */
export function impliedUseWarning({
  isConsistent,
  impliedDailyKwh,
  declaredDailyKwh,
}: Pick<CurrentSituation, 'isConsistent' | 'impliedDailyKwh' | 'declaredDailyKwh'>): string | null {
  if (isConsistent !== false || impliedDailyKwh === null || !(declaredDailyKwh > 0)) return null;
  const percent = Math.round((Math.abs(impliedDailyKwh - declaredDailyKwh) / declaredDailyKwh) * 100);
  const direction = impliedDailyKwh < declaredDailyKwh ? 'below' : 'above';
  return `Your bills imply about ${formatAmount(impliedDailyKwh)} kWh a day, ${percent} % ${direction} the ${formatAmount(declaredDailyKwh)} kWh this report sizes for. The engineer will check this with you.`;
}

/**
 * The roof or land the array takes, of what the customer has. Where the space limits the array, the
 * modules fill it (to within one module's footprint).
 */
export function areaUsedText(pv: Pick<PvDesign, 'areaUsedM2' | 'areaAvailableM2' | 'fillsArea'>): string {
  if (pv.areaAvailableM2 === null) return `About ${formatAmount(pv.areaUsedM2)} m² (space not given)`;
  if (pv.fillsArea) return `All of your ${formatAmount(pv.areaAvailableM2)} m²`;
  return `${formatAmount(pv.areaUsedM2)} of ${formatAmount(pv.areaAvailableM2)} m²`;
}

/** Whether the space set the array's size: the rule's array does not fit, and this one fills it. */
export function areaNote(
  pv: Pick<PvDesign, 'areaNeededM2' | 'areaAvailableM2' | 'isAreaLimited' | 'fillsArea'>,
): string {
  if (pv.areaAvailableM2 === null) return 'Sized on your use alone: check the space is there';
  return pv.isAreaLimited && pv.fillsArea
    ? `Your space limits the array: all of it would need ${formatAmount(pv.areaNeededM2)} m²`
    : 'Fits your space';
}

/** The charge controllers of a system (decision 062), "3 × 80 A", and what they are for; null with none. */
export function chargeControllerFact(
  controllers: ChargeControllerDesign,
  inverterPvKwp: number,
): { value: string; note: string } | null {
  if (controllers.units === 0) return null;
  return {
    value: `${formatAmount(controllers.units)} × ${formatAmount(controllers.unitAmps)} A`,
    note: `MPPT, for the ${formatAmount(controllers.excessKwp)} kWp of panels beyond the inverter’s own ${formatAmount(inverterPvKwp)} kWp`,
  };
}

/**
 * What "Spend today" and the first year's savings are made of, so that the three figures can be checked
 * against each other: today's spend less what is still bought with solar, less solar upkeep, is the saving.
 */
export function spendTodayNote(report: Pick<EnergyReport, 'currentSituation'>): string {
  const { grid, generator } = report.currentSituation;
  if (hasNoPowerToday(report)) return 'No grid or generator today';
  if (!generator) return grid ? 'Your grid bills' : '';
  const upkeep = `${formatReportNaira(generator.annualMaintenance)} of generator upkeep`;
  return grid ? `Grid and fuel bills, with ${upkeep}` : `Fuel, with ${upkeep}`;
}

export function solarUpkeepNote(economics: Pick<Economics, 'cashFlow'>): string | null {
  const upkeep = economics.cashFlow[1]?.maintenance;
  return upkeep ? `After ${formatReportNaira(upkeep)} of solar upkeep` : null;
}

/** Whether the customer chose `key` in "What if…?" (the report then shows that choice, not their answer). */
export function isChosenInWhatIf(
  report: Pick<EnergyReport, 'overridden'>,
  key: EnergyReport['overridden'][number]['key'],
): boolean {
  return report.overridden.some((item) => item.key === key);
}

/** An assumption's value with its unit, "1 day" rather than "1 days". */
export function assumptionValueText({ value, unit }: { value: number | string; unit: string }): string {
  const isOne = value === 1 || value === '1';
  return `${value} ${isOne && /^(days|years|bedrooms|hours)$/.test(unit) ? unit.slice(0, -1) : unit}`.trim();
}

/** Units counted one by one, which take an "s" for any quantity but one ("12 modules", "1 job"). */
const COUNTED_UNITS = new Set(['module', 'battery', 'inverter', 'job']);

/** A bill of quantities line's quantity: "12 modules", "6.6 kWp", "1 inverter". */
export function quantityText({ quantity, unit }: { quantity: number; unit: string }): string {
  const plural = unit === 'battery' ? 'batteries' : `${unit}s`;
  // Two decimals where the quantity has them: "5.12 kWh × ₦250,000" must come to the line's ₦1,280,000.
  return `${formatNumber(quantity, { maximumFractionDigits: 2 })} ${COUNTED_UNITS.has(unit) && quantity !== 1 ? plural : unit}`;
}

export function formatPercent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

export function costRangeText(report: EnergyReport, currency = '₦'): string {
  return `${formatCompactNaira(report.costs.low, currency)} – ${formatCompactNaira(report.costs.high, currency)}`;
}

const PAYBACK_WORDS: Record<Exclude<PaybackStatus, 'pays_back'>, string> = {
  beyond_panel_life: 'Longer than the panels last',
  no_savings: 'No payback: no savings on your current spend',
  not_computed: 'Tell us your grid and generator spend to see it',
  no_power_today: 'No payback: you buy no power today',
};

/** CO₂ avoided, as a tile or a fact: without the grid and generator spend it is not known, not zero. */
export function co2AvoidedText(
  report: Pick<EnergyReport, 'currentSituation'> & {
    environment: Pick<Environment, 'basis' | 'co2AvoidedTonnesPerYear'>;
  },
  unit: string,
): string {
  const { environment } = report;
  if (environment.basis !== 'none') return `${formatAmount(environment.co2AvoidedTonnesPerYear)} ${unit}`;
  return hasNoPowerToday(report) ? 'None to avoid' : PAYBACK_WORDS.not_computed;
}

export function paybackText({
  paybackStatus,
  paybackYears,
}: {
  paybackStatus: PaybackStatus;
  paybackYears: number | null;
}): string {
  // "1 year", never "1 years" (a payback of 0.95 years reads 1 too).
  if (paybackStatus === 'pays_back' && paybackYears !== null)
    return assumptionValueText({ value: oneDecimal(paybackYears), unit: 'years' });
  return PAYBACK_WORDS[paybackStatus === 'pays_back' ? 'not_computed' : paybackStatus];
}

/**
 * Said of an option whose system is the one before it: a home without daytime ACs or heavy appliances
 * gets Essentials again as Comfort, and a roof with no room for more panels gets Comfort again as Full
 * backup. Without it two identical cards read as two choices.
 */
/**
 * Why the cash flow breaks even at another time than the simple payback, when the two differ by half a
 * year or more: a customer reads both numbers side by side.
 */
export function breakEvenNote(
  economics: Pick<Economics, 'paybackYears' | 'escalation'>,
  breakEven: number | null,
): string | null {
  const { paybackYears, escalation } = economics;
  if (breakEven === null || paybackYears === null || Math.abs(breakEven - paybackYears) < 0.5) return null;
  const rises =
    escalation.fuel === escalation.tariff
      ? `fuel and grid prices rising ${formatPercent(escalation.fuel)} a year`
      : `fuel prices rising ${formatPercent(escalation.fuel)} and grid tariffs ${formatPercent(escalation.tariff)} a year`;
  return `The simple payback divides the system's cost by the first year's savings. The cash flow also counts ${rises}, and upkeep and parts bought again at prices rising ${oneDecimal(escalation.prices * 100)} %, so it breaks even in year ${formatAmount(breakEven)}.`;
}

export function sameSystemNote(tiers: readonly TierOption[], index: number): string | null {
  const previous = tiers[index - 1];
  return previous && tiers[index]?.system.summary === previous.system.summary
    ? `Same system as ${previous.label} for your answers.`
    : null;
}

/**
 * How a tier's system was chosen (decision 035): the systems simulated, the rule it was kept by, and the
 * runner-up with why it lost.
 */
export function searchNote(tier: Pick<TierOption, 'search'>): string {
  const { tried, projectYears, target, reachableTarget, runnerUp } = tier.search;
  const held = reachableTarget ?? target;
  const chosen = `Chosen from ${formatNumber(tried)} systems simulated hour by hour: the least cost over ${projectYears} years that leaves at most ${formatNumber(held * 100, { maximumFractionDigits: 1 })} % of your use in outages uncovered.`;
  return runnerUp ? `${chosen} Runner-up: ${runnerUp.summary}. ${runnerUp.reason}` : chosen;
}

export function confidenceText(report: EnergyReport): string {
  return report.site.confidence === 'indicative'
    ? 'Indicative (±10 % sun data)'
    : 'Rough estimate (outside our Nigerian sun data)';
}

/** "Home · 4 Admiralty Way, Lekki, Lagos". */
export function siteLine(audit: Pick<EngineAudit, 'type' | 'address'>): string {
  return `${audit.type === 'office' ? 'Office' : 'Home'} · ${audit.address}`;
}

/** At most this much of the address goes in a report's file name, cut between words. */
const SLUG_MAX_LENGTH = 40;

/** The report's file name: type, address and date, e.g. `powerpay-solar-report-home-4-admiralty-way-lekki-2026-11-25.pdf`. */
export function reportFileName(audit: Pick<EngineAudit, 'type' | 'address'>, isoDate: string): string {
  const slug = audit.address
    .toLowerCase()
    .normalize('NFKD')
    // Accents and Yoruba's under-dots go with their letter: "Ògúnlànà" is "ogunlana", not "o-gu-nla-na".
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const lastWordEnd = slug.slice(0, SLUG_MAX_LENGTH + 1).lastIndexOf('-');
  const short =
    slug.length <= SLUG_MAX_LENGTH ? slug : slug.slice(0, lastWordEnd > 0 ? lastWordEnd : SLUG_MAX_LENGTH);
  return `powerpay-solar-report-${audit.type}${short ? `-${short}` : ''}-${isoDate}.pdf`;
}

/** The web page of one report, with any what-if choices: used by links in e-mails and the PDF. */
export function reportPath(id: string, query = ''): string {
  return `/energy-audit/${id}/report${query ? `?${query}` : ''}`;
}
