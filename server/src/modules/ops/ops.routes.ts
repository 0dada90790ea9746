import type { FastifyPluginAsync } from 'fastify';
import { opsAdminRoutes } from './ops-admin.routes.ts';
import { opsCustomerDataRoutes } from './ops-customer-data.routes.ts';
import { opsPurchaseRoutes } from './ops-purchases.routes.ts';
import { guardStaffRoutes } from './staff-guard.ts';
import { opsSiteVisitRoutes } from '../site-visits/site-visits.routes.ts';

/** The operations console's API under /api/v1/ops; every route is guarded by the staff role. */
export const opsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (ops) => {
      guardStaffRoutes(ops);
      await ops.register(opsPurchaseRoutes);
      await ops.register(opsAdminRoutes);
      await ops.register(opsCustomerDataRoutes);
      await ops.register(opsSiteVisitRoutes);
    },
    { prefix: '/ops' },
  );
};
