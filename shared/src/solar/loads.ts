/**
 * Load models (decision 010, "The model"): a parametric home model from bedrooms, ACs and appliances,
 * and the office's own answers (daily kWh, day and night peaks) with floors that keep absurd answers
 * sizeable. Each produces the load profile of the report and what each system tier has to carry.
 */
import type { SystemTier } from '../solar-options.ts';
import { nonNegative, roundTo, type EngineContext } from './context.ts';
import { DAYS_IN_MONTH } from './sun.ts';
import { homeDayShapes, officeDayShapes, type DayShape } from './hourly/load-shape.ts';
import type { Basis, EngineAudit, Figure, LoadGroup, LoadProfile, TierLoad } from './types.ts';

/** `shapes`: each tier's hour-by-hour day (hourly/load-shape.ts), for the simulation. */
export type LoadModel = {
  profile: LoadProfile;
  tiers: Record<SystemTier, TierLoad>;
  shapes: Record<SystemTier, DayShape>;
};

type HomeAudit = Extract<EngineAudit, { type: 'home' }>;
type OfficeAudit = Extract<EngineAudit, { type: 'office' }>;

/** The office opens at 08:00 (its day is `officeDayHours` long from then). */
const OFFICE_OPENS = 8;

const figure = (value: number, unit: string, basis: Basis): Figure => ({
  value: roundTo(value, 3),
  unit,
  basis,
});

function buildProfile({
  daily,
  night,
  peak,
  dayPeak,
  nightPeak,
  largestMotor,
  groups,
  hourlyKw,
}: {
  daily: Figure;
  night: Figure;
  peak: Figure;
  dayPeak: Figure;
  nightPeak: Figure;
  largestMotor: Figure;
  groups: LoadGroup[];
  /** The whole load's working day, kW each hour (hourly/load-shape.ts). */
  hourlyKw: readonly number[];
}): LoadProfile {
  const dayKwh = Math.max(0, daily.value - night.value);
  const monthlyKwh = DAYS_IN_MONTH.map((days) => roundTo(daily.value * days, 2));

  return {
    dailyKwh: daily,
    dayKwh: figure(dayKwh, 'kWh/day', daily.basis),
    nightKwh: night,
    peakKw: peak,
    dayPeakKw: dayPeak,
    nightPeakKw: nightPeak,
    largestMotorKw: largestMotor,
    groups: groups
      .filter((group) => group.dailyKwh > 0)
      .map((group) => ({ ...group, dailyKwh: roundTo(group.dailyKwh, 3) })),
    hourlyKw: hourlyKw.map((kw) => roundTo(kw, 3)),
    monthlyKwh,
    annualKwh: roundTo(daily.value * 365, 1),
  };
}

function acPowerOf(ctx: EngineContext, size: HomeAudit['acSize']): number {
  if (size === '1') return ctx.read('acPower1');
  if (size === '2') return ctx.read('acPower2');
  return ctx.read('acPower15');
}

/** E = base + bedrooms + living + ACs × power × hours × duty + heating (decision 010, "The model"). */
export function homeLoad(ctx: EngineContext, audit: HomeAudit): LoadModel {
  const bedrooms = Math.floor(nonNegative(audit.rooms));
  const dayAcs = Math.floor(nonNegative(audit.ac));
  const nightAcs = Math.floor(nonNegative(audit.acNight));
  const hasHeating = audit.appliances === 'true';
  const hasPump = audit.pump !== 'false';
  if (bedrooms > ctx.read('maxBedrooms')) {
    ctx.warn(
      'unusual_bedrooms',
      `${bedrooms} bedrooms is far more than a home usually has; please check the answer.`,
    );
  }
  if (Math.max(dayAcs, nightAcs) > ctx.read('maxAirConditioners')) {
    ctx.warn(
      'unusual_air_conditioners',
      `${Math.max(dayAcs, nightAcs)} ACs is far more than a home usually runs; please check the answer.`,
    );
  }

  const acKw = acPowerOf(ctx, audit.acSize);
  const isInverterAc = audit.acInverter === 'true';
  const acDuty = ctx.read(isInverterAc ? 'acDutyInverter' : 'acDutyNonInverter');
  const acKwhEach = acKw * ctx.read('acHours') * acDuty;

  const base = ctx.read(bedrooms >= 2 ? 'homeBase' : 'homeBaseSmall') - (hasPump ? 0 : ctx.read('homePump'));
  const bedroomKwh = bedrooms * ctx.read('homeBedroom');
  const living = ctx.read('homeLiving');
  const essentials = base + bedroomKwh + living;
  const essentialsNight = essentials * ctx.read('essentialsNightShare');
  const dayAcKwh = dayAcs * acKwhEach;
  const nightAcKwh = nightAcs * acKwhEach;
  const heatingKwh = hasHeating ? ctx.read('heatingEnergy') : 0;
  const daily = essentials + dayAcKwh + nightAcKwh + heatingKwh;

  const bedroomPeak = bedrooms * ctx.read('homeBedroomPeak');
  const essentialsPeak = ctx.read('homeBasePeak') + bedroomPeak;
  const dayPeak = essentialsPeak + dayAcs * acKw + (hasHeating ? ctx.read('heatingPeak') : 0);
  const nightPeak = ctx.read('homeNightBasePeak') + bedroomPeak + nightAcs * acKw;

  // The biggest extra draw while a compressor or pump starts, per tier.
  const motorExtra = (kw: number, surge: number) => kw * (surge - 1);
  const essentialsStart = Math.max(
    motorExtra(ctx.read('fridgePower'), ctx.read('surgeMotor')),
    hasPump ? motorExtra(ctx.read('pumpPower'), ctx.read('surgeMotor')) : 0,
  );
  const acStart = motorExtra(acKw, ctx.read(isInverterAc ? 'surgeInverterAc' : 'surgeNonInverterAc'));
  const largestMotor =
    dayAcs + nightAcs > 0 ? acKw : hasPump ? ctx.read('pumpPower') : ctx.read('fridgePower');

  const shapes = homeDayShapes({
    essentialsDayKwh: essentials - essentialsNight,
    essentialsNightKwh: essentialsNight,
    dayAcKwh,
    nightAcKwh,
    heatingKwh,
  });
  const profile = buildProfile({
    daily: figure(daily, 'kWh/day', 'assumed'),
    night: figure(essentialsNight + nightAcKwh, 'kWh/day', 'assumed'),
    peak: figure(Math.max(dayPeak, nightPeak), 'kW', 'assumed'),
    dayPeak: figure(dayPeak, 'kW', 'assumed'),
    nightPeak: figure(nightPeak, 'kW', 'assumed'),
    largestMotor: figure(largestMotor, 'kW', audit.acSize || audit.pump ? 'answered' : 'assumed'),
    groups: [
      { id: 'base', label: 'Fridge, freezer, TV and pump', dailyKwh: base, isOnBatteryAtNight: true },
      { id: 'bedrooms', label: 'Bedroom lights and fans', dailyKwh: bedroomKwh, isOnBatteryAtNight: true },
      { id: 'living', label: 'Living room lights and fan', dailyKwh: living, isOnBatteryAtNight: true },
      { id: 'day_ac', label: 'Air conditioners by day', dailyKwh: dayAcKwh, isOnBatteryAtNight: false },
      { id: 'night_ac', label: 'Air conditioners at night', dailyKwh: nightAcKwh, isOnBatteryAtNight: true },
      {
        id: 'heating',
        label: 'Heater, iron, kettle, cooker',
        dailyKwh: heatingKwh,
        isOnBatteryAtNight: false,
      },
    ],
    hourlyKw: shapes.full.workday,
  });

  return {
    profile,
    shapes,
    tiers: {
      essentials: {
        dailyKwh: essentials,
        nightKwh: essentialsNight,
        peakKw: essentialsPeak,
        startingExtraKw: essentialsStart,
        design: 'annual',
      },
      comfort: {
        dailyKwh: essentials + dayAcKwh + heatingKwh,
        nightKwh: essentialsNight,
        peakKw: dayPeak,
        startingExtraKw: Math.max(essentialsStart, dayAcs > 0 ? acStart : 0),
        design: 'annual',
      },
      full: {
        dailyKwh: daily,
        nightKwh: essentialsNight + nightAcKwh,
        peakKw: Math.max(dayPeak, nightPeak),
        startingExtraKw: Math.max(essentialsStart, dayAcs + nightAcs > 0 ? acStart : 0),
        design: 'rainy_season',
      },
    },
  };
}

/**
 * The office's answers, kept monotone: the daily energy is never below what the peaks (at a light
 * load factor) or the rooms imply, so a 0 with real peaks still gets a system, and more of any answer
 * never gives a smaller one.
 */
export function officeLoad(ctx: EngineContext, audit: OfficeAudit): LoadModel {
  const declaredDaily = nonNegative(audit.dayConsumption);
  const dayPeak = nonNegative(audit.dayPeakLoad);
  const nightPeak = nonNegative(audit.nightPeakLoad);
  const rooms = Math.floor(nonNegative(audit.rooms));
  const dayHours = ctx.read('officeDayHours');
  const nightHours = ctx.read('officeNightHours');

  const peakHours = dayPeak * dayHours + nightPeak * nightHours;
  const energyFloor = Math.max(
    peakHours * ctx.read('officeFloorLoadFactor'),
    rooms * ctx.read('officeRoomEnergy'),
  );
  const daily = Math.max(declaredDaily, energyFloor);
  if (daily === 0) {
    ctx.warn('no_load', 'No consumption, peak load or rooms were given, so there is nothing to size.');
  } else if (declaredDaily < energyFloor) {
    ctx.warn(
      'consumption_below_peaks',
      `${roundTo(declaredDaily, 1)} kWh a day is too little for the peaks and rooms given; we used ${roundTo(daily, 1)} kWh. Please check it.`,
    );
  }
  if (daily > ctx.read('maxDailyEnergy')) {
    ctx.warn(
      'unusual_consumption',
      `${roundTo(daily, 0)} kWh a day is far more than an office usually uses; please check the answer.`,
    );
  }

  const declaredPeak = Math.max(dayPeak, nightPeak);
  const peak = Math.max(declaredPeak, daily / 24, rooms * ctx.read('officeRoomPeak'));
  if (declaredPeak < peak && daily > 0) {
    ctx.warn(
      'peak_below_average',
      `The peaks given are below what the daily use and rooms need; we used ${roundTo(peak, 1)} kW.`,
    );
  }

  const nightShare = peakHours > 0 ? (nightPeak * nightHours) / peakHours : ctx.read('officeNightShare');
  const night = daily * nightShare;
  const essentialShare = ctx.read('officeEssentialShare');
  const largestMotor = Math.min(ctx.read('officeLargestMotor'), peak);
  const motorStart = largestMotor * (ctx.read('surgeNonInverterAc') - 1);
  const fridgeStart = Math.min(ctx.read('fridgePower'), peak) * (ctx.read('surgeMotor') - 1);
  const dailyBasis: Basis = declaredDaily >= energyFloor ? 'answered' : 'assumed';
  const peakBasis: Basis = declaredPeak >= peak ? 'answered' : 'assumed';

  const shapes = officeDayShapes({
    dailyKwh: daily,
    nightKwh: night,
    essentialShare,
    openFrom: OFFICE_OPENS,
    openHours: dayHours,
  });
  const profile = buildProfile({
    daily: figure(daily, 'kWh/day', dailyBasis),
    night: figure(night, 'kWh/day', 'assumed'),
    peak: figure(peak, 'kW', peakBasis),
    dayPeak: figure(dayPeak, 'kW', 'answered'),
    nightPeak: figure(nightPeak, 'kW', 'answered'),
    largestMotor: figure(largestMotor, 'kW', 'assumed'),
    groups: [
      {
        id: 'essentials',
        label: 'Lights, computers, network and fridges',
        dailyKwh: daily * essentialShare,
        isOnBatteryAtNight: true,
      },
      {
        id: 'cooling',
        label: 'Air conditioning and equipment',
        dailyKwh: daily * (1 - essentialShare),
        isOnBatteryAtNight: true,
      },
    ],
    hourlyKw: shapes.full.workday,
  });

  const whole: TierLoad = {
    dailyKwh: daily,
    nightKwh: night,
    peakKw: peak,
    startingExtraKw: Math.max(motorStart, fridgeStart),
    design: 'annual',
  };
  return {
    profile,
    shapes,
    tiers: {
      essentials: {
        dailyKwh: daily * essentialShare,
        nightKwh: night * essentialShare,
        peakKw: peak * essentialShare,
        startingExtraKw: fridgeStart,
        design: 'annual',
      },
      comfort: whole,
      full: { ...whole, design: 'rainy_season' },
    },
  };
}
