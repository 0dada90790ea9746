import type { AuditRecord } from '@powerpay/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { lazyPanel } from '@/components/ui/lazy-panel';
import { energyAuditReportPath, FROM_ENERGY_AUDIT } from '@/config/paths';
import { useIdlePreload } from '@/hooks/use-idle-preload';

import { useAudits } from '../api/get-audits';
import { AuditDetailPanel } from './audit-detail-panel';
import { AuditTypeChoices, type AuditChoice } from './audit-type-choices';
import { ResponseHistory } from './response-history';

// The two forms (react-hook-form, zod and the shared audit schemas) are half the page's code and
// none of its first paint: they download when the page is idle, or when a choice is tapped.
const HomeAuditPanel = lazyPanel(() => import('./home-audit-panel').then((module) => module.HomeAuditPanel));
const OfficeAuditPanel = lazyPanel(() =>
  import('./office-audit-panel').then((module) => module.OfficeAuditPanel),
);
const preloadAuditForms = () => Promise.all([HomeAuditPanel.preload(), OfficeAuditPanel.preload()]);

export const AUDIT_PROMPT =
  'Please proceed with an option below that best describes the location you want to power.';

/** The form open on this history entry, if any: opening a form adds an entry, so a phone's Back closes it. */
function auditFormOf(state: unknown): AuditChoice | null {
  const choice =
    typeof state === 'object' && state !== null ? (state as { auditForm?: unknown }).auditForm : null;
  return choice === 'home' || choice === 'office' ? choice : null;
}

/**
 * The signed-in Energy Audit page body: the prompt, the Home and Office choices with their forms, and
 * the response history with its detail panel (the first response preselected, docs/product.md §4).
 */
export function EnergyAuditQuestionnaire() {
  const [page, setPage] = useState(1);
  const audits = useAudits(page);
  const location = useLocation();
  const navigate = useNavigate();
  // Back closes the form and keeps what was typed, as the close button does (a closed panel keeps its
  // draft); Forward opens it again. The form is open while the browser is on the entry that opened it.
  const openForm = auditFormOf(location.state);
  const here = `${location.pathname}${location.search}${location.hash}`;
  const baseState =
    typeof location.state === 'object' && location.state !== null
      ? (location.state as Record<string, unknown>)
      : {};
  // A submitted form closes at once, while the report it leads to is still on its way.
  const [submittedForm, setSubmittedForm] = useState<AuditChoice | null>(null);
  const openAuditForm = (choice: AuditChoice) => {
    setSubmittedForm(null);
    if (openForm === choice) return;
    void navigate(here, { state: { ...baseState, auditForm: choice }, replace: openForm !== null });
  };
  const closeAuditForm = () => {
    if (openForm) void navigate(-1);
  };
  // A submitted form starts empty next time; a closed one keeps its draft.
  const [formGeneration, setFormGeneration] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isDetailOpen, setIsDetailOpen] = useState(false);

  const records = audits.data?.items ?? [];
  const selected: AuditRecord | null =
    records.find((record) => record.id === selectedId) ?? records[0] ?? null;
  const total = audits.data?.total ?? 0;
  const hasNextPage = page * (audits.data?.limit ?? 1) < total;

  useIdlePreload(preloadAuditForms);

  const onSubmitted = (saved: AuditRecord) => {
    setSubmittedForm(openForm);
    setFormGeneration((generation) => generation + 1);
    setPage(1);
    setSelectedId(null);
    // The success state is the customer's instant report, in place of the form's entry: Back from the
    // report returns to this page, not to an emptied form.
    void navigate(energyAuditReportPath(saved.id), { state: FROM_ENERGY_AUDIT, replace: true });
  };
  const formProps = (choice: AuditChoice) => ({
    open: openForm === choice && submittedForm !== choice,
    onOpenChange: (open: boolean) => (open ? openAuditForm(choice) : closeAuditForm()),
    onSubmitted,
  });

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="audit-prompt" className="flex flex-col gap-4">
        <p id="audit-prompt" className="text-base font-medium text-ink">
          {AUDIT_PROMPT}
        </p>
        <AuditTypeChoices onChoose={openAuditForm} />
      </section>

      {records.length > 0 ? (
        <ResponseHistory
          records={records}
          page={page}
          hasNextPage={hasNextPage}
          selectedId={selected?.id ?? null}
          onPageChange={(next) => {
            setPage(next);
            setSelectedId(null);
          }}
          onOpenRecord={(record) => {
            setSelectedId(record.id);
            setIsDetailOpen(true);
          }}
        />
      ) : null}

      <OfficeAuditPanel key={`office-${formGeneration}`} {...formProps('office')} />
      <HomeAuditPanel key={`home-${formGeneration}`} {...formProps('home')} />
      <AuditDetailPanel record={selected} open={isDetailOpen} onOpenChange={setIsDetailOpen} />
    </div>
  );
}
