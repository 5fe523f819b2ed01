import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cookbookDishSchema, dishDetailSchema, dishInputSchema, dishListQuerySchema, dishSchema } from '@hearth/shared/dishes';
import { type DishPictures, hasTooManyPictures, settleDishPictures, TOO_MANY_PICTURES } from '@hearth/shared/dish-pictures';
import type { DishData } from '@hearth/shared/dishes';
import { ValidationError } from '../../errors.js';
import { authorizeDishRead, refuseDishChange } from '../../access/dishes.js';
import { authorizeHearth } from '../../access/hearths.js';
import { deleteDishKeepingMeals } from '../../commands/delete-dish-keeping-meals.js';
import { idParams } from '../../lib/id-params.js';
import { compileSerializer, schemaSerializer } from '../../lib/schema-serializer.js';
import { DishListCache, preferredEncoding } from './dish-list-cache.js';
import { cookbookVersion } from './dish-shares.repository.js';
import {
  findOwnedDish,
  dishLibraryVersion,
  insertDish,
  listCookbookDishes,
  listDishSummaries,
  updateOwnedDish,
} from './dishes.repository.js';

/**
 * A person's dish library. Another person's dish answers exactly like a missing one, unless it
 * is in the cookbook of a hearth they share, or a meal there uses it: then it can be read,
 * and changing it answers 403.
 */
/** A library's summaries; a hearth's cookbook adds whose each dish is (`owner_id`). */
const dishSummaryListSchema = z.array(cookbookDishSchema.partial({ owner_id: true }));
const writeSummaries = compileSerializer(dishSummaryListSchema);

const dishesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const lists = new DishListCache();

  app.get(
    '/dishes',
    {
      schema: {
        tags: ['dishes'],
        summary:
          "The caller's dishes, or with hearth_id the dishes shared into that hearth's cookbook (members only), summarised for lists with the caller's view of each one's cooking log; filter by tags (all must match), difficulty, favourites=true and min_rating; sort by rating, times_cooked, last_cooked or cooked_longest_ago (oldest first by default)",
        querystring: dishListQuerySchema,
        response: { 200: dishSummaryListSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const ownerId = request.user.id;
      const { hearth_id: hearthId, min_rating: minRating, ...rest } = request.query;
      const filters = { ...rest, minRating };
      if (hearthId !== undefined) await authorizeHearth(app.db, ownerId, hearthId, 'read');
      // Each list carries the reader's own hearts and view of the cooking log, so its copy is kept
      // per reader; its fingerprint changes with every dish added, changed or deleted (a
      // cookbook's: every share, unshare and change of a shared dish), every heart given or taken
      // back, and every cooking the reader may read recorded, changed or deleted.
      const key =
        hearthId === undefined
          ? `${ownerId}\n${JSON.stringify(request.query)}`
          : `hearth:${hearthId}\n${ownerId}\n${JSON.stringify(filters)}`;
      const version = hearthId === undefined ? await dishLibraryVersion(app.db, ownerId) : await cookbookVersion(app.db, hearthId, ownerId);
      const etag = DishListCache.etagOf(key, version);
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);

      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = await lists.body(key, version, encoding, async () =>
        writeSummaries(
          hearthId === undefined
            ? await listDishSummaries(app.db, ownerId, filters)
            : await listCookbookDishes(app.db, hearthId, ownerId, filters),
        ),
      );
      reply.header('content-type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // The bytes are this list written by its response schema's own serializer (writeSummaries),
      // kept plain and compressed; Fastify sends a Buffer as it is, which the reply's
      // schema-typed view cannot say, hence the untyped one.
      const written: FastifyReply = reply;
      return written.send(body);
    },
  );

  app.get(
    '/dishes/:id',
    // Read on every dish opened and every Shop: answered as built by the repository (decision 0005).
    { schema: { tags: ['dishes'], params: idParams('dish'), response: { 200: dishDetailSchema } }, serializerCompiler: schemaSerializer },
    async (request) => authorizeDishRead(app.db, request.user.id, request.params.id),
  );

  app.post('/dishes', { schema: { tags: ['dishes'], body: dishInputSchema, response: { 201: dishSchema } } }, async (request, reply) => {
    const dish = await insertDish(app.db, request.user.id, withSettledPictures(undefined, request.body));
    return reply.status(201).send(dish);
  });

  app.put(
    '/dishes/:id',
    { schema: { tags: ['dishes'], params: idParams('dish'), body: dishInputSchema, response: { 200: dishSchema } } },
    async (request) => {
      const id = request.params.id;
      // The stored gallery is what a client that sends none keeps (@hearth/shared/dish-pictures).
      const stored = await findOwnedDish(app.db, request.user.id, id);
      if (!stored) return refuseDishChange(app.db, request.user.id, id);
      const dish = await updateOwnedDish(app.db, request.user.id, id, withSettledPictures(stored, request.body));
      return dish ?? refuseDishChange(app.db, request.user.id, id);
    },
  );

  app.delete(
    '/dishes/:id',
    { schema: { tags: ['dishes'], params: idParams('dish'), response: { 204: z.null() } } },
    async (request, reply) => {
      const id = request.params.id;
      if (!(await deleteDishKeepingMeals(app.db, request.user.id, id))) await refuseDishChange(app.db, request.user.id, id);
      return reply.status(204).send(null);
    },
  );
};

/** The dish to store, its pictures settled; a cover added to a full gallery is refused. */
function withSettledPictures(stored: DishPictures | undefined, sent: DishData): DishData {
  const pictures = settleDishPictures(stored, sent);
  if (hasTooManyPictures(pictures)) throw new ValidationError(TOO_MANY_PICTURES, 'TOO_MANY_PICTURES');
  return { ...sent, ...pictures };
}

export default dishesRoutes;
