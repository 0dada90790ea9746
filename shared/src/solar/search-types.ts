/**
 * How a tier's system was chosen (docs/solar-method.md, "Sizing by search", decision 035): the systems
 * tried around the rule of thumb, the one kept (the least life-cycle cost that meets the tier's
 * reliability target), the rule of thumb's own system and the runner-up with why it lost.
 */

/** One system the search tried. Money in whole naira; shares 0–1. */
export type SizingCandidate = {
  kwp: number;
  batteryKwh: number;
  inverterKva: number;
  /** "4.95 kWp solar (9 × 550 W) · 10.24 kWh lithium battery · 6 kVA inverter". */
  summary: string;
  capex: number;
  /**
   * Present value over the life-cycle horizon of everything the site pays for energy with this system:
   * the system, its upkeep and parts bought again less what is left, and the grid and generator still
   * bought (docs/solar-method-finance.md, F4; HOMER's net present cost). Without answered spend it is
   * the system's own cost over its life.
   */
  lifeCycleCost: number;
  /** Share of the tier's energy in the grid's off hours that solar and battery leave uncovered. */
  outageShortfall: number;
  meetsTarget: boolean;
};

export type RunnerUp = SizingCandidate & {
  /** `cost`: it meets the target but costs more over its life; `reliability`: it misses it. */
  lostOn: 'cost' | 'reliability';
  /** One plain sentence: why it was not kept. */
  reason: string;
};

export type SizingSearch = {
  method: 'least_life_cycle_cost';
  /** Largest outage shortfall the tier accepts (constants `shortfall…`), with its reasoning. */
  target: number;
  targetReason: string;
  /**
   * When no system tried meets the target (the roof caps the array, say): the least shortfall any
   * reached plus the target itself, which the choice and the runner-up were held to; else null.
   */
  reachableTarget: number | null;
  projectYears: number;
  /** Distinct systems simulated for this tier. */
  tried: number;
  chosen: SizingCandidate;
  ruleOfThumb: SizingCandidate;
  runnerUp: RunnerUp | null;
};
