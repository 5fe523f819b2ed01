import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dishDetailSchema, dishInputSchema, dishListQuerySchema, dishSchema, dishSummarySchema } from '@hearth/shared/dishes';
import type { DishSummary } from '@hearth/shared/dishes';
import { authorizeDishRead, refuseDishChange } from '../../access/dishes.js';
import { deleteDishKeepingMeals } from '../../commands/delete-dish-keeping-meals.js';
import { idFrom, idParams } from '../../lib/id-params.js';
import { compileSerializer, schemaSerializer } from '../../lib/schema-serializer.js';
import { DishListCache, preferredEncoding } from './dish-list-cache.js';
import { dishLibraryVersion, insertDish, listDishSummaries, updateOwnedDish } from './dishes.repository.js';

/**
 * A person's dish library. Another person's dish answers exactly like a missing one, unless a
 * hearth they share plans meals with it: then it can be read, and changing it answers 403.
 */
const dishSummaryListSchema = z.array(dishSummarySchema);
const writeSummaries = compileSerializer(dishSummaryListSchema);

const dishesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const lists = new DishListCache();

  app.get(
    '/dishes',
    {
      schema: {
        tags: ['dishes'],
        summary: "The caller's dishes, summarised for lists; filter by tags (all must match) and difficulty",
        querystring: dishListQuerySchema,
        response: { 200: dishSummaryListSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const ownerId = request.user.id;
      const key = `${ownerId}\n${JSON.stringify(request.query)}`;
      const version = await dishLibraryVersion(app.db, ownerId);
      const etag = DishListCache.etagOf(key, version);
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);

      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = await lists.body(key, version, encoding, async () => writeSummaries(await listDishSummaries(app.db, ownerId, request.query)));
      reply.header('content-type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // The bytes are this list written by its response schema's own serializer (writeSummaries),
      // kept plain and compressed; Fastify sends a Buffer as it is.
      return reply.send(body as unknown as DishSummary[]);
    },
  );

  app.get(
    '/dishes/:id',
    // Read on every dish opened and every Shop: answered as built by the repository (decision 0005).
    { schema: { tags: ['dishes'], params: idParams, response: { 200: dishDetailSchema } }, serializerCompiler: schemaSerializer },
    async (request) => authorizeDishRead(app.db, request.user.id, idFrom(request.params.id, 'dish')),
  );

  app.post(
    '/dishes',
    { schema: { tags: ['dishes'], body: dishInputSchema, response: { 201: dishSchema } } },
    async (request, reply) => {
      const dish = await insertDish(app.db, request.user.id, request.body);
      return reply.status(201).send(dish);
    },
  );

  app.put(
    '/dishes/:id',
    { schema: { tags: ['dishes'], params: idParams, body: dishInputSchema, response: { 200: dishSchema } } },
    async (request) => {
      const id = idFrom(request.params.id, 'dish');
      return (await updateOwnedDish(app.db, request.user.id, id, request.body)) ?? refuseDishChange(app.db, request.user.id, id);
    },
  );

  app.delete(
    '/dishes/:id',
    { schema: { tags: ['dishes'], params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const id = idFrom(request.params.id, 'dish');
      if (!(await deleteDishKeepingMeals(app.db, request.user.id, id))) await refuseDishChange(app.db, request.user.id, id);
      return reply.status(204).send(null);
    },
  );
};

export default dishesRoutes;
