import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STORED_IMAGE_PATH } from '@hearth/shared/dish-rules';
import { SHARE_LINK_PATH, SHARE_LINK_TOKEN } from '@hearth/shared/share-links';
import { clampServings } from '@hearth/shared/scaling';
import { NotFoundError, UnauthorizedError } from '../../errors.js';
import { messagesIn, recipientLocale } from '../../i18n/messages.js';
import { findDishById, insertDish } from '../dishes/index.js';
import { findImage } from '../images/index.js';
import { PUBLIC_DISH_POLICY, renderMissingDishPage, renderPublicDishPage } from './public-dish-page.js';
import { ShareLinkTokens } from './share-link-tokens.js';
import { findShareLinkByTokenHash } from './share-links.repository.js';

const tokenParams = z.object({ token: z.string() });
const pageQuery = z.object({ servings: z.string().max(12).optional() });

/**
 * What anyone with a dish's public link reads, with no account: the page (rendered here,
 * complete without JavaScript), its picture, and, for a visitor signed in to this server,
 * "Save to my dishes". A wrong, revoked or overlong token answers 404 after one hash and one
 * lookup; every read counts against the reader's address (rate-limits.ts).
 */
const publicDishRoutes: FastifyPluginAsyncZod<{ tokens: ShareLinkTokens }> = async (app, { tokens }) => {
  const { publicUrl } = app.config;

  /** The dish behind a token, or undefined when the token opens nothing (unknown, revoked, or not ours). */
  async function sharedDish(token: string) {
    if (!SHARE_LINK_TOKEN.test(token)) return undefined;
    const link = await findShareLinkByTokenHash(app.db, ShareLinkTokens.hash(token));
    // The stored hash was made with this server's secret; a token made under another opens nothing.
    if (!link || tokens.tokenFor(link.dishId, link.nonce) !== token) return undefined;
    const dish = await findDishById(app.db, link.dishId);
    return dish && { dish, link };
  }

  app.get(`${SHARE_LINK_PATH}:token`, { schema: { hide: true, params: tokenParams, querystring: pageQuery } }, async (request, reply) => {
    await app.limits.publicPageReads.take(request.ip);
    const locale = recipientLocale(null, request.headers['accept-language']);
    const i18n = messagesIn(locale);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PUBLIC_DISH_POLICY)
      // Revoking must work at once: no cache may answer for the page without asking.
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie');
    const shared = await sharedDish(request.params.token);
    if (!shared) return reply.status(404).header('x-robots-tag', 'noindex').send(renderMissingDishPage(i18n, locale));

    const { dish, link } = shared;
    const url = `${publicUrl}${SHARE_LINK_PATH}${request.params.token}`;
    const imageUrl = STORED_IMAGE_PATH.test(dish.imageUrl) ? `${url}/picture` : dish.imageUrl;
    const asked = request.query.servings === undefined ? null : clampServings(Number(request.query.servings));
    if (!link.indexable) reply.header('x-robots-tag', 'noindex');
    return reply.send(
      renderPublicDishPage({
        dish,
        url,
        imageUrl,
        servings: dish.servings === null ? null : asked,
        indexable: link.indexable,
        canSave: app.credentialOf(request) !== undefined,
        saveAction: `/api/shared-dishes/${request.params.token}/save`,
        locale,
        i18n,
      }),
    );
  });

  app.get(`${SHARE_LINK_PATH}:token/picture`, { schema: { hide: true, params: tokenParams } }, async (request, reply) => {
    await app.limits.publicPageReads.take(request.ip);
    const shared = await sharedDish(request.params.token);
    const imageId = shared && STORED_IMAGE_PATH.test(shared.dish.imageUrl) ? shared.dish.imageUrl.split('/').pop()! : undefined;
    const image = imageId ? await findImage(app.db, imageId) : undefined;
    if (!image) throw new NotFoundError('Image not found', 'IMAGE_NOT_FOUND');
    // Short-lived, so a revoked link's picture is gone from caches soon after the page is.
    return reply.header('content-type', image.contentType).header('cache-control', 'public, max-age=300').send(image.bytes);
  });

  await app.register(async (scope) => {
    // The page's form sends an empty urlencoded body; nothing in it is read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/shared-dishes/:token/save',
      {
        schema: {
          tags: ['share links'],
          summary: "Save a dish shared by a public link to the signed-in cook's dishes; answers 303 to the new dish",
          params: tokenParams,
        },
      },
      async (request, reply) => {
        try {
          await app.authenticate(request, reply);
        } catch (error) {
          if (!(error instanceof UnauthorizedError)) throw error;
          return reply.redirect('/login', 303);
        }
        const shared = await sharedDish(request.params.token);
        if (!shared) throw new NotFoundError('This link no longer opens a dish.', 'SHARE_LINK_NOT_FOUND');
        const { id: _id, ...data } = shared.dish;
        const url = `${publicUrl}${SHARE_LINK_PATH}${request.params.token}`;
        const saved = await insertDish(app.db, request.user.id, { ...data, sourceUrl: data.sourceUrl || url });
        return reply.redirect(`/dishes/${saved.id}`, 303);
      },
    );
  });
};

export default publicDishRoutes;
