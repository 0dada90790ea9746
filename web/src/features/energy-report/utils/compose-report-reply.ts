import { composeEnergyReport, type ComposeReportInput, type EnergyReport } from '@powerpay/shared/solar-core';

/** A report asked of the report worker; `id` pairs the answer with its question. */
export type ComposeRequest = { id: number; input: ComposeReportInput };
export type ComposeReply = { id: number; report: EnergyReport } | { id: number; error: string };

/** What the report worker answers: the same `composeEnergyReport` the page would run, or why not. */
export function composeReply({ id, input }: ComposeRequest): ComposeReply {
  try {
    return { id, report: composeEnergyReport(input) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}
