import {
  SUCCESS_MESSAGES,
  auditRecordSchema,
  homeAuditInputSchema,
  listEnvelope,
  officeAuditInputSchema,
  pageQuerySchema,
  successEnvelope,
} from '@powerpay/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin.ts';
import { presentAudit } from './audit-presenter.ts';
import { getAudit, listAudits, submitAudit } from './audits.service.ts';

const tags = ['energy audit'];
const auditResponse = successEnvelope(auditRecordSchema);

/** The Energy Audit questionnaire (docs/product.md §2, §5 and §7): office and home forms and their history. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auditForm/office',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Submit an office questionnaire (both steps)',
        body: officeAuditInputSchema,
        response: { 200: auditResponse },
      },
    },
    async (request) => {
      const submission = { type: 'office' as const, answers: request.body };
      const row = await submitAudit(app.ctx, { userId: currentUser(request).id, submission });
      return { msg: SUCCESS_MESSAGES.formSubmitted, data: presentAudit(row) };
    },
  );

  app.post(
    '/auditForm/home',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Submit a home questionnaire',
        body: homeAuditInputSchema,
        response: { 200: auditResponse },
      },
    },
    async (request) => {
      const submission = { type: 'home' as const, answers: request.body };
      const row = await submitAudit(app.ctx, { userId: currentUser(request).id, submission });
      return { msg: SUCCESS_MESSAGES.formSubmitted, data: presentAudit(row) };
    },
  );

  app.get(
    '/auditForm',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The customer’s own responses, newest first',
        querystring: pageQuerySchema,
        response: { 200: listEnvelope(auditRecordSchema) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listAudits(app.ctx, { userId: currentUser(request).id, page, limit });
      return { msg: SUCCESS_MESSAGES.fetched, data: rows.map(presentAudit), meta: { page, limit, total } };
    },
  );

  app.get(
    '/auditForm/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One of the customer’s responses',
        params: z.object({ id: z.string() }),
        response: { 200: auditResponse },
      },
    },
    async (request) => {
      const row = await getAudit(app.ctx, { userId: currentUser(request).id, id: request.params.id });
      return { msg: SUCCESS_MESSAGES.fetched, data: presentAudit(row) };
    },
  );
};
