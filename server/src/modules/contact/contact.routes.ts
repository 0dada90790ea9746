import { contactInputSchema, errorBodySchema, SUCCESS_MESSAGES, successEnvelope } from '@powerpay/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveContactMessage } from './contact.service.ts';

/** Spam guard: a visitor (one IP address) may send this many messages per window. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to PowerPay support (Contact Us form)',
        body: contactInputSchema,
        response: {
          200: successEnvelope(z.object({ id: z.uuid(), created_at: z.string() })),
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const message = await receiveContactMessage({ context: app.ctx, input: request.body });

      return {
        msg: SUCCESS_MESSAGES.messageSent,
        data: { id: message.id, created_at: message.createdAt.toISOString() },
      };
    },
  );
};
