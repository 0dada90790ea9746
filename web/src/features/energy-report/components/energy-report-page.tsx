import type { AuditRecord } from '@powerpay/shared';
import type { EnergyReport } from '@powerpay/shared/solar-core';
import { engineAuditOf } from '@powerpay/shared/solar-report-text';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { downloadReportPdf } from '../api/download-report-pdf';
import { useAuditRecord } from '../api/get-audit';
import { useComposedReport } from '../hooks/use-composed-report';
import { preloadOverridesSchema, useReportOverrides } from '../hooks/use-report-overrides';
import { reportWorker } from '../utils/report-worker';
import { ReportSummary } from './report-summary';
import { HourByHourSection, HowSureSection } from './report-sections-hourly';
import { LifeMoneySection } from './report-sections-life';
import { ProposalSection } from './report-sections-proposal';
import { AssumptionsSection, EnvironmentSection, NextStepsSection } from './report-sections-closing';
import { CostsSection, ProductionSection, SavingsSection } from './report-sections-money';
import {
  CurrentSituationSection,
  LoadProfileSection,
  RecommendedSystemSection,
  SolarResourceSection,
} from './report-sections-site';
import { WhatIfControls } from './what-if-controls';

// Below every section, for the customer only: its form and zod load after the report has painted.
const SiteVisitPanel = lazy(() => import('./site-visit-panel'));

/** /energy-audit/:id/report: the response's energy needs report, recomputed in the browser on every what-if change. */
export function EnergyReportPage({ id }: { id: string }) {
  const audit = useAuditRecord(id);
  // The report worker starts while the record loads, so the engine arrives meanwhile.
  useEffect(() => void reportWorker(), []);
  if (audit.isPending) return <ReportLoading />;
  if (!audit.data) {
    return (
      <EmptyState
        title="Report not found"
        description="This report does not exist or belongs to another account."
        action={
          <Link to={paths.energyAudit} className={buttonClasses({ variant: 'primary' })}>
            Back to Energy Audit
          </Link>
        }
      />
    );
  }
  return <EnergyReport record={audit.data} />;
}

/**
 * A response's report without the customer's actions: staff read a lead's report through their own
 * route (`/ops/leads/:id/report`), and the what-if controls change only what they see.
 */
export function ReadOnlyEnergyReport({ record, note }: { record: AuditRecord; note: ReactNode }) {
  return <EnergyReport record={record} actions={note} />;
}

function ReportLoading() {
  return (
    // A screen tall, like the layout's page fallback: the footer does not jump when the report arrives.
    <div className="flex min-h-dvh justify-center py-16" role="status" aria-label="Loading your report">
      <Spinner className="size-8 text-brand-600" />
    </div>
  );
}

function EnergyReport({ record, actions }: { record: AuditRecord; actions?: ReactNode }) {
  const { overrides, query, params, errors, setOverride } = useReportOverrides();
  const input = useMemo(
    () => ({ audit: engineAuditOf(record), location: record.location, overrides }),
    [record, overrides],
  );
  const report = useComposedReport(input);
  const [isDownloading, setIsDownloading] = useState(false);
  const hasReport = report !== null;
  useEffect(() => {
    if (hasReport) preloadOverridesSchema();
  }, [hasReport]);
  if (report === null) return <ReportLoading />;

  const download = async () => {
    setIsDownloading(true);
    await downloadReportPdf(record.id, query);
    setIsDownloading(false);
  };

  return (
    <div className="flex flex-col gap-6">
      <ReportSummary
        record={record}
        report={report}
        actions={
          actions ?? (
            <Button
              variant="secondary"
              onClick={() => void download()}
              busy={isDownloading}
              busyLabel="Preparing PDF..."
            >
              Download PDF
            </Button>
          )
        }
      />
      <WhatIfControls report={report} params={params} errors={errors} onChange={setOverride} />
      <ReportSections report={report} siteVisitFor={actions === undefined ? record.id : null} />
    </div>
  );
}

/**
 * The report's sections in the order of the sizing reference (section 6), after the summary. Each is
 * memoised on the report: showing one more section re-renders only that one, not those already shown.
 */
const SECTIONS: readonly ComponentType<{ report: EnergyReport }>[] = [
  CurrentSituationSection,
  LoadProfileSection,
  SolarResourceSection,
  RecommendedSystemSection,
  ProductionSection,
  HourByHourSection,
  CostsSection,
  SavingsSection,
  LifeMoneySection,
  EnvironmentSection,
  HowSureSection,
  AssumptionsSection,
  ProposalSection,
  NextStepsSection,
].map((Section) => memo(Section));

/**
 * The numbered sections, shown one by one, then the site-visit panel (for the customer only). Their
 * own component, memoised: showing one more section renders neither the summary nor the what-if box.
 */
const ReportSections = memo(function ReportSections({
  report,
  siteVisitFor,
}: {
  report: EnergyReport;
  siteVisitFor: string | null;
}) {
  const shownSections = useShownOneByOne(SECTIONS.length);
  return (
    <>
      {SECTIONS.slice(0, shownSections).map((Section, index) => (
        // A fixed list: its position is its identity.
        <Section key={index} report={report} />
      ))}
      {siteVisitFor !== null && shownSections >= SECTIONS.length ? (
        <Suspense fallback={null}>
          <SiteVisitPanel auditId={siteVisitFor} />
        </Suspense>
      ) : null}
      {shownSections < SECTIONS.length && (
        // Holds the footer below the fold until the sections arrive, so nothing on screen moves.
        <div className="min-h-[150vh]" />
      )}
    </>
  );
});

/**
 * How many sections to show: none on the first render, then one more per task. The summary (the
 * page's largest paint) and the what-if controls commit first; each section with its chart and
 * table then commits on its own, so a slow phone shows the headline sooner and its main thread is
 * never held for long (one commit of all ten blocked a 4x slowed phone for ~300 ms).
 */
function useShownOneByOne(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown(shown + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}
