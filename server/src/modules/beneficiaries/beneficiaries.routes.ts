import {
  SUCCESS_MESSAGES,
  beneficiaryInputSchema,
  beneficiarySchema,
  listEnvelope,
  listQuerySchema,
  successEnvelope,
  type BeneficiaryInput as BeneficiaryRequestBody,
} from '@powerpay/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin.ts';
import { isNewlySaved } from './beneficiaries.repository.ts';
import { presentBeneficiary } from './beneficiary-presenter.ts';
import {
  deleteBeneficiary,
  listBeneficiaries,
  saveBeneficiary,
  updateBeneficiary,
  type BeneficiaryInput,
} from './beneficiaries.service.ts';

const tags = ['beneficiaries'];
const idParamsSchema = z.object({ id: z.string() });
const beneficiaryResponse = successEnvelope(beneficiarySchema);

function toServiceInput(body: BeneficiaryRequestBody): BeneficiaryInput {
  // `name` is ignored on purpose: the stored name is always the one the vending provider returns.
  return {
    meterNo: body.meter_no,
    provider: body.provider,
    meterType: body.meter_type,
    phone: body.phone,
    email: body.email,
  };
}

/** Saved meters of the signed-in customer (docs/product.md §7). */
export const beneficiaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/beneficiary',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'The customer’s beneficiaries, newest first; `name` searches customer name or meter number; `meta.total` is exact near the end of the list, a lower bound before it',
        querystring: listQuerySchema,
        response: { 200: listEnvelope(beneficiarySchema) },
      },
    },
    async (request) => {
      const { page, limit, name } = request.query;
      const { rows, total } = await listBeneficiaries(app.ctx, {
        userId: currentUser(request).id,
        page,
        limit,
        search: name,
      });
      return {
        msg: SUCCESS_MESSAGES.fetched,
        data: rows.map(presentBeneficiary),
        meta: { page, limit, total },
      };
    },
  );

  app.post(
    '/beneficiary',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Verify the meter and save it (the same meter and provider again updates the entry)',
        body: beneficiaryInputSchema,
        response: { 200: beneficiaryResponse },
      },
    },
    async (request) => {
      const row = await saveBeneficiary(app.ctx, {
        userId: currentUser(request).id,
        input: toServiceInput(request.body),
      });
      const msg = isNewlySaved(row) ? SUCCESS_MESSAGES.beneficiaryAdded : SUCCESS_MESSAGES.beneficiaryUpdated;
      return { msg, data: presentBeneficiary(row) };
    },
  );

  app.patch(
    '/beneficiary/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Verify the meter and update one of the customer’s beneficiaries',
        params: idParamsSchema,
        body: beneficiaryInputSchema,
        response: { 200: beneficiaryResponse },
      },
    },
    async (request) => {
      const row = await updateBeneficiary(app.ctx, {
        userId: currentUser(request).id,
        id: request.params.id,
        input: toServiceInput(request.body),
      });
      return { msg: SUCCESS_MESSAGES.beneficiaryAdded, data: presentBeneficiary(row) };
    },
  );

  app.delete(
    '/beneficiary/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete one of the customer’s beneficiaries',
        params: idParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await deleteBeneficiary(app.ctx, { userId: currentUser(request).id, id: request.params.id });
      return { msg: SUCCESS_MESSAGES.beneficiaryDeleted, data: null };
    },
  );
};
