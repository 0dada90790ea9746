import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ msg: z.string(), data: z.object({ status: z.string() }) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthSchema } } },
    async () => ({ msg: 'ok', data: { status: 'up' } }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
        return { msg: 'ok', data: { status: 'ready' } };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        return reply.status(503).send({ msg: 'Database unavailable', data: { status: 'unavailable' } });
      }
    },
  );
};
