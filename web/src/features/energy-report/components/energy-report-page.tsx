import type { AuditRecord } from '@powerpay/shared';
import type { EnergyReport } from '@powerpay/shared/solar-core';
import { engineAuditOf, type ReportSectionId } from '@powerpay/shared/solar-report-text';
import {
  lazy,
  memo,
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
import { useHoldsIdlePreloads } from '@/hooks/use-idle-preload';

import { downloadReportPdf } from '../api/download-report-pdf';
import { useAuditRecord } from '../api/get-audit';
import { useComposedReport } from '../hooks/use-composed-report';
import { useDrawnInSteps } from '../hooks/use-drawn-in-steps';
import { useShownNearViewport } from '../hooks/use-shown-near-viewport';
import { useReportOverrides } from '../hooks/use-report-overrides';
import { reportWorker } from '../utils/report-worker';
import { ReportSectionToDraw } from './report-section';
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

// Below every section, for the customer only: its form and zod load once the last section is drawn.
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
  useHoldsIdlePreloads();
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
  // The summary, then the what-if box, then the numbered sections: each its own short task (decision 069).
  const { drawn, isPrinting } = useDrawnInSteps(3, report !== null);
  if (report === null) return <ReportLoading />;

  const download = async () => {
    setIsDownloading(true);
    await downloadReportPdf(record.id, query);
    setIsDownloading(false);
  };

  return (
    // A screen tall while its parts arrive: the footer stays below the fold and nothing seen moves.
    <div className="flex min-h-dvh flex-col gap-6">
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
      {drawn >= 2 && (
        <WhatIfControls report={report} params={params} errors={errors} onChange={setOverride} />
      )}
      {drawn >= 3 && (
        <ReportSections
          report={report}
          siteVisitFor={actions === undefined ? record.id : null}
          drawAll={isPrinting}
        />
      )}
    </div>
  );
}

/**
 * The report's sections in the order of the sizing reference (section 6), after the summary, each with
 * its id (its title while not drawn). Each is memoised on the report: showing one more section
 * re-renders only that one.
 */
const SECTIONS: readonly { id: ReportSectionId; Section: ComponentType<{ report: EnergyReport }> }[] = (
  [
    ['current-situation', CurrentSituationSection],
    ['load-profile', LoadProfileSection],
    ['solar-resource', SolarResourceSection],
    ['recommended-system', RecommendedSystemSection],
    ['production', ProductionSection],
    ['hour-by-hour', HourByHourSection],
    ['costs', CostsSection],
    ['savings', SavingsSection],
    ['life-money', LifeMoneySection],
    ['environment', EnvironmentSection],
    ['how-sure', HowSureSection],
    ['assumptions', AssumptionsSection],
    ['proposal', ProposalSection],
    ['next-steps', NextStepsSection],
  ] as const
).map(([id, Section]) => ({ id, Section: memo(Section) }));

/**
 * The numbered sections, drawn as the reader comes near them, then the site-visit panel (for the
 * customer only). Their own component, memoised: drawing one more section renders neither the summary
 * nor the what-if box.
 */
const ReportSections = memo(function ReportSections({
  report,
  siteVisitFor,
  drawAll,
}: {
  report: EnergyReport;
  siteVisitFor: string | null;
  drawAll: boolean;
}) {
  const { shown, restRef } = useShownNearViewport(SECTIONS.length, drawAll);
  return (
    <>
      {SECTIONS.slice(0, shown).map(({ id, Section }) => (
        <Section key={id} report={report} />
      ))}
      {siteVisitFor !== null && shown >= SECTIONS.length ? (
        <Suspense fallback={null}>
          <SiteVisitPanel auditId={siteVisitFor} />
        </Suspense>
      ) : null}
      {shown < SECTIONS.length && (
        // The sections not drawn yet, titled and holding their place: the page's outline and the
        // footer's place are there from the start; each section's anchor comes with it when drawn.
        <div
          ref={restRef}
          className="flex flex-col gap-6"
          aria-busy="true"
          data-testid="report-sections-to-draw"
        >
          {SECTIONS.slice(shown).map(({ id }) => (
            <ReportSectionToDraw key={id} id={id} />
          ))}
        </div>
      )}
    </>
  );
});
