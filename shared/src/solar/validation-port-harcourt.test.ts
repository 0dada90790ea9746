/**
 * The Market Square supermarket, Port Harcourt, against the published HOMER Pro study of it
 * (docs/decisions/049): its hour-by-hour energy flows for a fixed system, and what the sizing search
 * chooses for the same site and load. Every figure and tolerance is the record's.
 */
import { describe, expect, it } from 'vitest';
import { portHarcourtYear } from '../test/port-harcourt-year.ts';
import { lagosOffice } from '../test/solar-audits.ts';
import { SOLAR_CONSTANTS } from './constants.ts';
import { createContext } from './context.ts';
import { dispatch } from './hourly/dispatch.ts';
import { createEnergyReport } from './locate.ts';

const { read } = createContext(SOLAR_CONSTANTS);

/** Published by Ijeoma et al. (2024, Front. Energy Res. 12:1397037) for the optimal PV/battery/generator system. */
const HOMER = {
  loadKwh: 204_765,
  productionKwh: 401_599,
  surplusKwh: 173_195,
  lcoeUsd: 0.106,
  dieselUsdPerLitre: 0.63,
};
/** The same supermarket's design by the same authors (Ijeoma et al. 2023, Energies 16(19):6803). */
const AUTHORS_DESIGN = {
  kwp: 232,
  inverterKw: 75,
  batteryAh: 34_021,
  batteryVolts: 48,
  peakKw: 59.8,
  dailyKwh: 561,
};

const { city, perKwp } = portHarcourtYear();

/** 561 kWh every day, `openShare` of it in the 13 opening hours 08:00–21:00 (the rest: refrigeration). */
function supermarketLoad(openShare: number): Float64Array {
  const load = new Float64Array(8760);
  for (let hour = 0; hour < 8760; hour += 1) {
    const clock = hour % 24;
    const isOpen = clock >= 8 && clock < 21;
    load[hour] = isOpen
      ? (AUTHORS_DESIGN.dailyKwh * openShare) / 13
      : (AUTHORS_DESIGN.dailyKwh * (1 - openShare)) / 11;
  }
  return load;
}

function fixedSystem({
  openShare,
  batteryVolts,
  kwp = AUTHORS_DESIGN.kwp,
}: {
  openShare: number;
  batteryVolts: number;
  kwp?: number;
}) {
  const nominalKwh = (AUTHORS_DESIGN.batteryAh * batteryVolts) / 1000;
  const result = dispatch({
    solar: perKwp,
    solarScale: kwp,
    load: supermarketLoad(openShare),
    grid: new Uint8Array(8760),
    usableKwh: nominalKwh * read('lithiumDepthOfDischarge'),
    roundTrip: read('lithiumEfficiency') ** 2,
    inverterKw: AUTHORS_DESIGN.inverterKw,
    generator: {
      ratedKw: 60,
      intercept: read('dieselIntercept'),
      slope: read('dieselSlope'),
      minimumLoad: read('generatorMinimumLoad'),
    },
  });
  const { year } = result;
  return {
    load: year.load,
    solar: year.solar,
    spilled: year.spilled,
    generator: year.generator,
    production: year.solar + year.generator,
    fuel: result.fuel,
    unmet: year.unmet,
    solarFraction: (year.solarToLoad + year.batteryToLoad) / year.load,
  };
}

const CASES = [13 / 24, 0.75].flatMap((openShare) =>
  [48, 60].map((batteryVolts) => ({ openShare, batteryVolts })),
);
const yieldPerKwp = perKwp.reduce((total, value) => total + value, 0);

describe('Market Square supermarket, Port Harcourt: the published design run hour by hour', () => {
  // The load's hourly shape and the battery's voltage are not published: each figure holds for an
  // even day and for three quarters of it in opening hours, at 48 V and at 60 V (decision 049).
  it('the authors’ 232 kWp design makes 1,171 kWh/kWp and covers ≥ 99 % of 204,765 kWh, spilling 56–60 MWh', () => {
    expect(Math.abs(yieldPerKwp / 1171.5 - 1)).toBeLessThan(0.01);
    for (const assumption of CASES) {
      const run = fixedSystem(assumption);
      expect(Math.abs(run.load / HOMER.loadKwh - 1)).toBeLessThan(1e-9);
      expect(run.solarFraction).toBeGreaterThan(0.99);
      expect(run.spilled).toBeGreaterThan(56_000);
      expect(run.spilled).toBeLessThan(60_000);
      expect(run.fuel).toBeLessThan(1_000);
    }
  });

  // HOMER's optimal system is not published; the array that makes its 401,599 kWh with our yield is
  // 342.8 kWp. Its surplus then exceeds HOMER's 173,195 kWh by 7–9 %: our lithium battery loses 5–6 %
  // of the load on its round trip, HOMER's battery and converter 11.5 % (401,599 − 204,765 − 173,195).
  it('spills 7–9 % more than HOMER’s surplus from the same production, the gap its battery’s and converter’s larger losses', () => {
    const kwp = HOMER.productionKwh / yieldPerKwp;
    const homerLosses = HOMER.productionKwh - HOMER.loadKwh - HOMER.surplusKwh;
    expect(homerLosses / HOMER.loadKwh).toBeCloseTo(0.115, 3);
    for (const assumption of CASES) {
      const run = fixedSystem({ ...assumption, kwp });
      const losses = run.production - run.load - run.spilled - run.unmet;
      expect(run.spilled / HOMER.surplusKwh).toBeGreaterThan(1.06);
      expect(run.spilled / HOMER.surplusKwh).toBeLessThan(1.1);
      expect(losses / run.load).toBeGreaterThan(0.04);
      expect(losses / run.load).toBeLessThan(0.065);
    }
  });
});

describe('Market Square supermarket, Port Harcourt: what the search chooses', () => {
  // The office form: 561 kWh on working days, the night's level at weekends (172,416 kWh a year).
  // HOMER's economics (8 %, 2 %) and its diesel at $0.63/L; no grid, as in the study.
  const report = createEnergyReport({
    audit: lagosOffice({
      address: 'Market Square, Port Harcourt',
      gps: `${city.latitude}, ${city.longitude}`,
      land: 5_000,
      dayConsumption: AUTHORS_DESIGN.dailyKwh,
      dayPeakLoad: AUTHORS_DESIGN.peakKw,
      nightPeakLoad: 15,
      gridCost: undefined,
      gridHours: undefined,
      genSize: 75,
      fuel: 4_000_000,
    }),
    overrides: {
      discountRate: 8,
      inflation: 2,
      fuelPrice: Math.round(HOMER.dieselUsdPerLitre * read('nairaPerDollar')),
    },
  });
  const full = report.tiers.find((tier) => tier.id === 'full');

  it('full backup: 1.9–2.1 kWp per MWh a year of load (HOMER’s production implies ≥ 1.6), within 1 % and the battery’s cap', () => {
    expect(full?.search.chosen.meetsTarget).toBe(true);
    const kwpPerMwh = (full?.system.pv.kwp ?? 0) / (report.production.annualLoadKwh / 1000);
    expect(kwpPerMwh).toBeGreaterThan(1.9);
    expect(kwpPerMwh).toBeLessThan(2.1);
    expect(HOMER.productionKwh / yieldPerKwp / (HOMER.loadKwh / 1000)).toBeGreaterThan(1.6);
    expect(full?.system.battery.nominalKwh).toBeLessThanOrEqual(
      2 * (full?.search.ruleOfThumb.batteryKwh ?? 0),
    );
  });

  // Decision 062: 4 × 25 kVA for the 59.8 kW peak and 26 charge controllers for the rest of the
  // recommended 250.25 kWp, where 9 × 30 kVA of inverter took it all before: $0.128 → $0.113.
  it('the recommended system’s solar levelised cost at HOMER’s rates is $0.10–0.12/kWh against the study’s $0.106: 20 years, not 25, and 2026 prices', () => {
    const usd = (report.finance?.levelisedCost.solar ?? Number.NaN) / read('nairaPerDollar');
    expect(usd).toBeGreaterThan(0.1);
    expect(usd).toBeLessThan(0.12);
  });

  it('full backup: a load-sized inverter (4 × 25 kVA for 59.8 kW) and charge controllers for the array beyond its input', () => {
    expect(full?.system.inverter).toMatchObject({ units: 4, unitKva: 25, pvInputKwp: 104 });
    expect(full?.system.chargeControllers).toMatchObject({ units: 43, unitAmps: 100 });
    expect(full?.search.chosen.summary).toMatch(/ · 4 × 25 kVA inverters · 43 × 100 A charge controllers$/);
  });
});
