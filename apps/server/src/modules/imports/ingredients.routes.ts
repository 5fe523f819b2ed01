import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { ingredientParseAnswerSchema, ingredientParseRequestSchema } from '@hearth/shared/imports';
import { parseIngredientLines } from '@hearth/shared/ingredient-lines';

/** The ingredient-line parser every import uses, for API clients and the dish form alike. */
const ingredientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/ingredients/parse',
    {
      schema: {
        tags: ['imports'],
        summary: 'Read written ingredient lines into quantity, unit, item and note',
        description:
          'Blank lines are skipped; group headings ("For the glaze:") are not ingredients, they become the `group` of the ingredients below them.',
        body: ingredientParseRequestSchema,
        response: { 200: ingredientParseAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => parseIngredientLines(request.body.lines),
  );
};

export default ingredientsRoutes;
