import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHARE_LINK_PATH, type ShareLink, shareLinkInputSchema, shareLinkSchema } from '@hearth/shared/share-links';
import { refuseDishChange } from '../../access/dishes.js';
import { NotFoundError } from '../../errors.js';
import { idParams } from '../../lib/id-params.js';
import { findOwnedDish } from '../dishes/index.js';
import { ShareLinkTokens } from './share-link-tokens.js';
import { deleteShareLink, findShareLinkOfDish, saveShareLink, type StoredShareLink } from './share-links.repository.js';

/**
 * The owner's side of a dish's public link: make it, read it again, revoke it. Only the dish's
 * owner (403 for a dish they can read through a hearth, 404 otherwise); the public page itself
 * is public-dish.routes.ts.
 */
const shareLinksRoutes: FastifyPluginAsyncZod<{ tokens: ShareLinkTokens }> = async (app, { tokens }) => {
  app.addHook('onRequest', app.authenticate);
  const params = idParams('dish');

  function answer(link: StoredShareLink): ShareLink {
    const token = tokens.tokenFor(link.dishId, link.nonce);
    return { url: `${app.config.publicUrl}${SHARE_LINK_PATH}${token}`, created_at: link.createdAt, indexable: link.indexable };
  }

  async function ownedDishId(userId: string, dishId: number): Promise<number> {
    if (!(await findOwnedDish(app.db, userId, dishId))) await refuseDishChange(app.db, userId, dishId);
    return dishId;
  }

  app.post(
    '/dishes/:id/share-link',
    {
      schema: {
        tags: ['share links'],
        summary: "Make the dish's public link (or change whether search engines may index it); answers 201 when made",
        params,
        // A POST with no body at all makes the link with the defaults.
        body: shareLinkInputSchema.nullish(),
        response: { 200: shareLinkSchema, 201: shareLinkSchema },
      },
    },
    async (request, reply) => {
      const dishId = await ownedDishId(request.user.id, request.params.id);
      const indexable = request.body?.indexable ?? false;
      const existing = await findShareLinkOfDish(app.db, dishId);
      const nonce = ShareLinkTokens.freshNonce();
      const saved = await saveShareLink(app.db, {
        dishId,
        nonce,
        tokenHash: ShareLinkTokens.hash(tokens.tokenFor(dishId, nonce)),
        indexable,
      });
      return reply.status(existing ? 200 : 201).send(answer(saved));
    },
  );

  app.get(
    '/dishes/:id/share-link',
    {
      schema: {
        tags: ['share links'],
        summary: "The dish's public link; 404 SHARE_LINK_NOT_FOUND when it has none",
        params,
        response: { 200: shareLinkSchema },
      },
    },
    async (request) => {
      const dishId = await ownedDishId(request.user.id, request.params.id);
      const link = await findShareLinkOfDish(app.db, dishId);
      if (!link) throw new NotFoundError('This dish has no public link.', 'SHARE_LINK_NOT_FOUND');
      return answer(link);
    },
  );

  app.delete(
    '/dishes/:id/share-link',
    {
      schema: {
        tags: ['share links'],
        summary: 'Revoke the public link: its address answers 404 from now on (204 also when there was none)',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const dishId = await ownedDishId(request.user.id, request.params.id);
      await deleteShareLink(app.db, dishId);
      return reply.status(204).send(null);
    },
  );
};

export default shareLinksRoutes;
