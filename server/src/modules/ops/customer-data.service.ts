import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { badRequest } from '../../lib/errors.ts';
import { exportCustomerData } from '../accounts/my-data.service.ts';
import { recordStaffAction } from './audit-log.ts';
import * as repository from './staff.repository.ts';

export const NO_CUSTOMER_MESSAGE = 'No account uses this e-mail.';

/**
 * A customer's data, exported by staff on the customer's written request (the Data Protection Officer's
 * answer within 30 days): the very document Download my data gives them, and a line in the audit log
 * naming the account by id only (decision 040).
 */
export async function exportForCustomer(
  ctx: AppContext,
  { staff, email }: { staff: UserRow; email: string },
) {
  const customer = await repository.findUserByEmail(ctx.db, email);
  if (!customer) throw badRequest(NO_CUSTOMER_MESSAGE);
  const data = await exportCustomerData(ctx, customer);
  await recordStaffAction(ctx.db, {
    actorId: staff.id,
    action: 'customer.export',
    targetType: 'user',
    targetId: customer.id,
    before: null,
    after: {
      purchases: data.purchases.length,
      saved_meters: data.saved_meters.length,
      energy_audits: data.energy_audits.length,
    },
  });
  return data;
}
