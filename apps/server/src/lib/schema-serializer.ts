import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Defaults are for reading input; an answer missing a field is a bug to hear about, not a
 * gap to fill quietly, so the writer gets the schema without them.
 */
function withoutDefaults(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDefaults);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'default')
      .map(([key, value]) => [key, withoutDefaults(value)]),
  );
}

/**
 * Writes an answer from its zod response schema: the schema becomes JSON Schema once, and
 * fast-json-stringify (Fastify's own serializer) compiles a writer that emits only the declared
 * fields, fails on a missing required one, and runs at JSON.stringify's speed or better.
 * Re-validating with zod on the way out cost 100 ms for 10,000 dishes (docs/decisions/0005).
 */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(withoutDefaults(jsonSchema) as object);
}

/** A Fastify serializerCompiler that serializes each response from its declared zod schema. */
export function schemaSerializer({ schema }: { schema: unknown }) {
  return compileSerializer(schema as z.ZodType);
}
