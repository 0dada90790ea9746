import { ReadOnlyEnergyReport } from '@/features/energy-report/components/energy-report-page';
import { useLeadReport } from '@/features/ops/api/lead-report';
import { OpsConsole } from '@/features/ops/components/ops-console';
import { Spinner } from '@/components/ui/spinner';
import { Link } from 'react-router';

/** A lead's report as staff read it: the customer's report, drawn from the staff route, read-only. */
function StaffLeadReport({ id }: { id: string }) {
  const { data, isPending } = useLeadReport(id);
  if (isPending) return <Spinner />;
  if (!data) return <p className="text-sm text-gray-600">This lead has no report.</p>;
  return (
    <div className="space-y-4">
      <Link to="/ops/leads" className="text-sm text-brand-700 underline-offset-4 hover:underline">
        ← Leads
      </Link>
      <ReadOnlyEnergyReport
        record={data}
        note={<span className="text-sm text-brand-100">Staff view · read-only</span>}
      />
    </div>
  );
}

/** /ops/*: the operations console, its own lazy chunk that no customer page loads. */
export function OpsRoute() {
  return <OpsConsole LeadReport={StaffLeadReport} />;
}
