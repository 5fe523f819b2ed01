import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import {
  mealPlanListQuerySchema,
  mealPlanListSchema,
  shoppingListRequestSchema,
  shoppingListResponseSchema,
} from '@hearth/shared/shopping';
import { authorizeHearth } from '../../access/hearths.js';
import { ServiceUnavailableError } from '../../errors.js';
import { INSTACART_NOT_CONFIGURED, InstacartClient } from './instacart.client.js';
import { buildMealPlanList } from './meal-plan-list.service.js';
import { findShoppingLink, saveShoppingLink } from './shopping-links.repository.js';
import { REUSE_MARGIN_MS, buildShoppingListPage, linkExpiry, shoppingPageHash } from './shopping-page.js';

/** Hands a dish, or a reviewed list, to Instacart as a shopping-list page. */
const shoppingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { instacart: settings, publicUrl } = app.config;
  const instacart = new InstacartClient({ ...settings, log: app.log.child({ service: 'instacart' }) });

  app.post(
    '/instacart/shopping-list',
    {
      // Before the body is read: a stranger learns nothing about what the body should be.
      onRequest: app.authenticate,
      schema: {
        tags: ['shopping'],
        summary: 'Create (or reuse) an Instacart shopping-list page',
        body: shoppingListRequestSchema,
        response: {
          200: shoppingListResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          422: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
          504: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!instacart.isConfigured) {
        throw new ServiceUnavailableError(INSTACART_NOT_CONFIGURED, 'INSTACART_NOT_CONFIGURED');
      }
      const page = buildShoppingListPage(request.body, publicUrl);
      const requestHash = shoppingPageHash(page, settings.baseUrl);
      const now = new Date();

      // Each Instacart call makes a new page; the same list gets the page it already has.
      const existing = await findShoppingLink(app.db, requestHash, new Date(now.getTime() + REUSE_MARGIN_MS));
      if (existing) return { products_link_url: existing };

      const productsLinkUrl = await instacart.createShoppingListPage(page);
      try {
        await saveShoppingLink(app.db, { requestHash, productsLinkUrl, createdAt: now, expiresAt: linkExpiry(now) });
      } catch (error) {
        // The page exists either way; failing to remember it must not cost the cook their list.
        request.log.error({ err: error }, 'could not store the Instacart page for reuse');
      }
      return { products_link_url: productsLinkUrl };
    },
  );

  app.get(
    '/shopping/meal-plan',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['shopping'],
        summary: 'One merged shopping list for the meals planned between two dates, to review before sending',
        querystring: mealPlanListQuerySchema,
        response: { 200: mealPlanListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { hearth_id: hearthId, ...range } = request.query;
      if (hearthId !== undefined) await authorizeHearth(app.db, request.user.id, hearthId, 'plan');
      return buildMealPlanList(app.db, { readerId: request.user.id, hearthId, ...range });
    },
  );
};

export default shoppingRoutes;
