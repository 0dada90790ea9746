import type { StaffMember } from '@powerpay/shared/ops';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordStaffAction } from './audit-log.ts';
import { STAFF_ROLE } from './staff-guard.ts';
import * as repository from './staff.repository.ts';
import { isUuid } from '../../lib/uuid.ts';

export const NO_ACCOUNT_MESSAGE = 'No account uses this e-mail. Ask them to register first.';
export const SELF_REVOKE_MESSAGE = 'You cannot revoke your own staff role.';

export function presentStaff(row: UserRow): StaffMember {
  return { id: row.id, email: row.email, first_name: row.firstName, last_name: row.lastName };
}

/** Makes an existing account staff; `actorId` is who did it (the account itself from the command line). */
async function changeRole(
  db: Database,
  { user, role, actorId, action }: { user: UserRow; role: string; actorId: string; action: string },
) {
  return db.transaction(async (transaction) => {
    const updated = await repository.setRole(transaction, { userId: user.id, role });
    if (!updated) throw notFound();
    await recordStaffAction(transaction, {
      actorId,
      action,
      targetType: 'user',
      targetId: user.id,
      before: { role: user.role },
      after: { role: updated.role },
    });
    return updated;
  });
}

export async function grantStaff(
  db: Database,
  { actor, email }: { actor: UserRow; email: string },
): Promise<StaffMember> {
  const user = await repository.findUserByEmail(db, email);
  if (!user) throw badRequest(NO_ACCOUNT_MESSAGE);
  return presentStaff(
    await changeRole(db, { user, role: STAFF_ROLE, actorId: actor.id, action: 'staff.grant' }),
  );
}

export async function revokeStaff(
  db: Database,
  { actor, userId }: { actor: UserRow; userId: string },
): Promise<StaffMember> {
  if (userId === actor.id) throw badRequest(SELF_REVOKE_MESSAGE);
  if (!isUuid(userId)) throw notFound();
  const user = await repository.findUserById(db, userId);
  if (!user || user.role !== STAFF_ROLE) throw notFound();
  return presentStaff(
    await changeRole(db, { user, role: 'customer', actorId: actor.id, action: 'staff.revoke' }),
  );
}

/** `npm run staff:add -- someone@example.com`: the first staff member, on an existing account. */
export async function addStaffFromCommandLine(db: Database, email: string): Promise<StaffMember> {
  const user = await repository.findUserByEmail(db, email);
  if (!user) throw badRequest(NO_ACCOUNT_MESSAGE);
  if (user.role === STAFF_ROLE) return presentStaff(user);
  return presentStaff(
    await changeRole(db, { user, role: STAFF_ROLE, actorId: user.id, action: 'staff.grant_command_line' }),
  );
}

export async function listStaff(db: Database): Promise<StaffMember[]> {
  return (await repository.listStaff(db)).map(presentStaff);
}
