import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handlePaymentCallback, handlePaymentWebhook } from './payment-events.service.ts';

const tags = ['payments'];

export const INVALID_SIGNATURE_MESSAGE = 'Invalid signature';

const callbackQuerySchema = z.object({
  /** Added by the payment provider (Paystack sends both). */
  reference: z.string().max(64).optional(),
  trxref: z.string().max(64).optional(),
  /** Ours, put in the callback URL when the purchase started. */
  ref: z.string().max(64).optional(),
  key: z.string().max(128).optional(),
});

/**
 * Where the payment provider reports back: the browser's return (callback) and the server-to-server
 * webhook. Neither is trusted on its word: the callback asks the provider, the webhook must be signed.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The webhook signature covers the exact bytes sent, so this plugin keeps JSON bodies raw.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/payments/callback',
    {
      schema: {
        tags,
        summary: 'The payment page sends the browser here; we verify with the provider, then redirect',
        querystring: callbackQuerySchema,
        response: { 302: z.null().describe('Redirect to the transaction details or the guest receipt') },
      },
    },
    async (request, reply) => {
      const { reference, trxref, ref, key } = request.query;
      const location = await handlePaymentCallback(app.ctx, { ref: reference ?? trxref ?? ref, key });
      return reply.redirect(location, 302);
    },
  );

  app.post(
    '/payments/webhook',
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'Signed payment events (`x-paystack-signature`, HMAC-SHA512 of the raw body)',
        headers: z.object({ 'x-paystack-signature': z.string().optional() }),
        response: { 200: z.object({ msg: z.string() }), 401: z.object({ msg: z.string() }) },
      },
    },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-paystack-signature'];
      if (!app.ctx.integrations.payments.isValidWebhookSignature({ rawBody, signature })) {
        request.log.warn('payment webhook with an invalid signature refused');
        return reply.status(401).send({ msg: INVALID_SIGNATURE_MESSAGE });
      }

      await handlePaymentWebhook(app.ctx, rawBody);
      return { msg: 'ok' };
    },
  );
};
