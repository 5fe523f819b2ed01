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
  mealScopeQuerySchema,
  mealUpdateSchema,
} from '@hearth/shared/meals';
import { repeatDates } from '@hearth/shared/meal-rules';
import { authorizeDishForMeal } from '../../access/dishes.js';
import { authorizeHearth } from '../../access/hearths.js';
import { authorizeMealChange, mealNotFound } from '../../access/meals.js';
import { idParams } from '../../lib/id-params.js';
import { linkNextPage } from '../../lib/next-page.js';
import { publishMealChange } from './meal-events.js';
import { schemaSerializer } from '../../lib/schema-serializer.js';
import { cursorAfter, readCursor } from './meal-cursor.js';
import { deleteMeal, findMeal, findMealDayBounds, insertMeal, listMealDays, listMeals, updateMeal } from './meals.repository.js';
import { deleteFollowingMeals, insertMealSeries, updateFollowingMeals } from './meal-series.repository.js';
import { liveOriginOf } from '../events/index.js';

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
        ? await insertMealSeries(
            app.db,
            request.user.id,
            input,
            repeatDates(input.date.slice(0, 10), repeat.every_weeks, repeat.until),
            dishName,
          )
        : await insertMeal(app.db, request.user.id, input, dishName);
      const meal = (await findMeal(app.db, request.user.id, id)) ?? mealNotFound();
      await publishMealChange(app.events, { id, hearthId, creatorId: request.user.id }, 'created', liveOriginOf(request.headers));
      return reply.status(201).send(meal);
    },
  );

  app.patch(
    '/meals/:id',
    {
      schema: {
        tags: ['meals'],
        summary:
          'Change or move a meal; scope=following also changes the later occurrences of its series (a move shifts each by as many days)',
        params: idParams('meal'),
        querystring: mealScopeQuerySchema,
        body: mealUpdateSchema,
        response: { 200: mealSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      const owner = await authorizeMealChange(app.db, request.user.id, id);
      const changes = request.body;
      const dishName =
        changes.dish_id !== undefined ? await authorizeDishForMeal(app.db, request.user.id, changes.dish_id, owner.hearthId) : undefined;
      if (request.query.scope === 'following') await updateFollowingMeals(app.db, owner, changes, dishName);
      else await updateMeal(app.db, id, changes, dishName);
      const meal = (await findMeal(app.db, request.user.id, id)) ?? mealNotFound();
      await publishMealChange(app.events, owner, 'updated', liveOriginOf(request.headers));
      return meal;
    },
  );

  app.delete(
    '/meals/:id',
    {
      schema: {
        tags: ['meals'],
        summary: 'Delete a meal; scope=following also deletes the later occurrences of its series',
        params: idParams('meal'),
        querystring: mealScopeQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const owner = await authorizeMealChange(app.db, request.user.id, id);
      if (request.query.scope === 'following') await deleteFollowingMeals(app.db, owner);
      else await deleteMeal(app.db, id);
      const alone = request.query.scope === 'following' ? {} : { only_this: true as const };
      await publishMealChange(app.events, owner, 'deleted', { ...liveOriginOf(request.headers), ...alone });
      return reply.status(204).send(null);
    },
  );
};

export default mealsRoutes;
