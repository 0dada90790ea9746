import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, successEnvelope, userSchema } from '@powerpay/shared';
import {
  EMAIL_MESSAGES,
  emailChangeInputSchema,
  emailConfirmationInputSchema,
  emailConfirmationSchema,
} from '@powerpay/shared/email-confirmation';
import { currentUser } from '../../lib/auth/plugin.ts';
import type { AttemptRule } from '../../lib/limits/attempt-counters.ts';
import { limitAccountAction } from './auth-rate-limits.ts';
import { requestEmailChange } from './email-change.service.ts';
import { confirmEmail, resendEmailConfirmation } from './email-confirmation.service.ts';
import { presentUser } from './user-presenter.ts';

/** A link again at most three times an hour: enough for a lost mail, too few to flood an inbox (decision 061). */
const RESEND_RULE: AttemptRule = { windowSeconds: 3600, free: 3, after: 'hard' };
/** Each change tries a password and mails two addresses: five an hour per account. */
const CHANGE_RULE: AttemptRule = { windowSeconds: 3600, free: 5, after: 'hard' };

/** Confirming the account's e-mail address through its link, and changing it (decision 061). */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/confirm-email',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Confirm an e-mail address with the one-time link of the e-mail (the new one, after a change)',
        body: emailConfirmationInputSchema,
        response: {
          200: successEnvelope(emailConfirmationSchema),
          400: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({
      msg: EMAIL_MESSAGES.confirmed,
      data: await confirmEmail(app.ctx, request.body.token),
    }),
  );

  app.post(
    '/user/email/resend',
    {
      preHandler: [app.requireUser, limitAccountAction(app, 'email-confirmation', RESEND_RULE)],
      schema: {
        tags: ['user'],
        summary: 'E-mail the link confirming the account’s address again (three an hour)',
        security: [{ bearer: [] }],
        response: {
          200: successEnvelope(z.null()),
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      await resendEmailConfirmation(app.ctx, currentUser(request));
      return { msg: EMAIL_MESSAGES.linkSent, data: null };
    },
  );

  app.post(
    '/user/email',
    {
      preHandler: [app.requireUser, limitAccountAction(app, 'email-change', CHANGE_RULE)],
      schema: {
        tags: ['user'],
        summary: 'Ask to change the e-mail address: it changes when the link mailed to the new one is opened',
        security: [{ bearer: [] }],
        body: emailChangeInputSchema,
        response: {
          200: successEnvelope(userSchema),
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = await requestEmailChange(app.ctx, { user: currentUser(request), input: request.body });
      return { msg: EMAIL_MESSAGES.changeRequested, data: presentUser(user) };
    },
  );
};
