import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { createSignedInUser } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { anyValue, encodeComponent, hostileValue, urlValue, type JsonSchema } from './schema-arbitraries.ts';

/**
 * Every route, read from the OpenAPI the route schemas generate, gets malformed,
 * oversized, wrongly typed and hostile paths, queries, bodies and headers. The bar: no answer ≥ 500,
 * and every 4xx of the API is JSON `{ msg }`. A fixed seed keeps a failure reproducible; FUZZ_RUNS
 * raises the runs per route for a deeper search (`FUZZ_RUNS=500 npx vitest run … api-fuzz`).
 */
const SEED = 20_261_125;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  path: string;
  operation: Operation;
}

let testApp: TestApp;
let passwordHash: string;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '100000', LOG_LEVEL: 'silent' },
  });
  passwordHash = await hashPassword('Sunlight!2024');
});
afterAll(() => testApp.close());

function apiRoutes(app: FastifyInstance): Route[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1}x',
  '\u0000',
  '"',
  '{"a":1,"a":2}',
  '\ufeff{}',
  '{"__proto__":{"x":1}}',
];

/** A body as a client might send it: mostly JSON of the schema's shape, else anything at all. */
interface Body {
  payload?: string;
  contentType?: string;
}

function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  return fc.oneof(
    { weight: 8, arbitrary: anyValue(schema).map(json) },
    { weight: 2, arbitrary: hostileValue.map(json) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { payload: 'hello', contentType: 'text/plain' },
        { payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
        { payload: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
        { payload: '{}', contentType: 'application/json; charset=latin1' },
        { payload: '{}', contentType: undefined },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        payload: `{"a":"${'x'.repeat(70 * 1024)}"}`,
        contentType: 'application/json',
      }),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );
}

function requestFor(route: Route, tokenFor: () => Promise<string>) {
  const parameters = route.operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';

  const path = fc
    .tuple(
      ...pathParameters.map((parameter) =>
        urlValue(parameter.schema).map((value) => [parameter.name, value] as const),
      ),
    )
    .map((values) =>
      values.reduce((url, [name, value]) => url.replace(`{${name}}`, value || 'x'), route.path),
    );
  const queryEntry = fc.oneof(
    ...queryParameters.map((parameter) =>
      urlValue(parameter.schema).map((value) => `${parameter.name}=${value}`),
    ),
    fc
      .tuple(fc.string({ maxLength: 6 }), urlValue(undefined))
      .map(([key, value]) => `${encodeComponent(key)}=${value}`),
  );
  const query = fc
    .array(queryEntry, { maxLength: 4 })
    .map((entries) => (entries.length ? `?${entries.join('&')}` : ''));
  const auth = fc.constantFrom('signed-in', 'none', 'garbage', 'empty');
  const body = hasBody ? bodyFor(bodySchema) : fc.constant<Body>({});

  return fc.record({ path, query, auth, body }).map((parts) => ({
    ...parts,
    async toInject(): Promise<InjectOptions> {
      const headers: Record<string, string> = {};
      if (parts.auth === 'signed-in') headers.authorization = `Bearer ${await tokenFor()}`;
      if (parts.auth === 'garbage') headers.authorization = 'Bearer \u00ff%00not-a-token';
      if (parts.auth === 'empty') headers.authorization = '';
      if (parts.body.contentType) headers['content-type'] = parts.body.contentType;
      return {
        method: route.method as InjectOptions['method'],
        url: `${parts.path}${parts.query}`,
        headers,
        payload: parts.body.payload,
      };
    },
  }));
}

/** What is wrong with an answer, or null when it meets the bar. */
function problemWith(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  { api }: { api: boolean },
): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (!api || response.statusCode < 400) return null;
  if (!String(response.headers['content-type']).startsWith('application/json'))
    return `a ${response.statusCode} that is not JSON`;
  try {
    const body = JSON.parse(response.body) as { msg?: unknown };
    if (typeof body.msg !== 'string' || body.msg.length === 0)
      return `a ${response.statusCode} without { msg }: ${response.body.slice(0, 300)}`;
  } catch {
    return `a ${response.statusCode} with a body that is not JSON`;
  }
  return null;
}

async function fuzzRoute(route: Route, { api }: { api: boolean }): Promise<string | null> {
  // Each route its own customer, so a fuzzed sign-out or password change cannot spoil the next route's session.
  const { token } = await createSignedInUser(testApp.database.db, { passwordHash });
  const result = await fc.check(
    fc.asyncProperty(
      requestFor(route, async () => token),
      async (request) => {
        const options = await request.toInject();
        const response = await testApp.app.inject(options);
        const problem = problemWith(response, { api });
        if (problem)
          throw new Error(`${String(options.method)} ${String(options.url).slice(0, 200)}: ${problem}`);
      },
    ),
    { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
  );
  return result.failed
    ? String((result.errorInstance as Error | undefined)?.message ?? result.counterexample)
    : null;
}

describe('fuzzing every route', () => {
  it('the API: no 5xx, and every 4xx is JSON { msg }', { timeout: 240_000 }, async () => {
    const routes = apiRoutes(testApp.app);
    expect(routes.length).toBeGreaterThanOrEqual(25);

    const failures: string[] = [];
    for (const route of routes) {
      const failure = await fuzzRoute(route, { api: true });
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  });

  it('the pages outside the API (sandbox checkout, the web app): no 5xx', { timeout: 120_000 }, async () => {
    const referenceParameter: Parameter = {
      in: 'path',
      name: 'reference',
      schema: { type: 'string', pattern: '^PP-[0-9]{8}-[A-Z0-9]{6}$' },
    };
    const accessParameter: Parameter = {
      in: 'query',
      name: 'access',
      schema: { type: 'string', pattern: '^[0-9]{10}\\.[A-Za-z0-9_-]{43}$' },
    };
    const pages: Route[] = [
      {
        method: 'GET',
        path: '/sandbox/checkout/{reference}',
        operation: { parameters: [referenceParameter, accessParameter] },
      },
      {
        method: 'GET',
        path: '/sandbox/checkout/{reference}/return',
        operation: { parameters: [referenceParameter, accessParameter] },
      },
      {
        method: 'POST',
        path: '/sandbox/checkout/{reference}/{action}',
        operation: {
          parameters: [
            referenceParameter,
            accessParameter,
            { in: 'path', name: 'action', schema: { enum: ['pay', 'decline', 'cancel'] } },
          ],
        },
      },
      {
        method: 'GET',
        path: '/{page}',
        operation: { parameters: [{ in: 'path', name: 'page', schema: { type: 'string' } }] },
      },
      {
        method: 'GET',
        path: '/api/v1/{unknown}',
        operation: { parameters: [{ in: 'path', name: 'unknown', schema: { type: 'string' } }] },
      },
    ];

    const failures: string[] = [];
    for (const route of pages) {
      const failure = await fuzzRoute(route, { api: route.path.startsWith('/api/') });
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  });
});
