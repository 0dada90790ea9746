import fc from 'fast-check';

/** The slice of JSON Schema that @fastify/swagger emits for our zod route schemas. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** Text an attacker or a broken client sends: control and broken characters, injections, odd numbers. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202e\u0041',
  '\uffff',
  '%00',
  '%',
  '%zz',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1f',
  '9'.repeat(400),
  '😀'.repeat(300),
  'a'.repeat(5000),
  'Bearer ',
  'null',
  'undefined',
  '[object Object]',
  'ada@example.ng\r\nBcc: all@example.ng',
] as const;

const hostileScalar = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  0.5,
  -0.000001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  500_000.001,
);

const hostileShape = fc.constantFrom<unknown>(
  [],
  {},
  [null],
  [[[]]],
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
);

/** What broke PostgreSQL before (decision 015): kept frequent so a short run still tries each of them. */
const BREAKING_STRINGS = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', 'a'.repeat(5000)] as const;

/** Any wrong or hostile value, whatever the field expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...BREAKING_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: hostileScalar },
  { weight: 1, arbitrary: hostileShape },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value of the schema's own shape (often valid), so requests also get past validation to the services. */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((item) => plausibleValue(item, depth + 1)));
  if (schema.allOf?.length) return plausibleValue(schema.allOf[0], depth + 1);

  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => plausibleValue({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'string': {
      const pattern = schema.pattern ? safeRegExp(schema.pattern) : null;
      if (pattern)
        return fc.stringMatching(pattern).filter((text) => text.length <= (schema.maxLength ?? 500));
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 60, 200),
      });
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1e9),
        max: Math.min(schema.maximum ?? 1_000_000, 1e9),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(anyValue(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
      return objectValue(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Mostly the schema's own shape, sometimes anything hostile. */
export function anyValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: plausibleValue(schema, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function objectValue(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const known = fc.record(
    Object.fromEntries(properties.map(([key, property]) => [key, anyValue(property, depth + 1)])),
    { requiredKeys: (schema.required ?? []).filter((key) => schema.properties?.[key]) },
  );
  // Unknown keys too: extra fields, prototype keys, hostile names.
  const extra = fc.dictionary(
    fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 8 })),
    hostileValue,
    { maxKeys: 2 },
  );
  return fc
    .tuple(known, fc.option(extra, { freq: 4 }))
    .map(([values, more]) => ({ ...(more ?? {}), ...values }));
}

/** encodeURIComponent that keeps lone surrogates as the (invalid) UTF-8 bytes a raw client would send. */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        const code = character.charCodeAt(0);
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      }
    }).join('');
  }
}

/** A path or query value as a client puts it in a URL: usually encoded, sometimes raw bytes. */
export function urlValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const text = anyValue(schema).map((value) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  );
  return fc.oneof(
    { weight: 4, arbitrary: text.map(encodeComponent) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%00',
        'x%00y',
        '%ED%A0%80',
        '%',
        '%zz',
        '%E0%A4%A',
        '..',
        '%2e%2e%2f',
        'a'.repeat(300),
      ),
    },
  );
}
