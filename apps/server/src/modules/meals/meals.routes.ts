import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEAL_DAYS_PER_ANSWER,
  MEALS_PER_ANSWER,
  mealCreateSchema,
  mealDaysQuerySchema,
  mealDaysSchema,
  mealListQuerySchema,
  mealSchema,
  mealUpdateSchema,
} from '@hearth/shared/meals';
import { authorizeDishForMeal } from '../../access/dishes.js';
import { authorizeHearth } from '../../access/hearths.js';
import { authorizeMealChange, mealNotFound } from '../../access/meals.js';
import { idFrom, idParams } from '../../lib/id-params.js';
import { linkNextPage } from '../../lib/next-page.js';
import { schemaSerializer } from '../../lib/schema-serializer.js';
import { cursorAfter, readCursor } from './meal-cursor.js';
import { deleteMeal, findMeal, findMealDayBounds, insertMeal, listMealDays, listMeals, updateMeal } from './meals.repository.js';

/**
 * Meals on dates, personal or in a hearth. A meal is planned with one of the planner's own
 * dishes, or none. A hearth's owners and members plan and change its meals; viewers only read.
 */
const mealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  /** Tells the timelines showing the meal (its planner's, or its hearth's members') that it changed. */
  function published(meal: { id: number; hearthId: number | null; creatorId: string }, change: 'created' | 'updated' | 'deleted') {
    const audience = meal.hearthId === null ? { userId: meal.creatorId } : { hearthId: meal.hearthId };
    return app.events.publish(audience, { type: 'meal.changed', meal_id: meal.id, hearth_id: meal.hearthId, change });
  }

  app.get(
    '/meals',
    {
      schema: { tags: ['meals'], querystring: mealListQuerySchema, response: { 200: z.array(mealSchema) } },
      serializerCompiler: schemaSerializer,
    },
    async (request, reply) => {
      const { include_dishes: includeDishes, hearth_id: hearthId, cursor, ...range } = request.query;
      const after = cursor === undefined ? undefined : readCursor(cursor);
      if (hearthId !== undefined) await authorizeHearth(app.db, request.user.id, hearthId, 'read');
      // One more than an answer holds, to know whether there is a next page.
      const meals = await listMeals(app.db, request.user.id, { ...range, hearthId, after, limit: MEALS_PER_ANSWER + 1 }, includeDishes);
      if (meals.length <= MEALS_PER_ANSWER) return meals;
      const page = meals.slice(0, MEALS_PER_ANSWER);
      linkNextPage(request, reply, 'cursor', cursorAfter(page.at(-1)!));
      return page;
    },
  );

  app.get(
    '/meals/days',
    {
      schema: {
        tags: ['meals'],
        summary: "The timeline's outline: the first and last day with a meal, and each day with meals and how many",
        querystring: mealDaysQuerySchema,
        response: { 200: mealDaysSchema },
      },
      serializerCompiler: schemaSerializer,
    },
    async (request, reply) => {
      const { hearth_id: hearthId, after } = request.query;
      if (hearthId !== undefined) await authorizeHearth(app.db, request.user.id, hearthId, 'read');
      // One more than an answer holds, to know whether there is a next page.
      const days = await listMealDays(app.db, request.user.id, hearthId, { after, limit: MEAL_DAYS_PER_ANSWER + 1 });
      if (!after && days.length <= MEAL_DAYS_PER_ANSWER) return { first: days[0]?.date ?? null, last: days.at(-1)?.date ?? null, days };
      const page = days.slice(0, MEAL_DAYS_PER_ANSWER);
      if (days.length > MEAL_DAYS_PER_ANSWER) linkNextPage(request, reply, 'after', page.at(-1)!.date);
      return { ...(await findMealDayBounds(app.db, request.user.id, hearthId)), days: page };
    },
  );

  app.post(
    '/meals',
    { schema: { tags: ['meals'], body: mealCreateSchema, response: { 201: mealSchema } } },
    async (request, reply) => {
      const input = request.body;
      if (input.hearth_id != null) await authorizeHearth(app.db, request.user.id, input.hearth_id, 'plan');
      const dishName = await authorizeDishForMeal(app.db, request.user.id, input.dish_id);
      const id = await insertMeal(app.db, request.user.id, input, dishName);
      const meal = (await findMeal(app.db, request.user.id, id)) ?? mealNotFound();
      await published({ id, hearthId: meal.hearth_id, creatorId: request.user.id }, 'created');
      return reply.status(201).send(meal);
    },
  );

  app.patch(
    '/meals/:id',
    { schema: { tags: ['meals'], params: idParams, body: mealUpdateSchema, response: { 200: mealSchema } } },
    async (request) => {
      const id = idFrom(request.params.id, 'meal');
      const owner = await authorizeMealChange(app.db, request.user.id, id);
      const changes = request.body;
      const dishName = changes.dish_id !== undefined ? await authorizeDishForMeal(app.db, request.user.id, changes.dish_id) : undefined;
      await updateMeal(app.db, id, changes, dishName);
      const meal = (await findMeal(app.db, request.user.id, id)) ?? mealNotFound();
      await published({ id, ...owner }, 'updated');
      return meal;
    },
  );

  app.delete(
    '/meals/:id',
    { schema: { tags: ['meals'], params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const id = idFrom(request.params.id, 'meal');
      const owner = await authorizeMealChange(app.db, request.user.id, id);
      await deleteMeal(app.db, id);
      await published({ id, ...owner }, 'deleted');
      return reply.status(204).send(null);
    },
  );
};

export default mealsRoutes;
