import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { daysBetween, utcToday } from '@hearth/shared/calendar-dates';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { cookedHistoryQuerySchema, cookedHistorySchema, markCookedAnswerSchema, markCookedSchema } from '@hearth/shared/cooked';
import { authorizeDishRead } from '../../access/dishes.js';
import { mealNotFound } from '../../access/meals.js';
import { changeableMealsOnDay, markDishCooked } from '../../commands/mark-dish-cooked.js';
import { ValidationError } from '../../errors.js';
import { idParams } from '../../lib/id-params.js';
import { publishMealChange } from '../meals/index.js';
import { findCookedHistory, findMeal } from '../meals/index.js';
import { findCookings } from './dish-cookings.repository.js';

/**
 * "Today" where the cook is: the server's own date or a day either side, since the cook's
 * clock may be up to 14 hours ahead of UTC or 12 behind.
 */
function isTodaySomewhere(day: string, now = Date.now()): boolean {
  return Math.abs(daysBetween(utcToday(now), day)) <= 1;
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
    const [meals, cookings, onDay] = await Promise.all([
      findCookedHistory(app.db, readerId, dishId),
      findCookings(app.db, readerId, dishId),
      day === undefined ? Promise.resolve([]) : changeableMealsOnDay(app.db, readerId, dishId, day),
    ]);
    return {
      dish_id: dishId,
      last_cooked: later(meals.lastCooked, cookings.last),
      cooked_count: meals.count + cookings.count,
      planned_meals: onDay
        .filter((meal) => meal.status === 'planned')
        .map((meal) => ({ id: meal.id, meal_type: meal.mealType, hearth_id: meal.hearthId })),
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
      const { date, meal_id: pickedMeal } = request.body;
      if (!isTodaySomewhere(date)) throw new ValidationError(`date: Must be today's date, not ${date}`);
      await authorizeDishRead(app.db, request.user.id, dishId);
      const { mealId } = await markDishCooked(app.db, request.user.id, dishId, { day: date, mealId: pickedMeal });
      if (mealId === null) return { ...(await history(request.user.id, dishId, date)), meal: null };
      const meal = (await findMeal(app.db, request.user.id, mealId)) ?? mealNotFound();
      await publishMealChange(app.events, { id: mealId, hearthId: meal.hearth_id, creatorId: request.user.id }, 'updated');
      return { ...(await history(request.user.id, dishId, date)), meal };
    },
  );
};

export default cookedRoutes;
