import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './json-schema-arbitrary.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route as its schemas describe it: what the catalogue fuzzes. */
export interface CatalogueRoute {
  method: Method;
  /** OpenAPI form, /api/dishes/{id}. */
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  body: JsonSchema | undefined;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every route with a schema, from the route table @fastify/swagger collected (an onRoute hook)
 * with each zod schema turned into JSON Schema by fastify-type-provider-zod. Routes the
 * libraries own (auth, docs) are hidden there and fuzzed separately.
 */
export function describedRoutes(app: FastifyInstance): CatalogueRoute[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: CatalogueRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [name, operation] of Object.entries(operations)) {
      const method = name.toUpperCase() as Method;
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      routes.push({
        method,
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        query: parameters
          .filter((parameter) => parameter.in === 'query')
          .map(({ name: key, schema, required }) => ({ name: key, schema, required: required === true })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return routes;
}

/**
 * Every registered method and URL, read from Fastify's own route tree (printRoutes), in
 * OpenAPI form. Compared with describedRoutes, it shows a route that escaped the catalogue.
 */
export function registeredRoutes(app: FastifyInstance): Array<{ method: string; path: string }> {
  const found: Array<{ method: string; path: string }> = [];
  const ancestors: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    ancestors.length = depth;
    const path = ancestors.join('') + (match[2] ?? '');
    ancestors.push(match[2] ?? '');
    for (const method of (match[3] ?? '')
      .split(',')
      .map((text) => text.trim())
      .filter(Boolean)) {
      found.push({ method, path: path.replace(/:(\w+)/g, '{$1}') });
    }
  }
  return found;
}
