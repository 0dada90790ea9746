import type { ComponentType } from 'react';
import { Link, NavLink, Route, Routes, useParams } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

import { useStaffMe } from '../api/get-staff-me';
import { LeadsPage } from './leads-page';
import { MessagesPage } from './messages-page';
import { PurchasePage } from './purchase-page';
import { PurchasesPage } from './purchases-page';
import { ReconciliationPage } from './reconciliation-page';
import { StaffPage } from './staff-page';
import { TodayPage } from './today-page';

const sections = [
  { to: '/ops', label: 'Today', end: true },
  { to: '/ops/purchases', label: 'Purchases', end: false },
  { to: '/ops/leads', label: 'Leads', end: false },
  { to: '/ops/messages', label: 'Messages', end: false },
  { to: '/ops/reconciliation', label: 'Reconciliation', end: false },
  { to: '/ops/staff', label: 'Staff', end: false },
];

function Gate({ message, action }: { message: string; action?: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-bold text-ink">PowerPay operations</h1>
      <p className="text-gray-600">{message}</p>
      {action}
    </main>
  );
}

/** The lead report's slot: the report's own feature draws it (composed in app/routes/ops.tsx). */
export type LeadReportSlot = ComponentType<{ id: string }>;

function LeadReportRoute({ LeadReport }: { LeadReport: LeadReportSlot }) {
  const { id = '' } = useParams();
  return <LeadReport id={id} />;
}

/** /ops: the operations console for staff (decision 022). Customers are told it is not for them. */
export function OpsConsole({ LeadReport }: { LeadReport: LeadReportSlot }) {
  const { isSignedIn } = useSession();
  const me = useStaffMe();

  if (!isSignedIn) {
    return (
      <Gate
        message="Sign in with your staff account to continue."
        action={
          <Link to={`${paths.login}?redirect=/ops`} className={buttonClasses()}>
            Sign In
          </Link>
        }
      />
    );
  }
  if (me.isPending) return <Gate message="Loading..." action={<Spinner />} />;
  if (!me.data || me.data.kind === 'refused') {
    return (
      <Gate
        message={me.data?.message ?? 'Something went wrong. Please try again.'}
        action={
          // A customer who opened /ops by chance is not left at a dead end.
          <Link to={paths.home} className={buttonClasses({ variant: 'outline' })}>
            Back to PowerPay
          </Link>
        }
      />
    );
  }

  return (
    <div className="min-h-dvh bg-surface lg:flex">
      <header className="sticky top-0 z-10 border-b border-gray-200 bg-white lg:h-dvh lg:w-56 lg:shrink-0 lg:border-b-0 lg:border-r">
        <div className="flex items-center justify-between px-4 py-3 lg:block lg:py-5">
          <p className="font-bold text-brand-700">PowerPay ops</p>
          <p className="truncate text-xs text-gray-500 lg:mt-1">{me.data.staff.email}</p>
        </div>
        <nav aria-label="Operations" className="flex gap-1 overflow-x-auto px-2 pb-2 lg:flex-col lg:px-3">
          {sections.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium sm:min-h-0',
                  isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100',
                )
              }
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="mx-auto w-full min-w-0 max-w-6xl flex-1 p-4 lg:p-8">
        <Routes>
          <Route index element={<TodayPage />} />
          <Route path="purchases" element={<PurchasesPage />} />
          <Route path="purchases/:ref" element={<PurchasePage />} />
          <Route path="leads" element={<LeadsPage />} />
          <Route path="leads/:id/report" element={<LeadReportRoute LeadReport={LeadReport} />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="reconciliation" element={<ReconciliationPage />} />
          <Route path="staff" element={<StaffPage me={me.data.staff} />} />
        </Routes>
      </main>
    </div>
  );
}
