import { Ajv, type ValidateFunction } from 'ajv';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ResponseSchema = z.ZodType | { properties: z.ZodType };
type Serialize = (data: unknown) => string;

/**
 * Checks types, enums, required, null, bounds and patterns, as the zod schema does; zod gives its
 * timestamps a `pattern`, so they are still checked. The `format` keyword alone (a URL, an e-mail) is
 * not: its checks cost as much as the rest together, and those values are built by us. Undeclared
 * properties pass here; fast-json-stringify then leaves them out.
 */
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });

/** Compiled once per distinct JSON Schema: tests build many apps, and route plugins rebuild their envelopes. */
const compiledByJsonSchema = new Map<string, { validate: ValidateFunction; stringify: Serialize }>();

/** Drops `additionalProperties: false` everywhere: undeclared properties are stripped on output, never refused. */
function allowUndeclared(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(allowUndeclared);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, allowUndeclared(value)]),
  );
}

/**
 * The JSON Schema of what `schema` puts on the wire, or null when zod alone can say it: a schema whose
 * input and output shapes differ (defaults, transforms, pipes, codecs) or that JSON Schema cannot express.
 */
function wireJsonSchema(schema: z.ZodType): Record<string, unknown> | null {
  try {
    const output = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    const input = z.toJSONSchema(schema, { io: 'input', target: 'draft-7' });
    // Only the output side says `additionalProperties: false`: zod's output drops undeclared keys.
    if (JSON.stringify(allowUndeclared(output)) !== JSON.stringify(input)) return null;
    return output;
  } catch {
    return null;
  }
}

function compile(jsonSchema: Record<string, unknown>) {
  const key = JSON.stringify(jsonSchema);
  let compiled = compiledByJsonSchema.get(key);
  if (!compiled) {
    // fast-json-stringify writes declared properties only, and picks a union's branch as zod does (the
    // first that matches) only if undeclared properties don't rule a branch out.
    const lenient = allowUndeclared(jsonSchema) as object;
    compiled = { validate: ajv.compile(lenient), stringify: fastJsonStringify(lenient) };
    compiledByJsonSchema.set(key, compiled);
  }
  return compiled;
}

/**
 * Response serializer: every response is checked against its declared schema and written with only the
 * declared properties (a stray `password_hash` never leaves), like fastify-type-provider-zod's, but
 * through a serializer compiled from the schema's JSON Schema (fast-json-stringify) instead of a zod
 * parse and `JSON.stringify` per response (decision 017: a third of a cheap request's own CPU). A response
 * that fails the check goes through zod's serializer, which throws the same error as before (a 500).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ResponseSchema> = (routeSchema) => {
  const serializeWithZod: Serialize = zodSerializerCompiler(routeSchema);
  const schema = routeSchema.schema instanceof z.ZodType ? routeSchema.schema : null;
  const jsonSchema = schema ? wireJsonSchema(schema) : null;
  if (!jsonSchema) return serializeWithZod;

  const { validate, stringify } = compile(jsonSchema);
  return (data) => (validate(data) ? stringify(data) : serializeWithZod(data));
};
