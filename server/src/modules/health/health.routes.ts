import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const workSchema = z
  .object({
    isStuck: z.boolean().describe('Purchases overdue for their next step (vend, requery, notice, refund)'),
    isWorking: z.boolean().describe('Whether this process works the purchase queue'),
    due: z.number().int(),
    overdue: z.number().int(),
    oldestDueSeconds: z.number().int(),
    leased: z.number().int(),
    expiredLeases: z.number().int().describe('Held by a worker that stopped; taken over within seconds'),
    refundsFailed: z.number().int(),
    refundsUnconfirmed: z
      .number()
      .int()
      .describe('Refunds the payment provider took and has not confirmed within 14 days'),
    checkedAt: z.string(),
  })
  .describe('The purchase queue (decision 011); null when the database did not answer');

const healthSchema = z.object({
  msg: z.string(),
  data: z.object({ status: z.string(), work: workSchema.nullish() }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up; also how the purchase queue is doing (a reading at most 5 s old)',
        response: { 200: healthSchema },
      },
    },
    async (request) => {
      // Up means up: a slow or failing queue reading is reported, never turned into a failed probe.
      const work = await app.purchaseWorker.health(app.ctx.db).catch((error: unknown) => {
        request.log.error({ err: error }, 'purchase queue health unreadable');
        return null;
      });
      return { msg: 'ok', data: { status: 'up', work } };
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers and the instance is not stopping',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      if (app.draining.isDraining) {
        return reply.status(503).send({ msg: 'Shutting down', data: { status: 'draining' } });
      }
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
