/**
 * For routes that answer long lists: their repository builds every object field by field
 * from named columns, so nothing undeclared can leak, and re-validating 10,000 rows with
 * zod on the way out would cost about 100 ms per request (docs/decisions/0005).
 * The route still declares its response schema, which documents it in OpenAPI.
 */
export function plainJsonSerializer() {
  return (data: unknown) => JSON.stringify(data);
}
