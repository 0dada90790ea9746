import { errorBodySchema, successEnvelope } from '@powerpay/shared';
import { customerDataRequestSchema } from '@powerpay/shared/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportForCustomer } from './customer-data.service.ts';
import { currentStaff } from './staff-guard.ts';

/** Staff export a customer's data on their request, logged (decision 040). */
export const opsCustomerDataRoutes: FastifyPluginAsyncZod = async (app) => {
  // A POST, so the customer's e-mail travels in the body, never in a URL a log or proxy keeps.
  app.post(
    '/customers/data',
    {
      schema: {
        tags: ['ops'],
        summary: "A customer's data, as Download my data gives it, by the account's e-mail; audited",
        body: customerDataRequestSchema,
        response: {
          200: successEnvelope(z.record(z.string(), z.unknown())),
          400: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const data = await exportForCustomer(app.ctx, {
        staff: currentStaff(request),
        email: request.body.email,
      });
      reply.header('content-disposition', 'attachment; filename="powerpay-customer-data.json"');
      return { msg: 'Customer data', data };
    },
  );
};
