import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  passwordChangeInputSchema,
  profileUpdateInputSchema,
  reminderSettingsInputSchema,
  SUCCESS_MESSAGES,
  successEnvelope,
  userSchema,
} from '@powerpay/shared';
import { currentUser, SIGN_IN_MESSAGE } from '../../lib/auth/plugin.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { changePassword } from './accounts.service.ts';
import { limitPasswordChanges } from './auth-rate-limits.ts';
import { updateUserSettings } from './profile.service.ts';
import { presentUser } from './user-presenter.ts';

const userResponse = successEnvelope(userSchema);

/**
 * The signed-in customer's own account. There is deliberately no route taking a user id: the bearer
 * token is the only way to name a user, so one customer can never reach another's account.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: userResponse, 403: errorBodySchema },
      },
    },
    async (request) => ({ msg: SUCCESS_MESSAGES.fetched, data: presentUser(currentUser(request)) }),
  );

  app.patch(
    '/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Update the profile (first_name, last_name, phone) or the reminder settings (reminder, ...)',
        description:
          'A body with a `reminder` key is a reminder update: `' +
          JSON.stringify(z.toJSONSchema(reminderSettingsInputSchema, { io: 'input' }).properties) +
          '`; any other body is a profile update: `' +
          JSON.stringify(z.toJSONSchema(profileUpdateInputSchema, { io: 'input' }).properties) +
          '`. The e-mail is changed through POST /user/email.',
        security: [{ bearer: [] }],
        // Validated by the service against whichever of the two shapes the body is.
        body: z.record(z.string(), z.unknown()),
        response: { 200: userResponse, 403: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const user = await updateUserSettings(app.ctx, { user: currentUser(request), body: request.body });
      const msg =
        'reminder' in request.body ? SUCCESS_MESSAGES.remindersUpdated : SUCCESS_MESSAGES.profileUpdated;
      return { msg, data: presentUser(user) };
    },
  );

  app.post(
    '/user/password',
    {
      preHandler: [app.requireUser, limitPasswordChanges(app)],
      schema: {
        tags: ['user'],
        summary: 'Change the password; every other session is signed out',
        security: [{ bearer: [] }],
        body: passwordChangeInputSchema,
        response: {
          200: successEnvelope(z.null()),
          400: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.sessionId) throw unauthenticated(SIGN_IN_MESSAGE);

      await changePassword(app.ctx, { user, sessionId: request.sessionId, ...request.body });
      return { msg: SUCCESS_MESSAGES.passwordUpdated, data: null };
    },
  );
};
