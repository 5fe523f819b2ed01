import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEALS_PER_ANSWER, mealCreateSchema, mealListQuerySchema, mealSchema, mealUpdateSchema } from '@hearth/shared/meals';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { plainJsonSerializer } from '../../lib/plain-json-serializer.js';
import { findOwnedDish } from '../dishes/dishes.repository.js';
import { findRole } from '../hearths/hearths.repository.js';
import { requireRole } from '../hearths/hearths.service.js';
import { cursorAfter, readCursor } from './meal-cursor.js';
import { deleteMeal, findMeal, findMealOwnership, insertMeal, listMeals, updateMeal } from './meals.repository.js';

const idParams = z.object({ id: z.string() });

function mealIdFrom(params: { id: string }): number {
  const id = /^[1-9]\d{0,15}$/.test(params.id) ? Number(params.id) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new ValidationError(`Invalid meal ID: ${params.id}`, 'INVALID_MEAL_ID');
  return id;
}

function mealNotFound(): never {
  throw new NotFoundError('Meal not found', 'MEAL_NOT_FOUND');
}

/**
 * Meals on dates, personal or in a hearth. A meal is planned with one of the planner's own
 * dishes, or none. A hearth's owners and members plan and change its meals; viewers only read.
 */
const mealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  /** The dish's name when the user may plan with it; a 400 otherwise. */
  async function plannableDishName(userId: string, dishId: number | null): Promise<string | null> {
    if (dishId === null) return null;
    const dish = await findOwnedDish(app.db, userId, dishId);
    if (!dish) throw new ValidationError('Dish not found', 'DISH_NOT_FOUND');
    return dish.dishName;
  }

  /**
   * A personal meal is its planner's alone; a hearth's meal is its owners' and members'.
   * Someone who cannot even see the meal (an ex-member too) gets the same 404 as for a missing one.
   */
  async function requireChangeableMeal(userId: string, id: number) {
    const meal = (await findMealOwnership(app.db, id)) ?? mealNotFound();
    if (meal.hearthId === null) {
      if (meal.creatorId !== userId) mealNotFound();
      return;
    }
    const role = await findRole(app.db, meal.hearthId, userId);
    if (role === 'owner' || role === 'member') return;
    if (role === 'viewer') throw new ForbiddenError('Only owners and members of this hearth can change its meals.');
    // Planning a meal in a hearth gives no claim on it after leaving the hearth.
    mealNotFound();
  }

  app.get(
    '/meals',
    {
      schema: { tags: ['meals'], querystring: mealListQuerySchema, response: { 200: z.array(mealSchema) } },
      serializerCompiler: plainJsonSerializer,
    },
    async (request, reply) => {
      const { include_dishes: includeDishes, hearth_id: hearthId, cursor, ...range } = request.query;
      const after = cursor === undefined ? undefined : readCursor(cursor);
      if (hearthId !== undefined) await requireRole(app.db, hearthId, request.user.id, ['owner', 'member', 'viewer']);
      // One more than an answer holds, to know whether there is a next page.
      const meals = await listMeals(app.db, request.user.id, { ...range, hearthId, after, limit: MEALS_PER_ANSWER + 1 }, includeDishes);
      if (meals.length <= MEALS_PER_ANSWER) return meals;
      const page = meals.slice(0, MEALS_PER_ANSWER);
      const next = new URLSearchParams(request.url.split('?')[1] ?? '');
      next.set('cursor', cursorAfter(page[page.length - 1]!));
      reply.header('link', `</api/meals?${next.toString()}>; rel="next"`);
      return page;
    },
  );

  app.post(
    '/meals',
    { schema: { tags: ['meals'], body: mealCreateSchema, response: { 201: mealSchema } } },
    async (request, reply) => {
      const input = request.body;
      if (input.hearth_id != null) await requireRole(app.db, input.hearth_id, request.user.id, ['owner', 'member']);
      const dishName = await plannableDishName(request.user.id, input.dish_id);
      const id = await insertMeal(app.db, request.user.id, input, dishName);
      return reply.status(201).send((await findMeal(app.db, request.user.id, id)) ?? mealNotFound());
    },
  );

  app.patch(
    '/meals/:id',
    { schema: { tags: ['meals'], params: idParams, body: mealUpdateSchema, response: { 200: mealSchema } } },
    async (request) => {
      const id = mealIdFrom(request.params);
      await requireChangeableMeal(request.user.id, id);
      const changes = request.body;
      const dishName = changes.dish_id !== undefined ? await plannableDishName(request.user.id, changes.dish_id) : undefined;
      await updateMeal(app.db, id, changes, dishName);
      return (await findMeal(app.db, request.user.id, id)) ?? mealNotFound();
    },
  );

  app.delete(
    '/meals/:id',
    { schema: { tags: ['meals'], params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const id = mealIdFrom(request.params);
      await requireChangeableMeal(request.user.id, id);
      await deleteMeal(app.db, id);
      return reply.status(204).send(null);
    },
  );
};

export default mealsRoutes;
