import type { AuditRecord } from '@powerpay/shared';
import type { EnergyReport } from '@powerpay/shared/solar';
import { REPORT_SECTIONS, formatReportNaira } from '@powerpay/shared/solar-report-text';

/** What the PDF is drawn from. */
export type ReportPdfInput = {
  record: AuditRecord;
  report: EnergyReport;
  generatedAt: Date;
  publicUrl: string;
};

/** What each numbered section of the PDF is drawn from. */
export type SectionInput = ReportPdfInput & { number: number };

/** The PDF's built-in fonts have no ₦, so amounts read "NGN 1,000" (as lib/pdf-text.ts writes it). */
export const NAIRA = 'NGN ';
export const naira = (value: number) => formatReportNaira(value, NAIRA);
export const titleOf = (id: (typeof REPORT_SECTIONS)[number]['id']) =>
  REPORT_SECTIONS.find((section) => section.id === id)?.title ?? id;
