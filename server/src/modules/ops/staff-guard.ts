import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ONLY_MESSAGE } from '@powerpay/shared/ops';
import { AppError, ErrorCode } from '../../lib/errors.ts';
import { currentUser } from '../../lib/auth/plugin.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';

export const STAFF_ROLE = 'staff';

/**
 * Guards every route of the plugin it is added to, before anything else runs (even validation): no
 * or a dead session answers 403 with the sign-in message (docs/product.md §7), a
 * customer 403 with the staff-only message (decision 022).
 */
export function guardStaffRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // Staff powers are checked against the database on every request: a revoked role ends at once.
    await app.requireUserFromDatabase(request, reply);
    if (currentUser(request).role !== STAFF_ROLE)
      throw new AppError(ErrorCode.FORBIDDEN, { message: STAFF_ONLY_MESSAGE });
  });
}

/** The signed-in staff member of a guarded route. */
export function currentStaff(request: FastifyRequest): UserRow {
  return currentUser(request);
}
