/** The home and office load models. Each constant: value, unit, date and source (constants.ts). */
import { constant, assumed } from './constant.ts';

export const LOAD_CONSTANTS = {
  homeBase: constant(
    'Base load (fridge, freezer, TV, pump)',
    4,
    'kWh/day',
    assumed(
      'fridge 1.2 + freezer 1.5 + TV and decoder 0.6 + router, phones, laptop 0.4 + washing 0.25 kWh a day, rounded',
    ),
  ),
  homeBaseSmall: constant(
    'Base load, one bedroom (no freezer)',
    3,
    'kWh/day',
    assumed('the base load without the chest freezer (≈ 1.5 kWh a day), rounded up'),
  ),
  homePump: constant(
    'Pumping machine (30 min)',
    0.4,
    'kWh/day',
    assumed('a 0.75 kW surface pump running half an hour a day'),
  ),
  homeBedroom: constant(
    'Per bedroom: lights and fan',
    1,
    'kWh/day',
    assumed('4 × 10 W LED for 6 h + a 75 W ceiling fan for 8 h + sockets ≈ 1 kWh a day'),
  ),
  homeLiving: constant(
    'Living room lights and fan',
    1,
    'kWh/day',
    assumed('living and dining lights and fans, as one bedroom'),
  ),
  homeBasePeak: constant(
    'Base running load',
    0.8,
    'kW',
    assumed('fridge, freezer, TV, lights and fans running together by day'),
  ),
  homeNightBasePeak: constant(
    'Base running load at night',
    0.5,
    'kW',
    assumed('fridge, freezer, lights and fans at night, without the daytime extras'),
  ),
  homeBedroomPeak: constant(
    'Running load per bedroom',
    0.15,
    'kW',
    assumed('a ceiling fan (75 W) and lights (40 W) with some sockets'),
  ),
  acPower1: constant(
    '1 HP AC running power',
    0.85,
    'kW',
    assumed('a 1 HP split unit draws 0.75–0.9 kW running; naija-solar-calc lists an inverter 1 HP at 900 W'),
  ),
  acPower15: constant(
    '1.5 HP AC running power',
    1.2,
    'kW',
    assumed(
      'a 1.5 HP split unit draws 1.1–1.4 kW running; naija-solar-calc lists an inverter 1.5 HP at 1,400 W',
    ),
  ),
  acPower2: constant(
    '2 HP AC running power',
    1.75,
    'kW',
    assumed('a 2 HP split unit draws 1.6–1.9 kW running'),
  ),
  acHours: constant('AC hours (day or night)', 8, 'h', assumed('09:00–17:00 by day, or a night’s sleep')),
  acDutyNonInverter: constant(
    'Duty of a non-inverter AC',
    0.6,
    'ratio',
    assumed('a fixed-speed compressor cycles on about 60 % of the time in Nigerian heat'),
  ),
  acDutyInverter: constant(
    'Duty of an inverter AC',
    0.45,
    'ratio',
    assumed('a variable-speed unit averages about 45 % of its rated draw once the room is cool'),
  ),
  heatingEnergy: constant(
    'Heater, iron, kettle, cooker',
    5,
    'kWh/day',
    assumed(
      'water heater 2 kW × 1 h + iron 1.2 kW × 0.5 h + kettle 2 kW × 0.25 h + one cooker plate 2 kW × 1 h ≈ 5 kWh',
    ),
  ),
  heatingPeak: constant(
    'Heating appliances load',
    3.5,
    'kW',
    assumed('two of the heating appliances on at once (e.g. kettle and cooker plate)'),
  ),
  essentialsNightShare: constant(
    'Night share of essentials',
    0.5,
    'ratio',
    assumed('fridge and freezer run around the clock; lights, fans and TV mostly in the evening'),
  ),
  pumpPower: constant('Pump power', 0.75, 'kW', assumed('the usual 1 HP surface pump ("pumping machine")')),
  fridgePower: constant(
    'Fridge compressor power',
    0.2,
    'kW',
    assumed('a household fridge or freezer compressor runs at 100–350 W'),
  ),

  // Office load model.
  officeLoadFactor: constant(
    'Office average load per peak',
    0.55,
    'ratio',
    assumed('offices average 50–60 % of their peak over working hours (ACs cycling, PCs idle)'),
  ),
  officeDayHours: constant(
    'Office day (08:00–18:00)',
    10,
    'h',
    assumed('working hours 08:00–18:00, when the office is open, lit and cooled'),
  ),
  officeNightHours: constant('Office night', 14, 'h', assumed('the rest of the day: 24 − 10 hours')),
  officeFloorLoadFactor: constant(
    'Lowest office load factor',
    0.2,
    'ratio',
    assumed(
      'a declared daily use below 20 % of the peaks over 24 h is treated as a slip and the load factor floored',
    ),
  ),
  officeRoomEnergy: constant(
    'Least energy per office room',
    1,
    'kWh/day',
    assumed('a room without AC: lights, a fan and a PC for a working day'),
  ),
  officeRoomPeak: constant(
    'Least load per office room',
    0.4,
    'kW',
    assumed('lights, a fan and two PCs running together'),
  ),
  officeNightShare: constant(
    'Office night share (no peaks)',
    0.25,
    'ratio',
    assumed('security lights, servers, fridges and water dispensers after hours'),
  ),
  officeEssentialShare: constant(
    'Office essentials share',
    0.4,
    'ratio',
    assumed('lights, computers, network and fridges, without ACs and heavy equipment'),
  ),
  officeLargestMotor: constant(
    'Largest office motor (1.5 HP AC)',
    1.2,
    'kW',
    assumed('a 1.5 HP split AC, the largest motor most offices start'),
  ),
};
