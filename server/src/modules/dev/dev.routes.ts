import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { notFound } from '../../lib/errors.ts';
import { addStaffFromCommandLine } from '../ops/staff.service.ts';
import { isDirectLoopbackRequest } from './local-only.ts';

const outboxItemSchema = z.object({
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});

/**
 * Lets a developer (and the e2e tests) read mail and SMS captured by the outbox adapters and make an
 * account staff. Never in production; elsewhere only for requests from this machine that did not come
 * through a proxy (decision 038): to anyone else the routes do not exist.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (app.ctx.env.NODE_ENV === 'production' || !isDirectLoopbackRequest(request)) throw notFound();
  });

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages captured by the outbox for one recipient (not in production)',
        // One recipient at a time: without `to` it would list everyone's reset links (decision 015).
        querystring: z.object({
          to: z.string({ error: 'Name the recipient: ?to=<e-mail or phone>' }).trim().min(3).max(254),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: z.object({ msg: z.string(), data: z.array(outboxItemSchema) }) },
      },
    },
    async (request) => {
      const rows = await listOutboxMessages(app.ctx.db, {
        recipient: request.query.to,
        limit: request.query.limit,
      });
      return {
        msg: 'ok',
        data: rows.map((row) => ({
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/dev/staff',
    {
      schema: {
        tags: ['development'],
        summary:
          'What `npm run staff:add` does, for the e2e server whose embedded database only it may open (not in production)',
        body: z.object({ email: z.string().min(3).max(254) }),
        response: {
          200: z.object({ msg: z.string(), data: z.object({ id: z.string(), email: z.string() }) }),
        },
      },
    },
    async (request) => {
      const staff = await addStaffFromCommandLine(app.ctx.db, request.body.email);
      return { msg: 'ok', data: { id: staff.id, email: staff.email } };
    },
  );
};
