import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { IMPORT_HTML_MAX_CHARS } from '@hearth/shared/import-rules';
import { importDraftSchema, importHtmlRequestSchema, importTextRequestSchema, importUrlRequestSchema } from '@hearth/shared/imports';
import { fetchPage } from './fetch/guarded-fetch.js';
import { draftWarnings } from './import-notices.js';
import type { ReadDish } from './pages/fit-dish.js';

/**
 * A web address, a pasted page or pasted text becomes a draft dish, not saved: the cook
 * reviews it in the dish form and saves it as any dish. Pages are fetched only through the
 * guarded client (guarded-fetch.ts), which refuses private networks but for the operator's
 * URL_IMPORT_ALLOWED_HOSTS. Pages and texts are read on a thread of the parse pool
 * (parsing/parse-pool.ts): a page that takes too long answers 422 PARSE_TIMEOUT.
 */

/** A 5 MB page as a JSON string: quotes and line breaks escaped, and the rest of the body. */
const HTML_BODY_LIMIT = Math.ceil(IMPORT_HTML_MAX_CHARS * 1.6);

/** A dish read, as the API answers it: its warnings in English and, in the same order, as codes. */
function asDraft({ dish, warnings }: ReadDish) {
  return { dish, ...draftWarnings(warnings) };
}

const draftResponses = {
  200: importDraftSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  413: apiErrorSchema,
  422: apiErrorSchema,
  424: apiErrorSchema,
  429: apiErrorSchema,
};

const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // Counted before the body is read: the limit is on pages asked for, not on pages read.
  const countRead = async (request: { user: { id: string } }) => app.limits.recipeImportsPerUser.take(request.user.id);

  app.post(
    '/import/url',
    {
      onRequest: countRead,
      schema: {
        tags: ['imports'],
        summary: 'Read the recipe on a web page into a draft dish (not saved)',
        description:
          'The page is fetched through the guarded client: http(s) only, no private or local addresses (also after ' +
          'redirects), at most 5 MB and 10 seconds. A site that refuses servers answers 424 with a message pointing to Paste.',
        body: importUrlRequestSchema,
        response: draftResponses,
      },
    },
    async (request, reply) => {
      const stopped = new AbortController();
      // A cook who gives up (closes the tab) should not keep a fetch running for ten seconds.
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) stopped.abort();
      });
      const page = await fetchPage(request.body.url, { allowedHosts: app.config.importAllowedHosts, signal: stopped.signal });
      return asDraft(await app.parsing.run('readRecipePage', { html: page.html, url: page.finalUrl }));
    },
  );

  app.post(
    '/import/html',
    {
      onRequest: countRead,
      bodyLimit: HTML_BODY_LIMIT,
      schema: {
        tags: ['imports'],
        summary: 'Read the recipe in a pasted or saved web page (up to 5 MB) into a draft dish (not saved)',
        body: importHtmlRequestSchema,
        response: draftResponses,
      },
    },
    async (request) => asDraft(await app.parsing.run('readRecipePage', { html: request.body.html, url: request.body.url })),
  );

  app.post(
    '/import/text',
    {
      onRequest: countRead,
      schema: {
        tags: ['imports'],
        summary: 'Read a recipe written as plain text (name, ingredient lines, steps) into a draft dish (not saved)',
        body: importTextRequestSchema,
        response: draftResponses,
      },
    },
    async (request) => asDraft(await app.parsing.run('readRecipeText', { text: request.body.text })),
  );
};

export default importsRoutes;
