import { SUCCESS_MESSAGES } from '@powerpay/shared';
import { solarOverridesSchema } from '@powerpay/shared/solar-overrides';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin.ts';
import { reportForAudit, reportPdfOf } from './audit-report.service.ts';

const tags = ['energy audit'];
const params = z.object({ id: z.string() });

/**
 * The energy needs report of a response (decision 018): the engine's result as JSON, or the same report as
 * an A4 PDF. Query parameters are the what-if overrides (`?fuelPrice=1200&tariffBand=B&tier=full`).
 */
export const auditReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auditForm/:id/report',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The energy needs report of one of the customer’s responses',
        params,
        querystring: solarOverridesSchema,
      },
    },
    async (request) => {
      const { report } = await reportForAudit(app.ctx, {
        userId: currentUser(request).id,
        id: request.params.id,
        overrides: request.query,
      });
      return { msg: SUCCESS_MESSAGES.fetched, data: report };
    },
  );

  app.get(
    '/auditForm/:id/report.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The energy needs report as an A4 PDF',
        params,
        querystring: solarOverridesSchema,
      },
    },
    async (request, reply) => {
      const audit = await reportForAudit(app.ctx, {
        userId: currentUser(request).id,
        id: request.params.id,
        overrides: request.query,
      });
      const { fileName, pdf } = await reportPdfOf(audit, { publicUrl: app.ctx.env.PUBLIC_URL });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
