/**
 * The inverter from the load and charge controllers for the array beyond its PV input (decision 062):
 * whichever costs the installer less, a hybrid inverter that takes the whole array or the load's
 * inverter plus whole MPPT controllers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lagosOffice } from '../test/solar-audits.ts';
import { SOLAR_CONSTANTS } from './constants.ts';
import { createContext } from './context.ts';
import { sizeConversion } from './inverter.ts';
import { createEnergyReport } from './locate.ts';
import type { TierLoad } from './types.ts';

const ctx = createContext(SOLAR_CONSTANTS);
const read = ctx.read;
const tier = (peakKw: number, startingExtraKw = 0): TierLoad => ({
  dailyKwh: 20,
  nightKwh: 8,
  peakKw,
  startingExtraKw,
  design: 'annual',
});
const size = (load: TierLoad, kwp: number, step = 0) =>
  sizeConversion(ctx, load, kwp, { existingKva: null, step });
const priceOf = ({ inverter, chargeControllers }: ReturnType<typeof size>) =>
  inverter.kva * read('priceInverter') +
  chargeControllers.units * chargeControllers.unitAmps * read('priceChargeController');

describe('the inverter from the load, charge controllers for the rest of the array', () => {
  it('gives a 5 kW load with 30 kWp an 8 kVA inverter and 4 × 100 A controllers, not 30 kVA of inverter', () => {
    const split = size(tier(5), 30);
    // 5 kW ÷ 0.8 × 1.25 = 7.8 kVA → 8 kVA; its own MPPT takes 8 × 0.8 × 1.3 = 8.32 kWp.
    expect(split.inverter).toMatchObject({ kva: 8, units: 1, pvInputKwp: 8.32 });
    expect(split.systemVoltage).toBe(48);
    // 21.68 kWp at 48 V × 1.2 = 57.6 V charging: 376 A, four 100 A controllers of 5.76 kWp each.
    expect(split.chargeControllers).toMatchObject({
      excessKwp: 21.68,
      units: 4,
      unitAmps: 100,
      unitKwp: 5.76,
    });
    expect(split.chargeControllers.units * split.chargeControllers.unitKwp).toBeGreaterThanOrEqual(
      split.chargeControllers.excessKwp,
    );
    // Today's rule would buy 30 kWp ÷ 1.3 ÷ 0.8 = 28.8 → 30 kVA: ₦6.6 M against ₦4.16 M.
    expect(priceOf(split)).toBe(8 * 220_000 + 400 * 6_000);
    expect(priceOf(split)).toBeLessThan(30 * read('priceInverter'));
  });

  it('takes the next inverter size instead when the excess is small and that costs less', () => {
    // 3.2 kW → 5 kVA, whose MPPT takes 5.2 kWp; 0.3 kWp more needs a 60 A controller (₦360,000) or
    // one size up, 6 kVA (₦220,000 more): the larger inverter, and no controller.
    const small = size(tier(3.2), 5.5);
    expect(small.inverter.kva).toBe(6);
    expect(small.chargeControllers.units).toBe(0);
    expect(small.inverter.pvInputKwp).toBeGreaterThanOrEqual(5.5);
  });

  it('keeps the inverter the motor start needs, whatever the array', () => {
    // 2 kW running, 12 kW while a motor starts: 12 ÷ 2 ÷ 0.8 = 7.5 kVA → 8 kVA rules over 3.1 kVA.
    const surge = size(tier(2, 10), 3);
    expect(surge.inverter).toMatchObject({ kva: 8, isSurgeOk: true });
    expect(surge.chargeControllers.units).toBe(0);
    const large = size(tier(2, 10), 20);
    expect(large.inverter).toMatchObject({ kva: 8, isSurgeOk: true });
    expect(large.chargeControllers.units).toBeGreaterThan(0);
  });

  it('takes one size up for the search, and the larger inverter’s input needs no more controllers', () => {
    const base = size(tier(5), 30);
    const larger = size(tier(5), 30, 1);
    expect(larger.inverter.kva).toBe(10);
    expect(larger.chargeControllers.excessKwp).toBeLessThan(base.chargeControllers.excessKwp);
    expect(larger.chargeControllers.units).toBeLessThanOrEqual(base.chargeControllers.units);
  });

  it('offers controllers only beside an inverter of the voltage the whole array asks for', () => {
    // 0.9 kW and 3.7 kWp: 3.7 ÷ 1.3 ÷ 0.8 = 3.6 kVA → one 5 kVA inverter for the whole array, at 48 V.
    const atLowLoad = size(tier(0.9), 3.7);
    expect(atLowLoad.inverter.kva).toBe(5);
    expect(atLowLoad.systemVoltage).toBe(48);
    // 1 kW and 3.8 kWp: the load's 2.5 kVA inverter and a controller would cost less, but 2.5 kVA runs
    // on 24 V; the bank would fall from 48 V to 24 V with more load. The 5 kVA inverter stays.
    const atMoreLoad = size(tier(1), 3.8);
    expect(atMoreLoad.inverter.kva).toBe(5);
    expect(atMoreLoad.chargeControllers.units).toBe(0);
    expect(atMoreLoad.systemVoltage).toBe(48);
    // Where the load's inverter is on the same voltage as the whole array's, the cheaper split stands.
    expect(size(tier(5), 30).systemVoltage).toBe(48);
    expect(size(tier(5), 30).chargeControllers.units).toBe(4);
  });

  it('never lowers the bank’s voltage, nor the inverter without controllers, as the load or the array grows', () => {
    fc.assert(
      fc.property(
        // Home and small-office sizes, where the 12, 24 and 48 V bands meet, and small steps up.
        fc.double({ min: 0.1, max: 8, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.double({ min: 0.1, max: 15, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.option(fc.double({ min: 0.5, max: 12, noNaN: true }), { nil: null }),
        (peakKw, morePeak, startingExtraKw, kwp, moreKwp, existingKva) => {
          const sizeAt = (load: TierLoad, arrayKwp: number) =>
            sizeConversion(ctx, load, arrayKwp, { existingKva, step: 0 });
          const smaller = sizeAt(tier(peakKw, startingExtraKw), kwp);
          const larger = sizeAt(tier(peakKw + morePeak, startingExtraKw), kwp + moreKwp);
          expect(larger.systemVoltage).toBeGreaterThanOrEqual(smaller.systemVoltage);
          if (larger.chargeControllers.units === 0)
            expect(larger.inverter.kva).toBeGreaterThanOrEqual(smaller.inverter.kva);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('buys no controllers when the inverter for the load already takes the array', () => {
    const fits = size(tier(5), 8);
    expect(fits.inverter.kva).toBe(8);
    expect(fits.chargeControllers).toEqual({ excessKwp: 0, units: 0, unitAmps: 0, unitKwp: 0 });
  });
});

describe('the Lagos office: charge controllers in the bill, the summary and the equipment', () => {
  const report = createEnergyReport({ audit: lagosOffice() });

  it('prices each controller at its current × ₦ per A, names them in the summary and adds installation on top', () => {
    const { chargeControllers } = report.system;
    const line = report.costs.lines.find((cost) => cost.id === 'charge_controllers');
    expect(chargeControllers).toMatchObject({ units: 3, unitAmps: 80 });
    expect(line).toMatchObject({
      quantity: 3,
      unit: 'controller',
      unitPrice: 80 * read('priceChargeController'),
      total: 3 * 80 * read('priceChargeController'),
    });
    expect(report.system.summary).toMatch(/ · 20 kVA inverter · 3 × 80 A charge controllers$/);
    const installation = report.costs.lines.find((cost) => cost.id === 'installation');
    const equipment = report.costs.lines
      .filter((cost) => cost.id !== 'installation')
      .reduce((total, cost) => total + cost.total, 0);
    expect(installation?.total).toBe(Math.round(equipment * read('installationShare')));
  });
});
