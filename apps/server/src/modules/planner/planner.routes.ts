import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import {
  acceptRequestSchema,
  acceptedSchema,
  plannerRulesQuerySchema,
  plannerRulesSchema,
  proposalRequestSchema,
  proposalSchema,
} from '@hearth/shared/planner';
import { authorizePlanner } from '../../access/planner.js';
import { publishMealChange } from '../meals/index.js';
import { findPlannerRules, savePlannerRules } from './planner-rules.repository.js';
import { DishFoodsCache } from './dish-foods.js';
import { PlanningLibraryCache } from './planning-library.js';
import { acceptProposal, proposeWeek } from './planner.service.js';
import { liveOriginOf } from '../events/index.js';

/**
 * Fill my week (docs/product.md#fill-my-week): the rules, set once per cook or per hearth; a
 * proposal for the empty slots of a range, saved nowhere; accepting it as planned meals.
 */
const plannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // This app's readings of its dishes' ingredients and of its cooks' libraries, each checked
  // against the database (a dish's version, a library's fingerprint) on every proposal.
  const caches = { foods: new DishFoodsCache(), libraries: new PlanningLibraryCache() };

  app.get(
    '/planner/rules',
    { schema: { tags: ['planner'], querystring: plannerRulesQuerySchema, response: { 200: plannerRulesSchema, 404: apiErrorSchema } } },
    async (request) => {
      const owner = await authorizePlanner(app.db, request.user.id, request.query.hearth_id, 'read');
      return findPlannerRules(app.db, owner);
    },
  );

  app.put(
    '/planner/rules',
    {
      schema: {
        tags: ['planner'],
        querystring: plannerRulesQuerySchema,
        body: plannerRulesSchema,
        response: { 200: plannerRulesSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const owner = await authorizePlanner(app.db, request.user.id, request.query.hearth_id, 'plan');
      await savePlannerRules(app.db, owner, request.body);
      return findPlannerRules(app.db, owner);
    },
  );

  app.post(
    '/planner/proposal',
    {
      schema: {
        tags: ['planner'],
        summary: 'Dishes proposed for the empty meal slots of up to 28 days, by the rules; nothing is saved',
        body: proposalRequestSchema,
        response: { 200: proposalSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const owner = await authorizePlanner(app.db, request.user.id, request.body.hearth_id, 'plan');
      return { seed: request.body.seed, slots: await proposeWeek(app.db, owner, request.body, caches) };
    },
  );

  app.post(
    '/planner/accept',
    {
      schema: {
        tags: ['planner'],
        summary: 'The accepted slots as planned meals, all or none (409 when one was planned meanwhile)',
        body: acceptRequestSchema,
        response: { 201: acceptedSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const owner = await authorizePlanner(app.db, request.user.id, request.body.hearth_id, 'plan');
      const meals = await acceptProposal(app.db, request.user.id, owner, request.body);
      for (const meal of meals) {
        await publishMealChange(
          app.events,
          { id: meal.id, hearthId: meal.hearth_id ?? null, creatorId: request.user.id },
          'created',
          liveOriginOf(request.headers),
        );
      }
      return reply.status(201).send({ meals });
    },
  );
};

export default plannerRoutes;
