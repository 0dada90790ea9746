import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  errorBodySchema,
  historyQuerySchema,
  listEnvelope,
  listQuerySchema,
  successEnvelope,
} from './envelopes.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

describe('successEnvelope and listEnvelope', () => {
  it('wrap data as { msg, data }', () => {
    const envelope = successEnvelope(z.string());
    expect(envelope.parse({ msg: 'Processing', data: 'https://pay.example/abc' })).toEqual({
      msg: 'Processing',
      data: 'https://pay.example/abc',
    });
    expect(envelope.safeParse({ data: 'x' }).success).toBe(false);
  });

  it('wrap a list with its paging meta', () => {
    const envelope = listEnvelope(z.object({ id: z.string() }));
    const body = { msg: 'ok', data: [{ id: 'a' }], meta: { page: 1, limit: 10, total: 1 } };
    expect(envelope.parse(body)).toEqual(body);
    expect(envelope.safeParse({ ...body, meta: { page: 0, limit: 10, total: 1 } }).success).toBe(false);
  });
});

describe('errorBodySchema', () => {
  it('reads a 422 body and a plain error body', () => {
    expect(errorBodySchema.parse({ msg: M.required, errors: { email: [M.required] } }).errors).toEqual({
      email: [M.required],
    });
    expect(errorBodySchema.parse({ msg: 'Request not found' })).toEqual({ msg: 'Request not found' });
  });
});

describe('listQuerySchema', () => {
  it('defaults to page 1 of 10 with no filters', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it('coerces query text and treats empty filters as absent', () => {
    expect(listQuerySchema.parse({ page: '3', limit: '10', name: ' ada ', from: '', to: '' })).toEqual({
      page: 3,
      limit: 10,
      name: 'ada',
    });
    expect(listQuerySchema.parse({ from: '2024-01-01', to: '2024-01-31' })).toMatchObject({
      from: '2024-01-01',
      to: '2024-01-31',
    });
  });

  it('refuses bad paging, bad dates and a reversed range', () => {
    expect(listQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ from: '2024-02-30' }).error?.issues[0]?.message).toBe(M.invalidDate);
    expect(
      listQuerySchema.safeParse({ from: '2024-02-01', to: '2024-01-01' }).error?.issues[0]?.message,
    ).toBe(M.invalidDateRange);
  });
});

describe('historyQuerySchema', () => {
  it('takes a status group, treats empty as none and refuses anything else', () => {
    expect(historyQuerySchema.parse({ status: 'unpaid' })).toMatchObject({ status: 'unpaid' });
    expect(historyQuerySchema.parse({ status: '' }).status).toBeUndefined();
    expect(historyQuerySchema.safeParse({ status: 'delivered' }).error?.issues[0]?.message).toBe(
      M.invalidOption,
    );
    expect(historyQuerySchema.safeParse({ from: '2024-02-01', to: '2024-01-01' }).success).toBe(false);
  });
});
