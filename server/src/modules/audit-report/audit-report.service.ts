import { toLagosIsoDate } from '@powerpay/shared';
import { composeEnergyReport, type EnergyReport } from '@powerpay/shared/solar';
import type { SolarOverrides } from '@powerpay/shared/solar-overrides';
import { engineAuditOf, reportFileName } from '@powerpay/shared/solar-report-text';
import type { AppContext } from '../../context.ts';
import { presentAudit } from '../audits/audit-presenter.ts';
import { getAudit } from '../audits/audits.service.ts';
import type { AuditRecord } from '@powerpay/shared';
import { renderReportPdf } from './pdf/report-pdf.ts';

export type AuditReport = { record: AuditRecord; report: EnergyReport };

/** A response's report, from the location sent with it, as the browser computes it (docs/decisions/010). */
export function reportOfRecord(record: AuditRecord, overrides: SolarOverrides = {}): AuditReport {
  return {
    record,
    report: composeEnergyReport({ audit: engineAuditOf(record), location: record.location, overrides }),
  };
}

/** The energy report of one of the customer's own responses (another customer's is a 404, as for GET /auditForm/:id). */
export async function reportForAudit(
  ctx: AppContext,
  { userId, id, overrides }: { userId: string; id: string; overrides: SolarOverrides },
): Promise<AuditReport> {
  return reportOfRecord(presentAudit(await getAudit(ctx, { userId, id })), overrides);
}

/** The PDF of a report and its file name (site and the day it was generated, Lagos time). */
export async function reportPdfOf(
  { record, report }: AuditReport,
  { now = new Date(), publicUrl }: { now?: Date; publicUrl: string },
) {
  const fileName = reportFileName(record, toLagosIsoDate(now));
  const pdf = await renderReportPdf({ record, report, generatedAt: now, publicUrl });
  return { fileName, pdf };
}
