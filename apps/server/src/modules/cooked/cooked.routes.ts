import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookedHistorySchema, markCookedAnswerSchema, markCookedSchema } from '@hearth/shared/cooked';
import { authorizeDishRead } from '../../access/dishes.js';
import { mealNotFound } from '../../access/meals.js';
import { markDishCooked } from '../../commands/mark-dish-cooked.js';
import { ValidationError } from '../../errors.js';
import { idFrom, idParams } from '../../lib/id-params.js';
import { publishMealChange } from '../meals/meal-events.js';
import { findCookedHistory, findMeal } from '../meals/meals.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Today" where the cook is: the server's own date or a day either side, since the cook's
 * clock may be up to 14 hours ahead of UTC or 12 behind.
 */
function isTodaySomewhere(day: string, now = Date.now()): boolean {
  const distance = Math.abs(Date.parse(`${day}T12:00:00.000Z`) - Date.parse(`${new Date(now).toISOString().slice(0, 10)}T12:00:00.000Z`));
  return distance <= DAY_MS;
}

/**
 * Made it: how often and when a dish was last cooked, and marking it cooked today. Anyone who
 * may read the dish reads its history, counted from the meals they can see.
 */
const cookedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  async function history(readerId: string, dishId: number) {
    const { lastCooked, count } = await findCookedHistory(app.db, readerId, dishId);
    return { dish_id: dishId, last_cooked: lastCooked, cooked_count: count };
  }

  app.get(
    '/dishes/:id/cooked',
    {
      schema: {
        tags: ['dishes'],
        summary: 'How many times the dish was cooked and the day it was last cooked, from meals marked cooked or eaten',
        params: idParams,
        response: { 200: cookedHistorySchema },
      },
    },
    async (request) => {
      const dishId = idFrom(request.params.id, 'dish');
      await authorizeDishRead(app.db, request.user.id, dishId);
      return history(request.user.id, dishId);
    },
  );

  app.post(
    '/dishes/:id/cooked',
    {
      schema: {
        tags: ['dishes'],
        summary: "Marks today's meal with the dish cooked, or plans one today already cooked (201)",
        params: idParams,
        body: markCookedSchema,
        response: { 200: markCookedAnswerSchema, 201: markCookedAnswerSchema },
      },
    },
    async (request, reply) => {
      const dishId = idFrom(request.params.id, 'dish');
      const { date, meal_type: mealType } = request.body;
      if (!isTodaySomewhere(date)) throw new ValidationError(`date: Must be today's date, not ${date}`);
      await authorizeDishRead(app.db, request.user.id, dishId);
      const { mealId, planned } = await markDishCooked(app.db, request.user.id, dishId, { day: date, mealType });
      const meal = (await findMeal(app.db, request.user.id, mealId)) ?? mealNotFound();
      // A personal meal marked here is the cook's own; a hearth's goes to its members.
      await publishMealChange(
        app.events,
        { id: mealId, hearthId: meal.hearth_id, creatorId: request.user.id },
        planned ? 'created' : 'updated',
      );
      return reply.status(planned ? 201 : 200).send({ ...(await history(request.user.id, dishId)), meal });
    },
  );
};

export default cookedRoutes;
