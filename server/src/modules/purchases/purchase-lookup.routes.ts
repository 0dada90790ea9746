import {
  SUCCESS_MESSAGES,
  checkoutEnvelopeSchema,
  errorBodySchema,
  findPurchaseInputSchema,
  foundPurchaseSchema,
  successEnvelope,
} from '@powerpay/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPurchaseByRefAndPhone, reopenCheckout } from './purchase-lookup.service.ts';

const tags = ['purchases'];

/** Guessing references is throttled: a visitor (one IP) may look up this many per window. */
export function lookupRateLimit(max: number) {
  return { max, timeWindow: '10 minutes' } as const;
}

/** Complete payment and Find my token (decision 021). */
export const purchaseLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/purchase/find',
    {
      config: { rateLimit: lookupRateLimit(app.ctx.env.LOOKUP_RATE_LIMIT_PER_IP) },
      schema: {
        tags,
        summary:
          'Find my token: a purchase reference and its phone number lead to the receipt (the same 404 for any mismatch)',
        body: findPurchaseInputSchema,
        response: { 200: successEnvelope(foundPurchaseSchema), 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { receiptPath } = await findPurchaseByRefAndPhone(app.ctx, request.body);
      return { msg: SUCCESS_MESSAGES.fetched, data: { receipt_path: receiptPath } };
    },
  );

  app.post(
    '/purchase/:ref/checkout',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary:
          'Complete payment: the payment page of an unpaid order while it is still open (409 once closed)',
        params: z.object({ ref: z.string().min(1).max(64) }),
        querystring: z.object({ key: z.string().max(128).optional() }),
        response: { 200: checkoutEnvelopeSchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { checkoutUrl, order } = await reopenCheckout(app.ctx, {
        ref: request.params.ref,
        user: request.user,
        key: request.query.key,
      });
      return { msg: SUCCESS_MESSAGES.processing, data: checkoutUrl, order };
    },
  );
};
