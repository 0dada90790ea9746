import { describe, expect, it } from 'vitest';
import {
  FINANCING_CONSTANTS,
  backupText,
  financeRows,
  financingText,
  monthlyInstalmentKobo,
  tierEquipment,
  tierFinancing,
  todayMonthlySpend,
} from './solar-proposal.ts';
import { meanNightKw, nightBackup } from './solar/backup.ts';
import { loadYear } from './solar/hourly/load-shape.ts';
import { createEnergyReport } from './solar/locate.ts';
import { abujaHome, lagosOffice } from './test/solar-audits.ts';

describe('the monthly instalment (annuity formula, decision 059)', () => {
  it('repays ₦1,000,000 over 12 months at 36 % a year with ₦100,462.09 a month', () => {
    // By hand: r = 0.36 / 12 = 0.03; (1.03)^12 = 1.425761; A = 1,000,000 × 0.03 × 1.425761 / 0.425761
    // = 42,772.83 / 0.425761 = 100,462.085 naira, to the kobo 10,046,209.
    expect(monthlyInstalmentKobo({ principalKobo: 100_000_000, annualRate: 0.36, months: 12 })).toBe(
      10_046_209,
    );
  });

  it('gives the textbook mortgage: 200,000 at 6.5 % over 30 years is 1,264.14 a month', () => {
    expect(monthlyInstalmentKobo({ principalKobo: 20_000_000, annualRate: 0.065, months: 360 })).toBe(
      126_414,
    );
  });

  it('divides evenly at 0 %, rounded to the kobo, and owes nothing on nothing', () => {
    expect(monthlyInstalmentKobo({ principalKobo: 100_000_000, annualRate: 0, months: 12 })).toBe(8_333_333);
    expect(monthlyInstalmentKobo({ principalKobo: 0, annualRate: 0.35, months: 12 })).toBe(0);
  });

  it('takes the deposit first and finances the rest at the stated rate, each term', () => {
    const financing = tierFinancing(5_000_000);
    expect(financing.costKobo).toBe(500_000_000);
    expect(financing.depositKobo).toBe(100_000_000); // 20 %
    expect(financing.financedKobo).toBe(400_000_000);
    expect(financing.plans.map((plan) => plan.months)).toEqual([6, 12, 24]);
    const year = financing.plans[1];
    // By hand at 35 %: r = 0.0291667, (1 + r)^12 = 1.411980; A = 4,000,000 × r × 1.411980 / 0.411980
    // = 399,851.95 naira.
    expect(year?.instalmentKobo).toBe(39_985_195);
    expect(year?.totalKobo).toBe(100_000_000 + 39_985_195 * 12);
    expect(FINANCING_CONSTANTS.annualRate.value).toBe(0.35);
  });
});

describe('hours of backup at night (decision 059)', () => {
  it('is the usable kWh through the discharge half of the round trip over the mean night kW', () => {
    // 10 kWh usable × √0.81 = 9 kWh; 9 ÷ 1.25 kW = 7.2 hours.
    const backup = nightBackup({ usableKwh: 10, roundTrip: 0.81, nightKw: 1.25 });
    expect(backup.deliverableKwh).toBeCloseTo(9, 10);
    expect(backup.hours).toBeCloseTo(7.2, 10);
    expect(backupText(backup)).toBe('About 7 hours of your evening and night use from the battery alone.');
  });

  it('reads the night (19:00–07:00) of the hourly year, not the day', () => {
    const curve = Array.from({ length: 24 }, (_, hour) => (hour >= 7 && hour < 19 ? 5 : 1));
    expect(meanNightKw(loadYear({ workday: curve, weekend: curve }))).toBeCloseTo(1, 10);
  });

  it('says the whole night, less than an hour, or why there is no figure', () => {
    expect(backupText(nightBackup({ usableKwh: 20, roundTrip: 1, nightKw: 1 }))).toBe(
      'The whole night from the battery alone: about 20 hours of your evening and night use.',
    );
    expect(backupText(nightBackup({ usableKwh: 0.5, roundTrip: 1, nightKw: 1 }))).toMatch(
      /^Less than an hour/,
    );
    expect(backupText(nightBackup({ usableKwh: 0, roundTrip: 0.9, nightKw: 1 }))).toMatch(/^No battery/);
    expect(backupText(nightBackup({ usableKwh: 5, roundTrip: 0.9, nightKw: 0 }))).toMatch(
      /^No night-time use/,
    );
  });
});

describe('the proposal of a real report', () => {
  const report = createEnergyReport({ audit: abujaHome() });

  it('gives every tier its backup from its own battery and night load', () => {
    for (const tier of report.tiers) {
      const { backup, system } = tier;
      expect(backup.deliverableKwh).toBeGreaterThan(0);
      expect(backup.deliverableKwh).toBeLessThan(system.battery.usableKwh);
      expect(backup.hours).toBeCloseTo(backup.deliverableKwh / backup.nightKw, 10);
    }
  });

  it('names the equipment classes with their warranties, and the instalments with today’s spend', () => {
    const tier = report.tiers[0];
    if (!tier) throw new Error('a tier');
    expect(tierEquipment(tier).map((row) => row.name)).toEqual([
      'Monocrystalline PERC or TOPCon solar panels',
      'Lithium iron phosphate (LiFePO4) battery',
      'Hybrid inverter with a built-in solar charger',
    ]);
    expect(tierEquipment(tier)[0]?.warranty).toMatch(/25 years on output/);
    expect(financeRows(tier)).toHaveLength(3);
    expect(financingText(report, tier)).toMatch(/Answer your grid and fuel spend/);
    const office = createEnergyReport({ audit: lagosOffice() });
    const officeTier = office.tiers[0];
    if (!officeTier) throw new Error('a tier');
    // The Lagos office's array outgrows its load's inverter: its controllers are listed too (decision 062).
    const comfort = office.tiers.find((option) => option.id === 'comfort');
    expect(comfort && tierEquipment(comfort).at(-1)).toEqual({
      name: 'MPPT solar charge controller for the panels beyond the inverter’s own input',
      detail: '3 × 80 A',
      warranty: '2–5 years',
    });
    expect(financingText(office, officeTier)).toMatch(
      /deposit \(20 %\).*35 % a year.*Today you spend about ₦[\d,]+ a month on the grid and the generator, its upkeep included;/,
    );
  });

  it('reads today’s spend and what is left from the savings section’s figures', () => {
    const office = createEnergyReport({ audit: lagosOffice() });
    const recommended = office.tiers.find((tier) => tier.isRecommended);
    if (!recommended) throw new Error('a recommended tier');
    const { annualSpendBefore, annualSpendAfter, cashFlow } = office.economics;
    const solarUpkeep = cashFlow[1]?.maintenance ?? 0;

    // Today is "Spend today, per year" by the month, the generator's upkeep in it.
    expect((todayMonthlySpend(office) ?? 0) * 12).toBe(annualSpendBefore);
    // What is left is "With solar, per year" and the system's upkeep, by the month (to rounding).
    const after = ((annualSpendAfter ?? 0) + solarUpkeep) / 12;
    const said = /with this option about ₦([\d,]+) on them/.exec(financingText(office, recommended))?.[1];
    expect(Math.abs(Number(said?.replaceAll(',', '')) - after)).toBeLessThanOrEqual(1);

    const gridOnly = createEnergyReport({
      audit: abujaHome({ gridHours: 12, gridCost: 30_000, gen: 'none' }),
    });
    const gridTier = gridOnly.tiers[0];
    expect(gridTier && financingText(gridOnly, gridTier)).toMatch(
      /Today you spend about ₦30,000 a month on the grid;/,
    );
    const noPower = createEnergyReport({ audit: abujaHome({ gridHours: 0, gridCost: 0, gen: 'none' }) });
    const noPowerTier = noPower.tiers[0];
    expect(noPowerTier && financingText(noPower, noPowerTier)).toMatch(
      /You buy no grid or generator power today, so the instalments and the system’s upkeep are new spending\.$/,
    );
  });
});
