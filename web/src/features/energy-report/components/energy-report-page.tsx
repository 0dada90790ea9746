import type { AuditRecord } from '@powerpay/shared';
import { createEnergyReport } from '@powerpay/shared/solar';
import { engineAuditOf } from '@powerpay/shared/solar-report-text';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { downloadReportPdf } from '../api/download-report-pdf';
import { useAuditRecord } from '../api/get-audit';
import { useReportOverrides } from '../hooks/use-report-overrides';
import { ReportSummary } from './report-summary';
import { AssumptionsSection, CostsSection, EnvironmentSection, NextStepsSection, ProductionSection, SavingsSection } from './report-sections-money';
import { CurrentSituationSection, LoadProfileSection, RecommendedSystemSection, SolarResourceSection } from './report-sections-site';
import { WhatIfControls } from './what-if-controls';

/** /energy-audit/:id/report: the response's energy needs report, recomputed in the browser on every what-if change. */
export function EnergyReportPage({ id }: { id: string }) {
  const audit = useAuditRecord(id);
  if (audit.isPending) {
    return (
      // A screen tall, like the layout's page fallback: the footer does not jump when the report arrives.
      <div className="flex min-h-dvh justify-center py-16" role="status" aria-label="Loading your report">
        <Spinner className="size-8 text-brand-600" />
      </div>
    );
  }
  if (!audit.data) {
    return (
      <EmptyState
        title="Report not found"
        description="This report does not exist or belongs to another account."
        action={<Link to={paths.energyAudit} className={buttonClasses({ variant: 'primary' })}>Back to Energy Audit</Link>}
      />
    );
  }
  return <EnergyReport record={audit.data} />;
}

function EnergyReport({ record }: { record: AuditRecord }) {
  const { overrides, query, params, setOverride } = useReportOverrides();
  const report = useMemo(() => createEnergyReport({ audit: engineAuditOf(record), overrides }), [record, overrides]);
  const [isDownloading, setIsDownloading] = useState(false);
  const areSectionsShown = useShownAfterFirstCommit();

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
          <Button variant="secondary" onClick={() => void download()} busy={isDownloading} busyLabel="Preparing PDF...">
            Download PDF
          </Button>
        }
      />
      <WhatIfControls report={report} params={params} onChange={setOverride} />
      {areSectionsShown ? (
        <>
          <CurrentSituationSection report={report} />
          <LoadProfileSection report={report} />
          <SolarResourceSection report={report} />
          <RecommendedSystemSection report={report} />
          <ProductionSection report={report} />
          <CostsSection report={report} />
          <SavingsSection report={report} />
          <EnvironmentSection report={report} />
          <AssumptionsSection report={report} />
          <NextStepsSection />
        </>
      ) : (
        // Holds the footer below the fold until the sections arrive, so nothing on screen moves.
        <div className="min-h-[150vh]" />
      )}
    </div>
  );
}

/**
 * False on the first render, then true as a transition. The summary (the page's largest paint) and
 * the what-if controls commit first; the ten sections with their charts and tables follow in a
 * render React slices up, so a slow phone shows the headline sooner and never blocks for long.
 */
function useShownAfterFirstCommit(): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => startTransition(() => setIsShown(true)), []);
  return isShown;
}
