import {
  SUCCESS_MESSAGES,
  cardPaymentEnvelopeSchema,
  checkoutEnvelopeSchema,
  guestPurchaseInputSchema,
  listEnvelope,
  historyQuerySchema,
  providerSchema,
  purchaseInputSchema,
  savedCardPurchaseInputSchema,
  successEnvelope,
  transactionSchema,
  usualAmountsSchema,
  verificationResultSchema,
  verifyMeterInputSchema,
} from '@powerpay/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin.ts';
import { presentTransaction } from './purchase-presenter.ts';
import { listProviders } from './providers.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import {
  createPurchase,
  findAccessiblePurchase,
  findRecent,
  listHistory,
  refreshPurchase,
  verifyMeter,
} from './purchases.service.ts';
import { payWithSavedCard } from './saved-card-payment.service.ts';
import { findUsualAmounts } from './usual-amounts.ts';

const tags = ['purchases'];
const refParamsSchema = z.object({ ref: z.string().min(1).max(64) });
const receiptKeyQuerySchema = z.object({ key: z.string().max(128).optional() });

/** Buying electricity (the `/purchase` calls of docs/product.md §7). */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/purchase/provider',
    {
      schema: {
        tags,
        summary: 'The electricity distribution companies (DisCos) a customer can buy for',
        response: { 200: successEnvelope(z.array(providerSchema)) },
      },
    },
    async () => ({ msg: SUCCESS_MESSAGES.fetched, data: listProviders() }),
  );

  app.post(
    '/purchase/verify',
    {
      schema: {
        tags,
        summary: 'Look the meter up with the DisCo: `Customer_Name`, or an `error` to show',
        body: verifyMeterInputSchema,
        response: { 200: successEnvelope(verificationResultSchema) },
      },
    },
    async (request) => {
      const result = await verifyMeter(app.ctx, request.body);
      return { msg: 'Customer_Name' in result ? SUCCESS_MESSAGES.verified : result.error, data: result };
    },
  );

  app.post(
    '/purchase',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Start a signed-in purchase; answers the payment page URL',
        body: purchaseInputSchema,
        response: { 200: checkoutEnvelopeSchema },
      },
    },
    async (request) => {
      const { checkoutUrl, purchase } = await createPurchase(app.ctx, {
        input: request.body,
        user: currentUser(request),
      });
      return {
        msg: SUCCESS_MESSAGES.processing,
        data: checkoutUrl,
        order: { ref: purchase.ref, receipt_key: null },
      };
    },
  );

  app.post(
    '/purchase/saved-card',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Purchase Again paid with a saved card: `paid`, or the payment page of a new order when the card was not charged (decision 060)',
        body: savedCardPurchaseInputSchema,
        response: { 200: cardPaymentEnvelopeSchema },
      },
    },
    async (request) => {
      const { order, paid, checkoutUrl, cardNotCharged } = await payWithSavedCard(app.ctx, {
        input: request.body,
        user: currentUser(request),
      });
      return {
        msg: paid
          ? SUCCESS_MESSAGES.paidWithSavedCard
          : checkoutUrl
            ? SUCCESS_MESSAGES.processing
            : SUCCESS_MESSAGES.cardPaymentBeingConfirmed,
        data: { paid, checkout_url: checkoutUrl, card_not_charged: cardNotCharged },
        order,
      };
    },
  );

  app.post(
    '/purchase/guest',
    {
      schema: {
        tags,
        summary: 'Start a guest purchase (any session is ignored); answers the payment page URL',
        body: guestPurchaseInputSchema,
        response: { 200: checkoutEnvelopeSchema },
      },
    },
    async (request) => {
      const { checkoutUrl, purchase, receiptKey } = await createPurchase(app.ctx, {
        input: request.body,
        user: null,
      });
      return {
        msg: SUCCESS_MESSAGES.processing,
        data: checkoutUrl,
        order: { ref: purchase.ref, receipt_key: receiptKey },
      };
    },
  );

  app.get(
    '/purchase/recent',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The customer’s latest delivered purchase, or null',
        response: { 200: successEnvelope(transactionSchema.nullable()) },
      },
    },
    async (request) => {
      const row = await findRecent(app.ctx, currentUser(request).id);
      return { msg: SUCCESS_MESSAGES.fetched, data: row ? presentTransaction(row) : null };
    },
  );

  app.get(
    '/purchase/usual-amounts',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The amount the customer buys most often, overall and per meter (the first quick amount)',
        response: { 200: successEnvelope(usualAmountsSchema) },
      },
    },
    async (request) => ({
      msg: SUCCESS_MESSAGES.fetched,
      data: await findUsualAmounts(app.ctx.db, currentUser(request).id),
    }),
  );

  app.get(
    '/purchase',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Purchase history, newest first; `name` searches meter name or number, `from`/`to` are Lagos days, `status` one of successful, processing, unpaid, failed, refunds; `meta.total` is exact near the end of the list, a lower bound before it',
        querystring: historyQuerySchema,
        response: { 200: listEnvelope(transactionSchema) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listHistory(app.ctx, {
        userId: currentUser(request).id,
        query: request.query,
      });
      return {
        msg: SUCCESS_MESSAGES.fetched,
        data: rows.map(presentTransaction),
        meta: { page, limit, total },
      };
    },
  );

  app.get(
    '/purchase/:ref',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'One purchase, for its owner or a guest holding the receipt key (`?key=`)',
        params: refParamsSchema,
        querystring: receiptKeyQuerySchema,
        response: { 200: successEnvelope(transactionSchema) },
      },
    },
    async (request) => {
      const row = await findAccessiblePurchase(app.ctx, {
        ref: request.params.ref,
        user: request.user,
        key: request.query.key,
      });
      return { msg: SUCCESS_MESSAGES.fetched, data: presentTransaction(row) };
    },
  );

  app.get(
    '/purchase/:ref/receipt.pdf',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'The receipt as a one-page PDF, with the same access as the receipt (owner, or `?key=`)',
        params: refParamsSchema,
        querystring: receiptKeyQuerySchema,
      },
    },
    async (request, reply) => {
      const row = await findAccessiblePurchase(app.ctx, {
        ref: request.params.ref,
        user: request.user,
        key: request.query.key,
      });
      const pdf = await renderReceiptPdf(row);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="powerpay-receipt-${row.ref}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/purchase/:ref/requery',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'Refresh: settle a missing token with the providers (a requery, never a second vend)',
        params: refParamsSchema,
        querystring: receiptKeyQuerySchema,
        response: { 200: successEnvelope(transactionSchema) },
      },
    },
    async (request) => {
      const row = await refreshPurchase(app.ctx, {
        ref: request.params.ref,
        user: request.user,
        key: request.query.key,
      });
      return { msg: SUCCESS_MESSAGES.fetched, data: presentTransaction(row) };
    },
  );
};
