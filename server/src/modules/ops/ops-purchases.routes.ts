import { errorBodySchema, listEnvelope, successEnvelope } from '@powerpay/shared';
import {
  closePurchaseSchema,
  opsPurchaseDetailSchema,
  opsPurchaseQuerySchema,
  opsPurchaseSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  todaySchema,
  toReconciliationCsv,
} from '@powerpay/shared/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './ops-purchases.service.ts';
import { currentStaff } from './staff-guard.ts';

const refParams = z.object({ ref: z.string().min(1).max(100) });
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const tags = ['ops'];

export const opsPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/today',
    {
      schema: {
        tags,
        summary: "Today's figures and what needs a person",
        response: { 200: successEnvelope(todaySchema), ...errors },
      },
    },
    async () => ({ msg: 'Today', data: await service.getToday(app.ctx) }),
  );

  app.get(
    '/purchases',
    {
      schema: {
        tags,
        summary: 'Search purchases by reference, meter, phone or e-mail; filter by status, DisCo and dates',
        querystring: opsPurchaseQuerySchema,
        response: { 200: listEnvelope(opsPurchaseSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, meta } = await service.searchPurchases(app.ctx, request.query);
      return { msg: 'Purchases', data: rows, meta };
    },
  );

  app.get(
    '/purchases/:ref',
    {
      schema: {
        tags,
        summary: 'A purchase with its timeline',
        params: refParams,
        response: { 200: successEnvelope(opsPurchaseDetailSchema), ...errors },
      },
    },
    async (request) => ({
      msg: 'Purchase',
      data: await service.getPurchaseDetail(app.ctx, request.params.ref),
    }),
  );

  const action = (path: string, summary: string, run: typeof service.requeryAction, msg: string) =>
    app.post(
      `/purchases/:ref/${path}`,
      {
        schema: {
          tags,
          summary,
          params: refParams,
          response: { 200: successEnvelope(opsPurchaseDetailSchema), ...errors },
        },
      },
      async (request) => ({
        msg,
        data: await run(app.ctx, { ref: request.params.ref, staff: currentStaff(request) }),
      }),
    );
  action(
    'requery',
    'Ask the payment or vending provider again',
    service.requeryAction,
    'Provider asked again',
  );
  action('resend', 'Send the token SMS and e-mail again', service.resendAction, 'Token sent again');
  action(
    'refund',
    'Refund through the payment provider (exactly once)',
    service.refundAction,
    'Refund started',
  );

  app.post(
    '/purchases/:ref/close',
    {
      schema: {
        tags,
        summary: 'Close with a note',
        params: refParams,
        body: closePurchaseSchema,
        response: { 200: successEnvelope(opsPurchaseDetailSchema), ...errors },
      },
    },
    async (request) => ({
      msg: 'Purchase closed',
      data: await service.closeAction(app.ctx, {
        ref: request.params.ref,
        staff: currentStaff(request),
        note: request.body.note,
      }),
    }),
  );

  app.get(
    '/reconciliation',
    {
      schema: {
        tags,
        summary: "A day's payments",
        querystring: reconciliationQuerySchema,
        response: { 200: successEnvelope(reconciliationSchema), ...errors },
      },
    },
    async (request) => ({
      msg: 'Reconciliation',
      data: await service.getReconciliation(app.ctx, request.query.date),
    }),
  );

  app.get(
    '/reconciliation.csv',
    {
      schema: {
        tags,
        summary: "A day's payments as CSV",
        querystring: reconciliationQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { date } = request.query;
      const reconciliation = await service.getReconciliation(app.ctx, date);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="powerpay-${date}.csv"`);
      return toReconciliationCsv(reconciliation.rows);
    },
  );
};
