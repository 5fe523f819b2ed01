import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEALS_PER_ANSWER,
  mealCreateSchema,
  mealDaysQuerySchema,
  mealDaysSchema,
  mealListQuerySchema,
  mealSchema,
  mealScopeQuerySchema,
  mealUpdateSchema,
} from '@hearth/shared/meals';
import { repeatDates } from '@hearth/shared/meal-rules';
import { authorizeDishForMeal } from '../../access/dishes.js';
import { authorizeHearth } from '../../access/hearths.js';
import { authorizeMealChange, mealNotFound } from '../../access/meals.js';
import { idFrom, idParams } from '../../lib/id-params.js';
import { schemaSerializer } from '../../lib/schema-serializer.js';
import { cursorAfter, readCursor } from './meal-cursor.js';
import {
  deleteFollowingMeals,
  deleteMeal,
  findMeal,
  insertMeal,
  insertMealSeries,
  listMealDays,
  listMeals,
  updateFollowingMeals,
  updateMeal,
} from './meals.repository.js';

/**
 * Meals on dates, personal or in a hearth. A meal is planned with one of the planner's own
 * dishes, one of the hearth's cookbook, or none. A hearth's owners and members plan and change
 * its meals; viewers only read. "Repeat" plans ordinary meals sharing a series id, changed one
 * by one or, with `scope=following`, from one occurrence on.
 */
const mealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

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
      const next = new URLSearchParams(request.url.split('?')[1] ?? '');
      next.set('cursor', cursorAfter(page[page.length - 1]!));
      reply.header('link', `</api/meals?${next.toString()}>; rel="next"`);
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
    async (request) => {
      const hearthId = request.query.hearth_id;
      if (hearthId !== undefined) await authorizeHearth(app.db, request.user.id, hearthId, 'read');
      const days = await listMealDays(app.db, request.user.id, hearthId);
      return { first: days[0]?.date ?? null, last: days.at(-1)?.date ?? null, days };
    },
  );

  app.post(
    '/meals',
    {
      schema: {
        tags: ['meals'],
        summary: 'Plan a meal; with `repeat`, also every N weeks until a date (answers the first occurrence)',
        body: mealCreateSchema,
        response: { 201: mealSchema },
      },
    },
    async (request, reply) => {
      const { repeat, ...input } = request.body;
      const hearthId = input.hearth_id ?? null;
      if (hearthId !== null) await authorizeHearth(app.db, request.user.id, hearthId, 'plan');
      const dishName = await authorizeDishForMeal(app.db, request.user.id, input.dish_id, hearthId);
      const id = repeat
        ? await insertMealSeries(app.db, request.user.id, input, repeatDates(input.date.slice(0, 10), repeat.every_weeks, repeat.until), dishName)
        : await insertMeal(app.db, request.user.id, input, dishName);
      return reply.status(201).send((await findMeal(app.db, request.user.id, id)) ?? mealNotFound());
    },
  );

  app.patch(
    '/meals/:id',
    {
      schema: {
        tags: ['meals'],
        summary: 'Change or move a meal; scope=following also changes the later occurrences of its series (a move shifts each by as many days)',
        params: idParams,
        querystring: mealScopeQuerySchema,
        body: mealUpdateSchema,
        response: { 200: mealSchema },
      },
    },
    async (request) => {
      const id = idFrom(request.params.id, 'meal');
      const meal = await authorizeMealChange(app.db, request.user.id, id);
      const changes = request.body;
      const dishName =
        changes.dish_id !== undefined ? await authorizeDishForMeal(app.db, request.user.id, changes.dish_id, meal.hearthId) : undefined;
      if (request.query.scope === 'following') await updateFollowingMeals(app.db, meal, changes, dishName);
      else await updateMeal(app.db, id, changes, dishName);
      return (await findMeal(app.db, request.user.id, id)) ?? mealNotFound();
    },
  );

  app.delete(
    '/meals/:id',
    {
      schema: {
        tags: ['meals'],
        summary: 'Delete a meal; scope=following also deletes the later occurrences of its series',
        params: idParams,
        querystring: mealScopeQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const id = idFrom(request.params.id, 'meal');
      const meal = await authorizeMealChange(app.db, request.user.id, id);
      if (request.query.scope === 'following') await deleteFollowingMeals(app.db, meal);
      else await deleteMeal(app.db, id);
      return reply.status(204).send(null);
    },
  );
};

export default mealsRoutes;
