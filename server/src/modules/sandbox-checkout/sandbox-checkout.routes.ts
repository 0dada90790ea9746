import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { SANDBOX_CHECKOUT_PATH } from '../../integrations/payments/sandbox.ts';
import { isValidCheckoutAccess } from '../../integrations/payments/sandbox-access.ts';
import {
  CHECKOUT_ACTIONS,
  callbackLocation,
  completeCheckout,
  loadCheckout,
  type CheckoutResult,
} from './sandbox-checkout.service.ts';
import { checkoutPage, completePage, missingPage } from './sandbox-checkout.page.ts';
import { SANDBOX_CHECKOUT_STYLESHEET, SANDBOX_CHECKOUT_STYLESHEET_PATH } from './sandbox-checkout.styles.ts';

const WEBHOOK_URL = '/api/v1/payments/webhook';

function sendPage(reply: FastifyReply, statusCode: number, html: string) {
  return reply
    .status(statusCode)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const referenceParams = z.object({ reference: z.string().max(100) });
const accessQuery = z.object({ access: z.string().max(100).optional() });

/** The page's own URLs keep the access secret; the way back is a redirect, so no page prints the receipt key. */
const pageUrl = (reference: string, access: string, suffix = '') =>
  `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(reference)}${suffix}?access=${encodeURIComponent(access)}`;

function answer(reply: FastifyReply, result: CheckoutResult, access: string) {
  switch (result.kind) {
    case 'missing':
      return sendPage(reply, 404, missingPage());
    case 'open':
      return sendPage(
        reply,
        200,
        checkoutPage(result.payment, (action) => pageUrl(result.payment.reference, access, `/${action}`)),
      );
    case 'complete':
      return sendPage(
        reply,
        409,
        completePage(result.payment, pageUrl(result.payment.reference, access, '/return')),
      );
    case 'redirect':
      return reply.redirect(result.location, 303);
  }
}

/**
 * The sandbox payment provider's hosted checkout (served outside /api/v1, only while the sandbox
 * adapter is the payment provider): a page with Pay, Pay with a card that declines later, Decline and Cancel.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance) {
  // The buttons are plain HTML forms; their bodies carry nothing we read. Scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get(SANDBOX_CHECKOUT_STYLESHEET_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(SANDBOX_CHECKOUT_STYLESHEET),
  );

  // Without the secret of its URL, a checkout reads as missing: a reference alone opens nothing.
  const hasAccess = (reference: string, access: string | undefined) =>
    isValidCheckoutAccess({ secret: app.ctx.env.SANDBOX_WEBHOOK_SECRET, reference, access });

  app.get(
    `${SANDBOX_CHECKOUT_PATH}/:reference`,
    { schema: { hide: true, params: referenceParams, querystring: accessQuery } },
    async (request, reply) => {
      const { reference } = request.params as { reference: string };
      const { access } = request.query as { access?: string };
      if (!access || !hasAccess(reference, access)) return sendPage(reply, 404, missingPage());
      const result = await loadCheckout(app.ctx.db, reference);
      if (result.kind === 'complete')
        return sendPage(reply, 200, completePage(result.payment, pageUrl(reference, access, '/return')));
      return answer(reply, result, access);
    },
  );

  app.get(
    `${SANDBOX_CHECKOUT_PATH}/:reference/return`,
    { schema: { hide: true, params: referenceParams, querystring: accessQuery } },
    async (request, reply) => {
      const { reference } = request.params as { reference: string };
      const { access } = request.query as { access?: string };
      if (!hasAccess(reference, access)) return sendPage(reply, 404, missingPage());
      const result = await loadCheckout(app.ctx.db, reference);
      if (result.kind !== 'complete') return sendPage(reply, 404, missingPage());
      return reply.redirect(callbackLocation(result.payment), 303);
    },
  );

  app.post(
    `${SANDBOX_CHECKOUT_PATH}/:reference/:action`,
    {
      schema: {
        hide: true,
        params: referenceParams.extend({ action: z.string().max(20) }),
        querystring: accessQuery,
      },
    },
    async (request, reply) => {
      const { reference, action } = request.params as { reference: string; action: string };
      const { access } = request.query as { access?: string };
      const checkoutAction = CHECKOUT_ACTIONS.find((known) => known === action);
      if (!checkoutAction || !access || !hasAccess(reference, access))
        return sendPage(reply, 404, missingPage());

      const result = await completeCheckout(app.ctx.db, {
        reference,
        webhookSecret: app.ctx.env.SANDBOX_WEBHOOK_SECRET,
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
      return answer(reply, result, access);
    },
  );
}
