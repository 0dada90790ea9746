/** "Energy Audit Form" with the Home or Office label, as the panel's title. */
export function AuditFormTitle({ label }: { label: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      Energy Audit Form
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-700">
        {label}
      </span>
    </span>
  );
}

/** "Step 1/2" above the step's own heading. */
export function StepHeading({ step, total, title }: { step: number; total: number; title: string }) {
  return (
    <div className="mb-5 flex flex-col gap-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">
        Step {step}/{total}
      </p>
      <h3 className="text-base font-semibold text-ink">{title}</h3>
    </div>
  );
}
