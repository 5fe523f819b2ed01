import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { ingredientParseAnswerSchema, ingredientParseRequestSchema } from '@hearth/shared/imports';

/** The ingredient-line parser every import uses, for API clients and the dish form alike. */
const ingredientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // Counted with the other recipe reads: each request may bring hundreds of lines to parse.
  const countRead = async (request: { user: { id: string } }) => app.limits.recipeImportsPerUser.take(request.user.id);

  app.post(
    '/ingredients/parse',
    {
      onRequest: countRead,
      schema: {
        tags: ['imports'],
        summary: 'Read written ingredient lines into quantity, unit, item and note',
        description:
          'Blank lines are skipped; group headings ("For the glaze:") are not ingredients, they become the `group` of the ingredients below them.',
        body: ingredientParseRequestSchema,
        response: { 200: ingredientParseAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => app.parsing.run('parseIngredientLines', { lines: request.body.lines }),
  );
};

export default ingredientsRoutes;
