import type { EnergyReport, TierOption } from '@powerpay/shared/solar-core';
import {
  FINANCE_HEADERS,
  PROPOSAL_SOURCES,
  backupText,
  financeRows,
  financingText,
  tierEquipment,
} from '@powerpay/shared/solar-proposal';

import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';

import { DataTable } from './charts/chart-frame';
import { ReportSection } from './report-section';

/**
 * The proposal (decision 059): for each tier, how long the battery alone carries the night, what paying
 * monthly costs beside today's spend, and the equipment with its typical warranties.
 */
export function ProposalSection({ report }: { report: EnergyReport }) {
  return (
    <ReportSection id="proposal">
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-3" aria-label="Your options in detail">
        {report.tiers.map((tier) => (
          <ProposalCard key={tier.id} report={report} tier={tier} />
        ))}
      </ul>
      <p className="text-xs text-gray-600">{PROPOSAL_SOURCES}</p>
    </ReportSection>
  );
}

function ProposalCard({ report, tier }: { report: EnergyReport; tier: TierOption }) {
  return (
    <li
      aria-label={tier.label}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border p-4',
        tier.isRecommended ? 'border-brand-500 ring-1 ring-brand-500' : 'border-gray-200',
      )}
    >
      <h3 className="font-bold text-ink">{tier.label}</h3>
      <p className="text-sm font-medium text-brand-800" data-testid="backup-hours">
        {backupText(tier.backup)}
      </p>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-ink">Pay monthly</h4>
        <p className="text-sm text-gray-700">{financingText(report, tier)}</p>
        <ScrollRegion label={`${tier.label}: monthly instalments`}>
          <DataTable
            caption={`${tier.label}: monthly instalments`}
            headers={[...FINANCE_HEADERS]}
            rows={financeRows(tier)}
            keepRowLabelsWhole
          />
        </ScrollRegion>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-ink">Equipment and warranties</h4>
        <ul className="flex flex-col gap-2 text-sm">
          {tierEquipment(tier).map((item) => (
            <li key={item.name} className="flex flex-col">
              <span className="font-medium text-ink">
                {item.name} <span className="font-normal text-gray-600">({item.detail})</span>
              </span>
              <span className="text-gray-700">Warranty: {item.warranty}</span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
