import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  SUCCESS_MESSAGES,
  sessionSchema,
  successEnvelope,
} from '@powerpay/shared';
import { currentUser } from '../../lib/auth/plugin.ts';
import { limitAuthAttempts } from './auth-rate-limits.ts';
import { logInUser, logOutSession, registerUser } from './accounts.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { readDeviceToken } from './sign-in-devices.ts';
import { presentUser } from './user-presenter.ts';

const signInOrigin = (request: FastifyRequest, reply: FastifyReply) => ({
  ip: request.ip,
  deviceToken: readDeviceToken(request),
  reply,
});

const sessionResponse = successEnvelope(sessionSchema);
const emptyResponse = successEnvelope(z.null());

/** Registration, sign-in, sign-out and the forgotten-password flow under /auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/register',
    {
      preHandler: limitAuthAttempts(app, 'register'),
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerInputSchema,
        response: { 201: sessionResponse, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await registerUser(app.ctx, request.body, signInOrigin(request, reply));
      return reply
        .status(201)
        .send({ msg: SUCCESS_MESSAGES.accountCreated, data: { ...presentUser(user), token } });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginInputSchema,
        response: { 200: sessionResponse, 400: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await logInUser(app.ctx, request.body, signInOrigin(request, reply));
      return { msg: SUCCESS_MESSAGES.loginSuccessful, data: { ...presentUser(user), token } };
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the bearer token stops working',
        security: [{ bearer: [] }],
        response: { 200: emptyResponse, 403: errorBodySchema },
      },
    },
    async (request) => {
      currentUser(request);
      if (request.sessionId) await logOutSession(app.ctx, request.sessionId);
      return { msg: SUCCESS_MESSAGES.loggedOut, data: null };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      preHandler: limitAuthAttempts(app, 'forgot-password'),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time password reset link (the same answer whether or not the account exists)',
        body: forgotPasswordInputSchema,
        response: { 200: emptyResponse, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app.ctx, request.body.email);
      return { msg: SUCCESS_MESSAGES.resetLinkSent, data: null };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the link of the e-mail; every session is signed out',
        body: resetPasswordInputSchema,
        response: { 200: emptyResponse, 400: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body);
      return { msg: SUCCESS_MESSAGES.passwordReset, data: null };
    },
  );
};
