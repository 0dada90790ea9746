import { LEAD_STATUSES, type Lead, type LeadStatus } from '@powerpay/shared/ops';
import { VISIT_STATES } from '@powerpay/shared/site-visit';
import { formatDateTime } from '@powerpay/shared/dates';
import { formatPhone } from '@powerpay/shared/display';
import { formatNaira } from '@powerpay/shared/money';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/lib/toast';

import { useLeads, useUpdateLead } from '../api/leads';
import { LeadVisit } from './lead-visit';
import { EmptyRow, OpsSection, Pager } from './ops-ui';

const statusOptions = LEAD_STATUSES.map((status) => ({ value: status, label: status }));
const visitOptions = VISIT_STATES.map((state) => ({ value: state, label: `Visit ${state}` }));

function LeadCard({ lead }: { lead: Lead }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [notes, setNotes] = useState(lead.notes);
  const update = useUpdateLead();
  const isChanged = status !== lead.status || notes !== lead.notes;

  return (
    <li
      className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4"
      aria-label={`Lead ${lead.company ?? lead.contact_name}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">
          {lead.company ? `${lead.company} · ${lead.contact_name}` : lead.contact_name}{' '}
          <span className="text-sm font-normal text-gray-500">({lead.type})</span>
        </p>
        <span className="text-xs text-gray-500">{formatDateTime(lead.created_at)}</span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-gray-500">Site</dt>
        <dd className="text-ink wrap-anywhere">{lead.site || '–'}</dd>
        <dt className="text-gray-500">System</dt>
        <dd className="text-ink">{lead.system ?? '–'}</dd>
        <dt className="text-gray-500">Value</dt>
        <dd className="font-semibold text-ink">{lead.value === null ? '–' : formatNaira(lead.value)}</dd>
      </dl>
      <p className="text-sm text-gray-700 wrap-anywhere">
        {formatPhone(lead.phone)} · {lead.email} ·{' '}
        <Link to={lead.report_path} className="text-brand-700 underline-offset-4 hover:underline">
          Report
        </Link>
      </p>
      {lead.visit ? <LeadVisit leadId={lead.id} visit={lead.visit} /> : null}
      <div className="grid gap-3 md:grid-cols-[12rem_1fr_auto] md:items-end">
        <SelectField
          label="Status"
          options={statusOptions}
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
        />
        <TextAreaField
          label="Notes"
          rows={2}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <Button
          size="sm"
          disabled={!isChanged}
          busy={update.isPending}
          onClick={() =>
            update.mutate({ id: lead.id, status, notes }, { onSuccess: () => notify.success('Lead updated') })
          }
        >
          Save
        </Button>
      </div>
    </li>
  );
}

/** The server sends a customer's leads together (newest customer first); each run is one group. */
function groupByCustomer(leads: Lead[]): Lead[][] {
  const groups: Lead[][] = [];
  for (const lead of leads) {
    const last = groups.at(-1);
    if (last && last[0]?.customer_id === lead.customer_id) last.push(lead);
    else groups.push([lead]);
  }
  return groups;
}

/** Leads: energy audit responses, followed from new to won or lost. */
export function LeadsPage() {
  const [filters, setFilters] = useState({ status: '', visit: '', page: 1 });
  const { data } = useLeads(filters);

  return (
    <OpsSection
      title="Leads"
      actions={
        <div className="flex flex-wrap gap-3">
          <SelectField
            label="Show"
            placeholder="All leads"
            options={statusOptions}
            value={filters.status}
            onChange={(event) => setFilters({ ...filters, status: event.target.value, page: 1 })}
            containerClassName="w-44"
          />
          <SelectField
            label="Site visit"
            placeholder="Any visit"
            options={visitOptions}
            value={filters.visit}
            onChange={(event) => setFilters({ ...filters, visit: event.target.value, page: 1 })}
            containerClassName="w-44"
          />
        </div>
      }
    >
      {data && data.leads.length === 0 && <EmptyRow>No lead here.</EmptyRow>}
      <div className="space-y-5">
        {groupByCustomer(data?.leads ?? []).map((group) => (
          <section
            key={group[0]?.id}
            aria-label={`Customer ${group[0]?.contact_name ?? ''}`}
            className="space-y-2"
          >
            {group.length > 1 && (
              <h2 className="text-sm font-semibold text-gray-600">
                {group[0]?.contact_name} · {group.length} leads
              </h2>
            )}
            <ul className="space-y-3">
              {group.map((lead) => (
                <LeadCard
                  key={`${lead.id}-${lead.status}-${lead.notes}-${lead.visit?.state}-${lead.visit?.scheduled_date}`}
                  lead={lead}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      {data?.meta && (
        <Pager
          page={filters.page}
          total={data.meta.total}
          limit={data.meta.limit}
          onPage={(page) => setFilters({ ...filters, page })}
        />
      )}
    </OpsSection>
  );
}
