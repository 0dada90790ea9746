import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listEnvelope, successEnvelope, transactionSchema, verificationResultSchema } from '@powerpay/shared';
import { registerErrorHandling } from './error-handler.ts';
import { INTERNAL_MESSAGE } from './errors.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

/** Decision 017 ("Responses and hooks"): the compiled serializer answers what zod's did, and never an undeclared field. */
const transaction = {
  ref: 'PP-1',
  created_at: '2026-11-25T10:00:00.000Z',
  provider: 'ikeja-electric',
  meter_type: 'prepaid',
  meter_no: '45012345675',
  meter_name: 'Ada Obi',
  phone: '08031234567',
  amount: 5000,
  fee: 100,
  total: 5100.5,
  status: 'delivered',
  token: '1234-5678-9012-3456-7890',
  units: null,
  receipt_no: null,
  paid_at: '2026-11-25T10:01:00.000Z',
  can_complete_payment: false,
};

const auditLikeSchema = successEnvelope(
  z.object({ genSize: z.number().nullable().default(null), fuel: z.string() }),
);

/** Routes answering whatever the test puts in `answer`, each with a declared response schema. */
function routesWith(answer: { value: unknown }) {
  return async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandling(app);
    const routes = {
      '/list': listEnvelope(transactionSchema),
      '/verify': successEnvelope(verificationResultSchema),
      '/user': successEnvelope(z.object({ email: z.string(), first_name: z.string() })),
      '/audit': auditLikeSchema,
    };
    for (const [url, schema] of Object.entries(routes)) {
      app.get(url, { schema: { response: { 200: schema } } }, async () => answer.value);
    }
  };
}

const answer: { value: unknown } = { value: null };
let compiled: FastifyInstance;
let withZod: FastifyInstance;

beforeAll(async () => {
  compiled = Fastify();
  compiled.setSerializerCompiler(responseSerializerCompiler);
  await compiled.register(routesWith(answer));
  withZod = Fastify();
  withZod.setSerializerCompiler(zodSerializerCompiler);
  await withZod.register(routesWith(answer));
});
afterAll(async () => {
  await compiled.close();
  await withZod.close();
});

async function answerBoth(url: string, value: unknown) {
  answer.value = value;
  const fast = await compiled.inject({ method: 'GET', url });
  const zod = await withZod.inject({ method: 'GET', url });
  return { fast, zod };
}

describe('the response serializer', () => {
  it('leaves undeclared fields out, at every depth (a password hash never leaves)', async () => {
    const { fast, zod } = await answerBoth('/user', {
      msg: 'ok',
      data: { email: 'ada@example.com', first_name: 'Ada', password_hash: '$argon2id$secret', id: 'u-1' },
      debug: { sql: 'select 1' },
    });
    expect(fast.statusCode).toBe(200);
    expect(fast.body).toBe('{"msg":"ok","data":{"email":"ada@example.com","first_name":"Ada"}}');
    expect(fast.body).toBe(zod.body);

    const list = await answerBoth('/list', {
      msg: 'ok',
      data: [{ ...transaction, checkoutUrl: 'https://pay.example/secret', userId: 'u-1' }],
      meta: { page: 1, limit: 10, total: 1, sql: 'x' },
    });
    expect(list.fast.body).not.toMatch(/checkoutUrl|userId|sql/);
    expect(list.fast.body).toBe(list.zod.body);
  });

  it('writes the same bytes as zod and JSON.stringify for lists, unions, nulls and optional fields', async () => {
    const rows = [
      transaction,
      { ...transaction, ref: 'PP-2', paid_at: null, can_complete_payment: undefined, token: null },
    ];
    const cases: [string, unknown][] = [
      ['/list', { msg: 'Fetched', data: rows, meta: { page: 2, limit: 10, total: 31 } }],
      ['/list', { msg: 'Fetched', data: [], meta: { page: 1, limit: 10, total: 0 } }],
      [
        '/verify',
        { msg: 'Verified', data: { Customer_Name: 'Ada "the" Obi \u00e9\u2028', Min_Purchase_Amount: 1000 } },
      ],
      ['/verify', { msg: 'Meter not found', data: { error: 'Meter not found' } }],
      ['/verify', { msg: 'Verified', data: { Customer_Name: 'Ada', error: 'stray' } }],
    ];
    for (const [url, value] of cases) {
      const { fast, zod } = await answerBoth(url, value);
      expect(fast.statusCode).toBe(200);
      expect(fast.body).toBe(zod.body);
      expect(fast.headers['content-type']).toBe(zod.headers['content-type']);
    }
  });

  it.each([
    ['a wrong type', { ...transaction, amount: '5000' }],
    ['a value outside an enum', { ...transaction, status: 'stolen' }],
    ['a missing field', { ...transaction, ref: undefined }],
    ['null where null is not allowed', { ...transaction, meter_no: null }],
    ['a timestamp that is not ISO 8601', { ...transaction, created_at: 'yesterday' }],
  ])('refuses a response with %s: a 500 with no details, as before', async (_case, row) => {
    const { fast, zod } = await answerBoth('/list', {
      msg: 'ok',
      data: [row],
      meta: { page: 1, limit: 10, total: 1 },
    });
    expect(fast.statusCode).toBe(500);
    expect(fast.json()).toEqual({ msg: INTERNAL_MESSAGE });
    expect(zod.statusCode).toBe(500);
  });

  it('leaves schemas whose wire shape zod decides (defaults) to zod', async () => {
    const { fast, zod } = await answerBoth('/audit', { msg: 'ok', data: { fuel: 'diesel', extra: 1 } });
    expect(fast.statusCode).toBe(zod.statusCode);
    expect(fast.body).toBe(zod.body);
  });
});
