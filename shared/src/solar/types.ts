/**
 * The energy report's shape: everything a report page, its charts and a PDF need, computed once by
 * `createEnergyReport`. Energies in kWh, powers in kW/kVA, money in whole naira, months January first.
 */
import type { HomeAuditRecord, OfficeAuditRecord, SiteLocation } from '../resources.ts';
import type { SolarOverrides } from '../solar-overrides.ts';
import type { GeneratorChoice, ShadingLevel, SystemTier, TariffBand } from '../solar-options.ts';
import type { Basis } from './basis.ts';
import type { SolarZone } from './solar-data.ts';
import type {
  BillOfQuantities,
  Economics,
  Environment,
  FinanceReport,
  PaybackStatus,
} from './money-types.ts';
import type { SizingSearch } from './search-types.ts';
import type { SystemDesign } from './design-types.ts';
import type { NightBackup } from './backup.ts';
import type { Simulation } from './simulation-types.ts';

export type * from './money-types.ts';
export type * from './simulation-types.ts';
export type * from './search-types.ts';
export type * from './design-types.ts';
export type { NightBackup } from './backup.ts';
export type { SiteLocation };

type RecordOnly = 'id' | 'created_at' | 'location';
/** An audit response's answers as stored (GET /auditForm), without its id, date and location. */
export type EngineAudit = Omit<HomeAuditRecord, RecordOnly> | Omit<OfficeAuditRecord, RecordOnly>;

export type { Basis };
export type Figure = { value: number; unit: string; basis: Basis };

export type WarningCode =
  | 'location_not_found'
  | 'gps_not_read'
  | 'outside_nigeria'
  | 'outside_solar_data'
  | 'roof_space_unknown'
  | 'roof_too_small'
  | 'unusual_roof'
  | 'no_load'
  | 'consumption_below_peaks'
  | 'peak_below_average'
  | 'unusual_consumption'
  | 'unusual_bedrooms'
  | 'unusual_air_conditioners'
  | 'unusual_grid_hours'
  | 'fuel_beyond_generator'
  | 'generator_hours_beyond_outage'
  | 'inconsistent_consumption'
  | 'existing_inverter_reused'
  | 'savings_not_computed'
  | 'no_power_today'
  | 'no_savings'
  | 'parallel_inverters';
export type ReportWarning = { code: WarningCode; message: string };

export type SolarResource = {
  /** Global horizontal irradiation, kWh/m²/day (= peak sun hours). */
  monthlyGhi: number[];
  nearestCity: { name: string; distanceKm: number } | null;
  isInNigeria: boolean;
  zone: SolarZone | null;
  performanceRatio: number;
  confidence: 'indicative' | 'rough_estimate';
};

export type ReportSite = SiteLocation &
  SolarResource & {
    annualGhi: number;
    /** Irradiation on the tilted panels, kWh/m²/day. */
    monthlyPlaneOfArray: number[];
    tilt: number;
    orientation: 'south' | 'north';
    shading: ShadingLevel | null;
    shadingFactor: number;
    /** One sentence for the report: where we placed the site and how far to trust the sun data. */
    description: string;
  };

export type LoadGroup = { id: string; label: string; dailyKwh: number; isOnBatteryAtNight: boolean };

export type LoadProfile = {
  dailyKwh: Figure;
  dayKwh: Figure;
  nightKwh: Figure;
  peakKw: Figure;
  dayPeakKw: Figure;
  nightPeakKw: Figure;
  largestMotorKw: Figure;
  groups: LoadGroup[];
  /** A stylised 24-hour curve (kW), midnight first. */
  hourlyKw: number[];
  monthlyKwh: number[];
  annualKwh: number;
};

/** What one system option has to carry (internal to sizing, also shown per tier). */
export type TierLoad = {
  dailyKwh: number;
  /** Energy the battery serves each night. */
  nightKwh: number;
  peakKw: number;
  /** Extra kW while the largest motor starts: (surge multiple − 1) × its running power. */
  startingExtraKw: number;
  /** `rainy_season`: the array is sized on the three darkest months instead of the year's mean. */
  design: 'annual' | 'rainy_season';
};

export type Production = {
  monthlyKwh: number[];
  monthlyLoadKwh: number[];
  /** Production ÷ load per month (can exceed 1). */
  monthlyCoverage: number[];
  annualKwh: number;
  annualLoadKwh: number;
  specificYield: number;
  /** Share of the whole load solar serves over a year (0–1), after the roof limit. */
  solarFraction: number;
  worstMonth: { month: number; name: string; coverage: number };
  degradationPerYear: number;
  /** Annual production over the cash-flow years, year 1 first. */
  yearlyKwh: number[];
};

export type GridSituation = {
  hoursPerDay: Figure;
  band: TariffBand;
  bandBasis: Basis | 'override';
  tariff: number;
  monthlySpend: Figure;
  dailyKwh: number;
  annualKwh: number;
  annualSpend: number;
  costPerKwh: number;
};

export type GeneratorSituation = {
  fuel: Exclude<GeneratorChoice, 'none'>;
  fuelUnit: 'L' | 'kg';
  sizeKva: Figure;
  fuelPrice: number;
  monthlySpend: Figure;
  fuelPerMonth: number;
  /** The most it could burn running flat out all month. */
  maxFuelPerMonth: number;
  averageLoadKw: number;
  fuelPerHour: number;
  runHoursPerDay: number;
  dailyKwh: number;
  annualKwh: number;
  /** Fuel and upkeep per kWh delivered; null when it delivers nothing. */
  costPerKwh: number | null;
  annualFuelCost: number;
  annualMaintenance: number;
  annualFuel: number;
};

export type CurrentSituation = {
  grid: GridSituation | null;
  /** false when the answers say no grid (0 hours, nothing paid); null when they do not say. */
  hasGrid: boolean | null;
  generator: GeneratorSituation | null;
  /** null when a home did not say. */
  hasGenerator: boolean | null;
  existingInverterKva: number | null;
  /** What the answers (office) or the load model (home) say the site uses. */
  declaredDailyKwh: number;
  /** What the answered grid and fuel spend imply; null when a spend was not answered. */
  impliedDailyKwh: number | null;
  differencePercent: number | null;
  isConsistent: boolean | null;
  annualSpend: number | null;
};

export type TierOption = {
  id: SystemTier;
  label: string;
  description: string;
  isRecommended: boolean;
  load: TierLoad;
  system: SystemDesign;
  annualProductionKwh: number;
  solarFraction: number;
  costs: BillOfQuantities;
  annualSavings: number | null;
  paybackYears: number | null;
  paybackStatus: PaybackStatus;
  /** How this system was chosen among those tried (decision 035). */
  search: SizingSearch;
  /** How long a full battery alone carries the tier's night-time load (decision 059). */
  backup: NightBackup;
};

export type AssumptionUsed = {
  key: string;
  label: string;
  value: number | string;
  unit: string;
  asOf: string;
  source: string;
};

export type OverriddenValue = {
  key: keyof SolarOverrides;
  label: string;
  value: number | string;
  /** What the report would have used without the override. */
  defaultValue: number | string | null;
  unit: string;
};

export type EnergyReport = {
  constantsVersion: string;
  solarDataVersion: string;
  auditType: 'home' | 'office';
  /** One line: "Comfort: 4.95 kWp solar (9 × 550 W) · 10.24 kWh lithium battery · 6 kVA inverter". */
  summary: string;
  recommendedTier: SystemTier;
  recommendedTierBasis: Basis | 'override';
  load: LoadProfile;
  site: ReportSite;
  system: SystemDesign;
  tiers: TierOption[];
  production: Production;
  currentSituation: CurrentSituation;
  costs: BillOfQuantities;
  economics: Economics;
  environment: Environment;
  /** The recommended system's year, hour by hour, against the site today (docs/solar-method.md). */
  simulation: Simulation;
  /** Money over the system's life and P50/P90 over synthetic years (decision 050); null without a system. */
  finance: FinanceReport | null;
  assumptions: AssumptionUsed[];
  overridden: OverriddenValue[];
  warnings: ReportWarning[];
};
