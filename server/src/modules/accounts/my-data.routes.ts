import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionInputSchema,
  errorBodySchema,
  SUCCESS_MESSAGES,
  successEnvelope,
} from '@powerpay/shared';
import { currentUser } from '../../lib/auth/plugin.ts';
import { limitPasswordChanges } from './auth-rate-limits.ts';
import { deleteCustomerAccount, exportCustomerData } from './my-data.service.ts';

/** The customer's rights over their data (decision 043): a copy of it, and deleting the account. */
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/data',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          'Download my data: profile, purchases, saved meters, energy audits, reminder settings (JSON)',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(z.record(z.string(), z.unknown())), 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="powerpay-my-data.json"');
      return { msg: SUCCESS_MESSAGES.fetched, data: await exportCustomerData(app.ctx, currentUser(request)) };
    },
  );

  app.post(
    '/user/delete',
    {
      // Guessing the password here counts like changing it: per account and window.
      preHandler: [app.requireUser, limitPasswordChanges(app)],
      schema: {
        tags: ['user'],
        summary:
          'Delete my account, confirmed with the password; purchases are kept without name, e-mail or phone',
        security: [{ bearer: [] }],
        body: accountDeletionInputSchema,
        response: {
          200: successEnvelope(z.null()),
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      await deleteCustomerAccount(app.ctx, currentUser(request), request.body.password);
      return { msg: SUCCESS_MESSAGES.accountDeleted, data: null };
    },
  );
};
