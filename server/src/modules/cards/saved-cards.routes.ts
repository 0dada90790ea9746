import {
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  savedCardSchema,
  successEnvelope,
  type SavedCard,
} from '@powerpay/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin.ts';
import { AppError, ErrorCode } from '../../lib/errors.ts';
import {
  deleteSavedCard,
  isCardExpired,
  listSavedCards,
  type SavedCardRow,
} from './saved-cards.repository.ts';

const tags = ['cards'];

/** What the customer may see of a saved card: never its authorization (decision 060). */
export function presentSavedCard(row: SavedCardRow, now = new Date()): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    bank: row.bank,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    is_expired: isCardExpired(row, now),
  };
}

/** The cards a customer saved for faster top-ups: listed, and removed (decision 060). */
export const savedCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cards',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The customer’s saved cards (brand, last four digits, expiry), the latest used first',
        response: { 200: successEnvelope(z.array(savedCardSchema)) },
      },
    },
    async (request) => {
      const rows = await listSavedCards(app.ctx.db, currentUser(request).id);
      const now = new Date();
      return { msg: SUCCESS_MESSAGES.fetched, data: rows.map((row) => presentSavedCard(row, now)) };
    },
  );

  app.delete(
    '/cards/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove one of the customer’s saved cards (404 for any other id)',
        params: z.object({ id: z.uuid({ error: SERVER_MESSAGES.cardNotSaved }) }),
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const isDeleted = await deleteSavedCard(app.ctx.db, {
        userId: currentUser(request).id,
        cardId: request.params.id,
      });
      if (!isDeleted) throw new AppError(ErrorCode.NOT_FOUND, { message: SERVER_MESSAGES.cardNotSaved });
      return { msg: SUCCESS_MESSAGES.cardRemoved, data: null };
    },
  );
};
