import { describe, expect, it } from 'vitest';
import { SOLAR_CONSTANTS } from './solar/constants.ts';
import { createEnergyReport } from './solar/locate.ts';
import {
  areaNote,
  areaUsedText,
  assumptionValueText,
  breakEvenNote,
  co2AvoidedText,
  formatCompactNaira,
  formatReportNaira,
  impliedUseWarning,
  paybackText,
  quantityText,
  reportFileName,
  sameSystemNote,
  searchNote,
  solarUpkeepNote,
  spendTodayNote,
} from './solar-report-text.ts';
import {
  ENVIRONMENT_NEEDS_SPEND,
  ENVIRONMENT_NOTHING_TO_AVOID,
  withoutSpendText,
} from './solar-report-without-spend.ts';
import { abujaHome, lekkiHome } from './test/solar-audits.ts';

const notesOf = (audit: ReturnType<typeof abujaHome>) => {
  const { tiers } = createEnergyReport({ audit });
  return tiers.map((_tier, index) => sameSystemNote(tiers, index));
};

describe('sameSystemNote', () => {
  it('says when an option is the system before it, and only then', () => {
    // No daytime AC and no heavy appliances: Comfort adds nothing to Essentials.
    expect(notesOf(abujaHome({ ac: 0, appliances: 'false' }))).toEqual([
      null,
      'Same system as Essentials for your answers.',
      null,
    ]);
    expect(notesOf(abujaHome({ ac: 2 }))).toEqual([null, null, null]);
  });

  it('says it of Full backup when the roof has no room for its rainy-season panels', () => {
    expect(notesOf(abujaHome({ ac: 2, land: 8 }))).toEqual([
      null,
      null,
      'Same system as Comfort for your answers.',
    ]);
  });
});

describe('searchNote', () => {
  it('names how many systems were tried, the rule, and the runner-up with why it lost', () => {
    const { tiers } = createEnergyReport({ audit: abujaHome({ ac: 2 }) });
    for (const tier of tiers) {
      const note = searchNote(tier);
      const { tried, runnerUp } = tier.search;
      expect(note).toMatch(
        new RegExp(`^Chosen from ${tried} systems simulated hour by hour: the least cost over \\d+ years`),
      );
      if (runnerUp) expect(note).toContain(`Runner-up: ${runnerUp.summary}. ${runnerUp.reason}`);
      else expect(note).not.toContain('Runner-up');
    }
    expect(tiers.some((tier) => tier.search.runnerUp !== null)).toBe(true);
  });
});

describe('reportFileName', () => {
  it('keeps the words of an address whole, whatever its accents and under-dots', () => {
    expect(reportFileName({ type: 'home', address: '5 Ògúnlànà Drive, Ìbàdàn' }, '2026-11-28')).toBe(
      'powerpay-solar-report-home-5-ogunlana-drive-ibadan-2026-11-28.pdf',
    );
    expect(reportFileName({ type: 'office', address: 'Plot 7, Ọ̀ṣọ́dì Street, Ẹ̀pẹ́' }, '2026-11-28')).toBe(
      'powerpay-solar-report-office-plot-7-osodi-street-epe-2026-11-28.pdf',
    );
  });

  it('leaves out what has no letters or digits, and keeps at most 40 characters of the address, cut between words', () => {
    expect(reportFileName({ type: 'home', address: '🏠 ☀️' }, '2026-11-28')).toBe(
      'powerpay-solar-report-home-2026-11-28.pdf',
    );
    expect(
      reportFileName(
        { type: 'home', address: 'Flat 12, Block C, Federal Housing Estate, Gwarinpa, Abuja' },
        '2026-11-28',
      ),
    ).toBe('powerpay-solar-report-home-flat-12-block-c-federal-housing-estate-2026-11-28.pdf');
    expect(
      reportFileName(
        { type: 'home', address: 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz Lane' },
        '2026-11-28',
      ),
    ).toBe('powerpay-solar-report-home-abcdefghijklmnopqrstuvwxyzabcdefghijklmn-2026-11-28.pdf');
  });
});

describe('quantityText', () => {
  it('counts modules, batteries, inverters and jobs in the plural but for one; leaves measures alone', () => {
    expect(quantityText({ quantity: 12, unit: 'module' })).toBe('12 modules');
    expect(quantityText({ quantity: 4, unit: 'battery' })).toBe('4 batteries');
    expect(quantityText({ quantity: 1, unit: 'inverter' })).toBe('1 inverter');
    expect(quantityText({ quantity: 1, unit: 'job' })).toBe('1 job');
    expect(quantityText({ quantity: 6.6, unit: 'kWp' })).toBe('6.6 kWp');
    // Two decimals, so that quantity × unit price comes to the line's total.
    expect(quantityText({ quantity: 5.12, unit: 'kWh' })).toBe('5.12 kWh');
    expect(quantityText({ quantity: 6.75, unit: 'kWp' })).toBe('6.75 kWp');
    expect(quantityText({ quantity: 81.92, unit: 'kWh' })).toBe('81.92 kWh');
  });
});

describe('breakEvenNote', () => {
  const escalation = { fuel: 0.1, tariff: 0.1, prices: 0.145 };

  it('explains a break-even half a year or more away from the simple payback', () => {
    expect(breakEvenNote({ paybackYears: 6.1, escalation }, 5)).toBe(
      "The simple payback divides the system's cost by the first year's savings. The cash flow also counts fuel and grid prices rising 10 % a year, and upkeep and parts bought again at prices rising 14.5 %, so it breaks even in year 5.",
    );
    expect(
      breakEvenNote({ paybackYears: 6.1, escalation: { fuel: 0.15, tariff: 0.1, prices: 0.145 } }, 5.2),
    ).toContain('fuel prices rising 15 % and grid tariffs 10 % a year');
  });

  it('says nothing when the two agree, or when either is missing', () => {
    expect(breakEvenNote({ paybackYears: 5.3, escalation }, 5)).toBeNull();
    expect(breakEvenNote({ paybackYears: null, escalation }, 5)).toBeNull();
    expect(breakEvenNote({ paybackYears: 6.1, escalation }, null)).toBeNull();
  });
});

describe('impliedUseWarning', () => {
  const situation = (
    impliedDailyKwh: number | null,
    declaredDailyKwh: number,
    isConsistent: boolean | null = false,
  ) => ({ impliedDailyKwh, declaredDailyKwh, isConsistent });

  it('gives the share of the use the report sizes for, in the right direction', () => {
    expect(impliedUseWarning(situation(105.6, 180))).toBe(
      'Your bills imply about 106 kWh a day, 41 % below the 180 kWh this report sizes for. The engineer will check this with you.',
    );
    expect(impliedUseWarning(situation(9.1, 24.5))).toContain('63 % below the 24.5 kWh');
    expect(impliedUseWarning(situation(50, 20))).toContain('150 % above the 20 kWh');
  });

  it('says nothing when the two agree or cannot be compared', () => {
    expect(impliedUseWarning(situation(20, 21, true))).toBeNull();
    expect(impliedUseWarning(situation(null, 21, null))).toBeNull();
    expect(impliedUseWarning(situation(10, 0))).toBeNull();
  });
});

describe('the roof or land used', () => {
  /** An array that fills 40 m² where the rule's array would need 42 m². */
  const LIMITED = {
    areaAvailableM2: 40,
    areaNeededM2: 42,
    areaUsedM2: 38.7,
    isAreaLimited: true,
    fillsArea: true,
  };

  it('never says more is used than the customer has; says what all of the array would need', () => {
    const limited = LIMITED;
    expect(areaUsedText(limited)).toBe('All of your 40 m²');
    expect(areaNote(limited)).toBe('Your space limits the array: all of it would need 42 m²');
    const unknown = { ...limited, areaAvailableM2: null, isAreaLimited: false, fillsArea: false };
    expect(areaUsedText(unknown)).toBe('About 38.7 m² (space not given)');
    expect(areaNote(unknown)).toBe('Sized on your use alone: check the space is there');
    const fits = { ...unknown, areaAvailableM2: 40, areaNeededM2: 21, areaUsedM2: 21 };
    expect(areaUsedText(fits)).toBe('21 of 40 m²');
    expect(areaNote(fits)).toBe('Fits your space');
  });

  it('reads the chosen array, not the rule’s: a smaller array that costs less is not limited by the space', () => {
    const belowTheSpace = { ...LIMITED, areaUsedM2: 35.5, fillsArea: false };
    expect(areaUsedText(belowTheSpace)).toBe('35.5 of 40 m²');
    expect(areaNote(belowTheSpace)).toBe('Fits your space');
  });

  it('uses the whole array’s area where it fits, as the engine sizes it', () => {
    for (const land of [0, 8, 40, 400]) {
      const { pv } = createEnergyReport({ audit: abujaHome({ ac: 2, land }) }).system;
      expect(pv.isAreaLimited).toBe(pv.areaAvailableM2 !== null && pv.areaNeededM2 > pv.areaAvailableM2);
    }
  });

  it('says of every tier’s array the space it takes, within what there is, and warns only where the space set the size', () => {
    // A pitched roof (none answered): each module's own area times the room around it.
    const areaPerModule = (watts: number) =>
      (watts / SOLAR_CONSTANTS.modulePowerDensity.value) * SOLAR_CONSTANTS.layoutPitched.value;
    let belowTheSpace = 0;
    for (const land of [0, 8, 40, 400]) {
      const report = createEnergyReport({ audit: lekkiHome({ land }) });
      for (const { system } of report.tiers) {
        const { pv } = system;
        expect(pv.areaUsedM2).toBeCloseTo(pv.moduleCount * areaPerModule(pv.moduleWatts), 1);
        if (pv.areaAvailableM2 !== null) expect(pv.areaUsedM2).toBeLessThanOrEqual(pv.areaAvailableM2);
        expect(pv.fillsArea).toBe(pv.maxKwpOnArea !== null && pv.kwp === pv.maxKwpOnArea);
        if (pv.isAreaLimited && !pv.fillsArea) {
          belowTheSpace += 1;
          expect(areaUsedText(pv)).not.toMatch(/^All of your/);
        }
      }
      const { pv } = report.system;
      expect(report.warnings.some((warning) => warning.code === 'roof_too_small')).toBe(
        pv.isAreaLimited && pv.fillsArea,
      );
    }
    // The case that read wrongly: on 40 m² the search keeps an array smaller than the space holds.
    expect(belowTheSpace).toBeGreaterThan(0);
  });
});

describe('paybackText', () => {
  it('says "1 year" for a payback of about a year, and "years" for any other figure', () => {
    expect(paybackText({ paybackStatus: 'pays_back', paybackYears: 1 })).toBe('1 year');
    expect(paybackText({ paybackStatus: 'pays_back', paybackYears: 0.96 })).toBe('1 year');
    expect(paybackText({ paybackStatus: 'pays_back', paybackYears: 1.4 })).toBe('1.4 years');
    expect(paybackText({ paybackStatus: 'pays_back', paybackYears: 3 })).toBe('3 years');
  });
});

describe('assumptionValueText', () => {
  it('writes one day, one year, one bedroom in the singular; leaves other units alone', () => {
    expect(assumptionValueText({ value: 1, unit: 'days' })).toBe('1 day');
    expect(assumptionValueText({ value: 2, unit: 'days' })).toBe('2 days');
    expect(assumptionValueText({ value: 1, unit: 'years' })).toBe('1 year');
    expect(assumptionValueText({ value: 0.8, unit: '' })).toBe('0.8');
    expect(assumptionValueText({ value: 1, unit: 'kWh' })).toBe('1 kWh');
  });
});

describe('what the savings figures are made of', () => {
  it('today less what is still bought, less the solar upkeep the note names, is the first year’s saving', () => {
    const report = createEnergyReport({
      audit: abujaHome({ ac: 2, gridCost: 40_000, gridHours: 12, gen: 'pms', genSize: 3.5, fuel: 60_000 }),
    });
    const { annualSpendBefore, annualSpendAfter, annualSavings, cashFlow } = report.economics;
    const upkeep = cashFlow[1]?.maintenance ?? 0;
    expect(annualSavings).not.toBeNull();
    expect(
      Math.abs((annualSpendBefore ?? 0) - (annualSpendAfter ?? 0) - upkeep - (annualSavings ?? 0)),
    ).toBeLessThanOrEqual(1);
    expect(solarUpkeepNote(report.economics)).toBe(`After ${formatReportNaira(upkeep)} of solar upkeep`);
    expect(spendTodayNote(report)).toMatch(/^Grid and fuel bills, with ₦[\d,]+ of generator upkeep$/);
  });

  it('names only what the customer has', () => {
    const gridOnly = createEnergyReport({
      audit: abujaHome({ ac: 2, gridCost: 40_000, gridHours: 12, gen: 'none' }),
    });
    expect(spendTodayNote(gridOnly)).toBe('Your grid bills');
  });

  it('says a site with no grid and no generator buys no power, and asks for nothing it answered', () => {
    const noPower = createEnergyReport({ audit: abujaHome({ gridHours: 0, gridCost: 0, gen: 'none' }) });
    const unanswered = createEnergyReport({ audit: abujaHome() });

    expect(spendTodayNote(noPower)).toBe('No grid or generator today');
    expect(paybackText(noPower.economics)).toBe('No payback: you buy no power today');
    expect(co2AvoidedText(noPower, 't a year')).toBe('None to avoid');
    expect(withoutSpendText(noPower, 'environment')).toBe(ENVIRONMENT_NOTHING_TO_AVOID);
    expect(withoutSpendText(noPower, 'savings')).toMatch(/^With no grid or generator today/);
    expect(withoutSpendText(noPower, 'life-money')).toMatch(/^With nothing bought today/);
    expect(paybackText(unanswered.economics)).toBe('Tell us your grid and generator spend to see it');
    expect(co2AvoidedText(unanswered, 't a year')).toBe('Tell us your grid and generator spend to see it');
    expect(withoutSpendText(unanswered, 'environment')).toBe(ENVIRONMENT_NEEDS_SPEND);
    for (const section of ['savings', 'life-money'] as const)
      expect(withoutSpendText(unanswered, section)).toMatch(/answer the optional questions in a new audit/);
  });
});

describe('formatCompactNaira', () => {
  it.each([
    [0, '₦0'],
    [500, '₦500'],
    [1000, '₦1k'],
    // An axis tick at ₦1,500 and a bar of ₦1,135 read as themselves, not "₦2k" and "₦1k".
    [1135, '₦1.1k'],
    [1500, '₦1.5k'],
    [2000, '₦2k'],
    [45_400, '₦45k'],
    [999_999, '₦1m'],
    [1_500_000, '₦1.5m'],
    [-1500, '-₦1.5k'],
  ])('writes %d as %s', (naira, text) => {
    expect(formatCompactNaira(naira)).toBe(text);
  });
});
