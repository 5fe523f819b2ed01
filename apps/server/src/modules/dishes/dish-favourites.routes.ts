import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dishFavouriteSchema } from '@hearth/shared/dishes';
import { authorizeDishRead } from '../../access/dishes.js';
import { idParams } from '../../lib/id-params.js';
import { addFavourite, removeFavourite } from './dish-favourites.repository.js';

function favouriteRouteSchema(summary: string) {
  return { tags: ['dishes'], summary, params: idParams('dish'), response: { 200: dishFavouriteSchema } };
}

/**
 * A cook's hearts: any dish they can read (their own, or one a hearth lets them read) can be
 * hearted, and the heart is theirs alone. Both calls may be repeated and answer the same.
 */
const dishFavouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.put('/dishes/:id/favourite', { schema: favouriteRouteSchema('Heart the dish (one the caller can read)') }, async (request) => {
    await authorizeDishRead(app.db, request.user.id, request.params.id);
    await addFavourite(app.db, request.user.id, request.params.id);
    return { favourite: true };
  });

  app.delete('/dishes/:id/favourite', { schema: favouriteRouteSchema('Take the heart off the dish') }, async (request) => {
    await authorizeDishRead(app.db, request.user.id, request.params.id);
    await removeFavourite(app.db, request.user.id, request.params.id);
    return { favourite: false };
  });
};

export default dishFavouritesRoutes;
