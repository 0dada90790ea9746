import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_PROVIDER_TEXT_LENGTH,
  PROVIDER_UNAVAILABLE_MESSAGE,
} from '../../integrations/vending/vending-provider.ts';
import { createVtpassVendingProvider } from '../../integrations/vending/vtpass.ts';
import { sendJson, startLocalHttpServer, type LocalHttpServer } from '../../test/fakes/local-http-server.ts';
import { VTPASS_CREDENTIALS } from '../../test/fakes/vtpass-server.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The stored name is the one the vending provider returns, asked over its real protocol (VTpass
 * merchant-verify) on a local HTTP server; an outage is a 503, never a saved guess.
 */

type ProviderAnswer = { status: number; body: unknown };

let answer: ProviderAnswer;
let provider: LocalHttpServer;
let testApp: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  provider = await startLocalHttpServer((_request, response) =>
    sendJson(response, answer.status, answer.body),
  );
  testApp = await createTestApp({
    integrations: {
      vending: createVtpassVendingProvider({
        baseUrl: provider.url,
        ...VTPASS_CREDENTIALS,
        timeoutMs: 20_000,
      }),
    },
  });
  ({ headers } = await createSignedInUser(testApp.database.db));
});
afterAll(async () => {
  await testApp.close();
  await provider.close();
});
beforeEach(() => {
  provider.requests.length = 0;
});

const body = {
  meter_no: '45012345678',
  provider: 'eko-electric',
  meter_type: 'postpaid',
  phone: '08031234567',
  email: '',
  name: 'Typed By The Client',
};

const post = (payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/beneficiary', headers, payload });

async function total(): Promise<number> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/beneficiary', headers });
  return response.json<{ meta: { total: number } }>().meta.total;
}

describe('POST /beneficiary against the vending provider', () => {
  it('asks the provider about that meter and stores the Customer_Name it returns', async () => {
    answer = {
      status: 200,
      body: { code: '000', content: { Customer_Name: 'OKONKWO CHIAMAKA', Address: '12 Allen Avenue' } },
    };

    const response = await post(body);

    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('OKONKWO CHIAMAKA');
    expect(provider.requests).toHaveLength(1);
    expect(provider.requests[0]).toMatchObject({
      path: '/merchant-verify',
      body: { billersCode: '45012345678', serviceID: 'eko-electric', type: 'postpaid' },
    });
  });

  it('keeps a hostile name as bounded text: no control characters, at most 200 characters, no pair split', async () => {
    const name = `ADA\u0000OBI\n${'😀'.repeat(5000)}`;
    answer = { status: 200, body: { code: '000', content: { Customer_Name: name } } };

    const response = await post({ ...body, meter_no: '45012345670' });

    expect(response.statusCode).toBe(200);
    const saved: string = response.json().data.name;
    expect(saved).toBe(`ADA OBI ${'😀'.repeat(MAX_PROVIDER_TEXT_LENGTH - 8)}`);
    expect(Array.from(saved)).toHaveLength(MAX_PROVIDER_TEXT_LENGTH);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary?name=ADA%20OBI',
      headers,
    });
    expect(listed.json().data.map((row: { name: string }) => row.name)).toEqual([saved]);
  });

  it('answers 422 on meter_no when the provider does not know the meter, and saves nothing', async () => {
    const before = await total();
    answer = {
      status: 200,
      body: { code: '000', content: { error: 'Meter number is not valid', WrongBillersCode: true } },
    };

    const response = await post({ ...body, meter_no: '45012345679' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      msg: 'Meter number is not valid',
      errors: { meter_no: ['Meter number is not valid'] },
    });
    expect(await total()).toBe(before);
  });

  it('answers 503 with a clear message when the provider is down, and saves nothing', async () => {
    const before = await total();
    answer = { status: 500, body: { error: 'internal' } };

    const response = await post({ ...body, meter_no: '45012345670' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ msg: PROVIDER_UNAVAILABLE_MESSAGE });
    expect(await total()).toBe(before);
  });
});
