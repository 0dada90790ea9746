import { errorBodySchema, successEnvelope } from '@powerpay/shared';
import { siteVisitRequestSchema, siteVisitSchema, siteVisitUpdateSchema } from '@powerpay/shared/site-visit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin.ts';
import { currentStaff } from '../ops/staff-guard.ts';
import { requestVisit, updateVisit, visitOfCustomer } from './site-visits.service.ts';

const params = z.object({ id: z.string().min(1).max(100) });
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** "Book a site visit" on the customer's report (decision 059). */
export const siteVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auditForm/:id/visit',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['energy audit'],
        summary: 'The site visit asked for from one of the customer’s reports, or null',
        params,
        response: { 200: successEnvelope(siteVisitSchema.nullable()), ...errors },
      },
    },
    async (request) => ({
      msg: 'Site visit',
      data: await visitOfCustomer(app.ctx, { userId: currentUser(request).id, id: request.params.id }),
    }),
  );

  app.post(
    '/auditForm/:id/visit',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['energy audit'],
        summary: 'Ask for a site visit; acknowledged by e-mail and SMS',
        params,
        body: siteVisitRequestSchema(),
        response: { 200: successEnvelope(siteVisitSchema), ...errors },
      },
    },
    async (request) => ({
      msg: 'Site visit requested',
      data: await requestVisit(app.ctx, {
        userId: currentUser(request).id,
        id: request.params.id,
        request: request.body,
      }),
    }),
  );
};

/** Staff schedule, finish or cancel a lead's visit (`/ops`, behind the staff guard). */
export const opsSiteVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/leads/:id/visit',
    {
      schema: {
        tags: ['ops'],
        summary:
          "Schedule, finish or cancel a lead's site visit (logged; the customer is told when scheduled)",
        params,
        body: siteVisitUpdateSchema(),
        response: { 200: successEnvelope(siteVisitSchema), ...errors, 403: errorBodySchema },
      },
    },
    async (request) => ({
      msg: 'Site visit updated',
      data: await updateVisit(app.ctx, {
        id: request.params.id,
        staff: currentStaff(request),
        update: request.body,
      }),
    }),
  );
};
