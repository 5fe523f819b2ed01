import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daysBetween, utcToday } from '@hearth/shared/calendar-dates';
import { apiErrorSchema } from '@hearth/shared/api-error';
import {
  cookedHistoryQuerySchema,
  cookedHistorySchema,
  cookingChangeSchema,
  markCookedAnswerSchema,
  markCookedSchema,
} from '@hearth/shared/cooked';
import { authorizeDishRead } from '../../access/dishes.js';
import { mealNotFound } from '../../access/meals.js';
import { changeableMealsOnDay, markDishCooked } from '../../commands/mark-dish-cooked.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { idParams, pathId } from '../../lib/id-params.js';
import { publishMealChange } from '../meals/index.js';
import { findCookedHistory, findMeal } from '../meals/index.js';
import { deleteCooking, findCookingLog, findCookings, updateCooking } from './dish-cookings.repository.js';
import { liveOriginOf } from '../events/index.js';

const entryParams = z.object({ id: pathId('dish'), entryId: pathId('cooking') });

function entryNotFound(): never {
  throw new NotFoundError('Cooking log entry not found', 'COOKING_NOT_FOUND');
}

/**
 * Not after today anywhere: the server's own date or the day after, since the cook's clock
 * may be up to 14 hours ahead of UTC. A cooking can be logged for any day before.
 */
function isNotAfterToday(day: string, now = Date.now()): boolean {
  return daysBetween(utcToday(now), day) <= 1;
}

function refuseFutureDay(day: string, field: string): void {
  if (!isNotAfterToday(day)) throw new ValidationError(`${field}: Must be today or an earlier day, not ${day}`);
}

function later(first: string | null, second: string | null): string | null {
  if (first === null) return second;
  if (second === null) return first;
  return first > second ? first : second;
}

/**
 * Made it: how often and when a dish was last cooked, and marking it cooked today. Anyone who
 * may read the dish reads its history, counted from the meals they can see and the cookings
 * they recorded on the dish.
 */
const cookedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  async function history(readerId: string, dishId: number, day?: string) {
    const [meals, cookings, onDay, log] = await Promise.all([
      findCookedHistory(app.db, readerId, dishId),
      findCookings(app.db, readerId, dishId),
      day === undefined ? Promise.resolve([]) : changeableMealsOnDay(app.db, readerId, dishId, day),
      findCookingLog(app.db, readerId, dishId),
    ]);
    return {
      dish_id: dishId,
      last_cooked: later(meals.lastCooked, cookings.last),
      cooked_count: meals.count + cookings.count,
      planned_meals: onDay
        .filter((meal) => meal.status === 'planned')
        .map((meal) => ({ id: meal.id, meal_type: meal.mealType, hearth_id: meal.hearthId })),
      log: log.log,
      average_rating: log.averageRating,
      rating_count: log.ratingCount,
    };
  }

  app.get(
    '/dishes/:id/cooked',
    {
      schema: {
        tags: ['dishes'],
        summary:
          'How many times the dish was cooked and the day it was last cooked; with ?date, its planned meals that day the cook may mark',
        params: idParams('dish'),
        querystring: cookedHistoryQuerySchema,
        response: { 200: cookedHistorySchema },
      },
    },
    async (request) => {
      const dishId = request.params.id;
      await authorizeDishRead(app.db, request.user.id, dishId);
      return history(request.user.id, dishId, request.query.date);
    },
  );

  app.post(
    '/dishes/:id/cooked',
    {
      schema: {
        tags: ['dishes'],
        summary: 'Marks the planned meal the cook picked cooked, or records the cooking on the dish; never plans a meal',
        params: idParams('dish'),
        body: markCookedSchema,
        response: { 200: markCookedAnswerSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const dishId = request.params.id;
      const { date, meal_id: pickedMeal, ...details } = request.body;
      refuseFutureDay(date, 'date');
      await authorizeDishRead(app.db, request.user.id, dishId);
      const { mealId, entryId } = await markDishCooked(app.db, request.user.id, dishId, { day: date, mealId: pickedMeal, details });
      if (mealId === null) return { ...(await history(request.user.id, dishId, date)), meal: null, entry_id: entryId };
      const meal = (await findMeal(app.db, request.user.id, mealId)) ?? mealNotFound();
      await publishMealChange(
        app.events,
        { id: mealId, hearthId: meal.hearth_id, creatorId: request.user.id },
        'updated',
        liveOriginOf(request.headers),
      );
      return { ...(await history(request.user.id, dishId, date)), meal, entry_id: entryId };
    },
  );

  app.patch(
    '/dishes/:id/cooked/:entryId',
    {
      schema: {
        tags: ['dishes'],
        summary: "Changes the day, rating, note or photo of a cooking in the dish's log; only its writer",
        params: entryParams,
        body: cookingChangeSchema,
        response: { 200: cookedHistorySchema },
      },
    },
    async (request) => {
      const { id: dishId, entryId } = request.params;
      if (request.body.cooked_on !== undefined) refuseFutureDay(request.body.cooked_on, 'cooked_on');
      await authorizeDishRead(app.db, request.user.id, dishId);
      try {
        const changed = await updateCooking(app.db, { id: entryId, dishId, userId: request.user.id }, request.body);
        if (!changed) entryNotFound();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ConflictError('This dish already has a cooking of yours on that day.', 'COOKING_DAY_TAKEN');
      }
      return history(request.user.id, dishId);
    },
  );

  app.delete(
    '/dishes/:id/cooked/:entryId',
    {
      schema: {
        tags: ['dishes'],
        summary: "Deletes a cooking from the dish's log; only its writer",
        params: entryParams,
        response: { 200: cookedHistorySchema },
      },
    },
    async (request) => {
      const { id: dishId, entryId } = request.params;
      await authorizeDishRead(app.db, request.user.id, dishId);
      if (!(await deleteCooking(app.db, { id: entryId, dishId, userId: request.user.id }))) entryNotFound();
      return history(request.user.id, dishId);
    },
  );
};

export default cookedRoutes;
