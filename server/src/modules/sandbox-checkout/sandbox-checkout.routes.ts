import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { SANDBOX_CHECKOUT_PATH } from '../../integrations/payments/sandbox.ts';
import { CHECKOUT_ACTIONS, callbackLocation, completeCheckout, loadCheckout, type CheckoutResult } from './sandbox-checkout.service.ts';
import { checkoutPage, completePage, missingPage } from './sandbox-checkout.page.ts';
import { SANDBOX_CHECKOUT_STYLESHEET, SANDBOX_CHECKOUT_STYLESHEET_PATH } from './sandbox-checkout.styles.ts';

const WEBHOOK_URL = '/api/v1/payments/webhook';

function sendPage(reply: FastifyReply, statusCode: number, html: string) {
  return reply.status(statusCode).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function answer(reply: FastifyReply, result: CheckoutResult) {
  switch (result.kind) {
    case 'missing':
      return sendPage(reply, 404, missingPage());
    case 'open':
      return sendPage(reply, 200, checkoutPage(result.payment));
    case 'complete':
      return sendPage(reply, 409, completePage(result.payment, callbackLocation(result.payment)));
    case 'redirect':
      return reply.redirect(result.location, 303);
  }
}

/**
 * The sandbox payment provider's hosted checkout (served outside /api/v1, only while the sandbox
 * adapter is the payment provider): a page with Pay, Decline and Cancel.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance) {
  // The buttons are plain HTML forms; their bodies carry nothing we read. Scoped to this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  app.get(SANDBOX_CHECKOUT_STYLESHEET_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(SANDBOX_CHECKOUT_STYLESHEET),
  );

  app.get(
    `${SANDBOX_CHECKOUT_PATH}/:reference`,
    { schema: { hide: true, params: z.object({ reference: z.string() }) } },
    async (request, reply) => {
      const { reference } = request.params as { reference: string };
      const result = await loadCheckout(app.ctx.db, reference);
      if (result.kind === 'complete') return sendPage(reply, 200, completePage(result.payment, callbackLocation(result.payment)));
      return answer(reply, result);
    },
  );

  app.post(
    `${SANDBOX_CHECKOUT_PATH}/:reference/:action`,
    { schema: { hide: true, params: z.object({ reference: z.string(), action: z.string() }) } },
    async (request, reply) => {
      const { reference, action } = request.params as { reference: string; action: string };
      const checkoutAction = CHECKOUT_ACTIONS.find((known) => known === action);
      if (!checkoutAction) return sendPage(reply, 404, missingPage());

      const result = await completeCheckout(app.ctx.db, {
        reference,
        action: checkoutAction,
        deliverWebhook: async ({ rawBody, signature }) => {
          // As Paystack would: our own webhook route, signed; a failure there must not stop the redirect.
          const response = await app
            .inject({
              method: 'POST',
              url: WEBHOOK_URL,
              headers: { 'x-paystack-signature': signature, 'content-type': 'application/json' },
              payload: rawBody,
            })
            .catch((error: unknown) => {
              request.log.warn({ err: error, reference }, 'sandbox webhook delivery failed');
              return null;
            });
          if (response && response.statusCode >= 300) {
            request.log.warn({ reference, statusCode: response.statusCode }, 'sandbox webhook not accepted');
          }
        },
      });
      return answer(reply, result);
    },
  );
}
