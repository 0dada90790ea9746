/**
 * "Help me estimate" (docs/product.md §2, office audit): the appliances a site runs, with typical
 * wattages, turned into the three figures the office form asks for. The method is an installer's load
 * sheet (U.S. Department of Energy, Energy Saver, "Estimating Appliance and Home Electronic Energy Use":
 * daily kWh = watts × hours used a day ÷ 1,000), with every appliance used in a period counted as
 * running at once for that period's peak, as load calculators do: it never understates the inverter.
 */
import { assumed, constant, type SolarConstant } from './constant.ts';
import { LOAD_CONSTANTS } from './constants-load.ts';

const DOE_ESTIMATING =
  'U.S. Department of Energy, Energy Saver: “Estimating Appliance and Home Electronic Energy Use”, typical wattages';
const CHECKED = '2026-12-05';
const doe = (range: string) => ({ asOf: CHECKED, source: `${DOE_ESTIMATING}: ${range}` });

/** One preset: its typical running watts (with source) and the hours it usually runs by day and by night. */
export type AppliancePreset = {
  id: string;
  watts: SolarConstant;
  /** A starting point the customer changes: day is 06:00–18:00, night 18:00–06:00. */
  dayHours: number;
  nightHours: number;
};

const preset = (id: string, watts: SolarConstant, dayHours: number, nightHours: number): AppliancePreset => ({
  id,
  watts,
  dayHours,
  nightHours,
});
const kwToWatts = (kw: SolarConstant): SolarConstant => ({
  ...kw,
  value: Math.round(kw.value * 1000),
  unit: 'W',
});

/** The preset list, in the order the form offers it; each wattage names its source. */
export const APPLIANCE_PRESETS: readonly AppliancePreset[] = [
  preset(
    'led-bulb',
    constant(
      'LED bulb',
      10,
      'W',
      assumed('household LED bulbs are 7–12 W; 10 W, as the home load model’s lights'),
    ),
    2,
    6,
  ),
  preset('ceiling-fan', constant('Ceiling fan', 75, 'W', doe('ceiling fan 65–175 W')), 8, 4),
  preset(
    'desktop-computer',
    constant('Desktop computer with monitor', 270, 'W', doe('computer 120 W awake + monitor 150 W awake')),
    8,
    0,
  ),
  preset('laptop', constant('Laptop', 50, 'W', doe('laptop 50 W')), 8, 0),
  preset('television', constant('Television', 133, 'W', doe('36-inch television 133 W')), 6, 4),
  preset(
    'refrigerator',
    constant(
      'Refrigerator',
      725,
      'W',
      doe('refrigerator 725 W; it cycles, so about a third of the hours it is plugged in'),
    ),
    4,
    4,
  ),
  preset('microwave', constant('Microwave oven', 1000, 'W', doe('microwave oven 750–1,100 W')), 1, 0),
  preset('clothes-iron', constant('Clothes iron', 1000, 'W', doe('clothes iron 1,000–1,800 W')), 1, 0),
  preset('toaster', constant('Toaster', 1100, 'W', doe('toaster 800–1,400 W')), 1, 0),
  preset(
    'coffee-maker',
    constant('Coffee maker or kettle', 1000, 'W', doe('coffee maker 900–1,200 W')),
    1,
    0,
  ),
  preset('ac-1hp', { ...kwToWatts(LOAD_CONSTANTS.acPower1), label: 'Air conditioner, 1 HP' }, 8, 0),
  preset('ac-15hp', { ...kwToWatts(LOAD_CONSTANTS.acPower15), label: 'Air conditioner, 1.5 HP' }, 8, 0),
  preset('ac-2hp', { ...kwToWatts(LOAD_CONSTANTS.acPower2), label: 'Air conditioner, 2 HP' }, 8, 0),
  preset(
    'water-pump',
    constant('Water pump, 1 HP', 746, 'W', {
      asOf: CHECKED,
      source: 'one mechanical horsepower is 745.7 W (the pump’s rated output; it draws a little more)',
    }),
    1,
    0,
  ),
];

/** One line of the list as the customer answered it. */
export type ApplianceLine = { quantity: number; watts: number; dayHours: number; nightHours: number };

/** The office form's three figures, as it takes them: whole numbers, rounded up so none is understated. */
export type ApplianceLoadEstimate = { dayPeakKw: number; nightPeakKw: number; dailyKwh: number };

/** Day and night each last 12 hours (06:00–18:00, 18:00–06:00). */
export const HOURS_PER_PERIOD = 12;

/**
 * Peak by day: the watts of everything used by day, running together; the same by night. Daily kWh:
 * Σ quantity × watts × (day + night hours) ÷ 1,000 (DOE's formula). Lines with a bad number count as 0.
 */
export function estimateApplianceLoad(lines: readonly ApplianceLine[]): ApplianceLoadEstimate {
  let dayWatts = 0;
  let nightWatts = 0;
  let dailyWattHours = 0;
  for (const line of lines) {
    const watts = positive(line.quantity) * positive(line.watts);
    const dayHours = Math.min(positive(line.dayHours), HOURS_PER_PERIOD);
    const nightHours = Math.min(positive(line.nightHours), HOURS_PER_PERIOD);
    if (dayHours > 0) dayWatts += watts;
    if (nightHours > 0) nightWatts += watts;
    dailyWattHours += watts * (dayHours + nightHours);
  }
  return {
    dayPeakKw: Math.ceil(dayWatts / 1000),
    nightPeakKw: Math.ceil(nightWatts / 1000),
    dailyKwh: Math.ceil(dailyWattHours / 1000),
  };
}

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
