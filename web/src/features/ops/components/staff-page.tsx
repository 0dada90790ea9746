import { grantStaffSchema, type StaffMember } from '@powerpay/shared/ops';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';

import { useStaff, useStaffChanges } from '../api/staff';
import { OpsSection } from './ops-ui';

/** Staff: who has the staff role; grant it to an existing account, revoke it (never your own). */
export function StaffPage({ me }: { me: StaffMember }) {
  const { data: staff } = useStaff();
  const { grant, revoke } = useStaffChanges();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = grantStaffSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    grant.mutate(parsed.data.email, {
      onSuccess: (member) => {
        notify.success(`${member.email} is now staff`);
        setEmail('');
      },
    });
  };

  return (
    <OpsSection title="Staff">
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-start"
      >
        <TextField
          label="E-mail of an existing account"
          type="email"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
          containerClassName="flex-1"
        />
        <Button type="submit" busy={grant.isPending} className="sm:mt-7">
          Grant staff role
        </Button>
      </form>
      <ul
        className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white"
        aria-label="Staff members"
      >
        {staff?.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <span className="text-sm text-ink">
              {member.first_name} {member.last_name} · {member.email}
            </span>
            {member.id === me.id ? (
              <span className="text-xs text-gray-500">You</span>
            ) : (
              <Button
                size="sm"
                variant="outline"
                busy={revoke.isPending && revoke.variables === member.id}
                onClick={() =>
                  window.confirm(`Revoke the staff role of ${member.email}?`) && revoke.mutate(member.id)
                }
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
    </OpsSection>
  );
}
