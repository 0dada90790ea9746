import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';
import { devRoutes } from './dev/dev.routes.ts';
import { authRoutes } from './accounts/auth.routes.ts';
import { userRoutes } from './accounts/user.routes.ts';
import { myDataRoutes } from './accounts/my-data.routes.ts';
import { emailRoutes } from './accounts/email.routes.ts';
import { beneficiaryRoutes } from './beneficiaries/beneficiaries.routes.ts';
import { savedCardRoutes } from './cards/saved-cards.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { purchaseRoutes } from './purchases/purchases.routes.ts';
import { paymentRoutes } from './purchases/payments.routes.ts';
import { purchaseLookupRoutes } from './purchases/purchase-lookup.routes.ts';
import { auditRoutes } from './audits/audits.routes.ts';
import { auditReportRoutes } from './audit-report/audit-report.routes.ts';
import { opsRoutes } from './ops/ops.routes.ts';
import { siteVisitRoutes } from './site-visits/site-visits.routes.ts';

/** Every feature's routes, mounted under /api/v1. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  devRoutes,
  authRoutes,
  userRoutes,
  myDataRoutes,
  emailRoutes,
  contactRoutes,
  beneficiaryRoutes,
  savedCardRoutes,
  purchaseLookupRoutes,
  purchaseRoutes,
  paymentRoutes,
  auditRoutes,
  auditReportRoutes,
  siteVisitRoutes,
  opsRoutes,
];
