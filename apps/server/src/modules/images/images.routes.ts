import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors.js';
import { findImage } from './images.repository.js';

const IMAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Pictures never change once stored (a new photo gets a new id), so browsers may keep them
 * for a year without asking again. "private": the answer depends on the session, so shared
 * caches and proxies must not keep it.
 */
const IMMUTABLE_PRIVATE = 'private, max-age=31536000, immutable';

/**
 * Serves stored pictures to any signed-in user who has the id (docs/decisions/0008): the id
 * is 128 random bits handed out only with the dish that shows it, and dishes are shared with
 * hearth members, so ownership is not checked here.
 */
const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['images'],
        summary: 'A stored picture (WebP)',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const image = IMAGE_ID.test(id) ? await findImage(app.db, id) : undefined;
      if (!image) throw new NotFoundError('Image not found', 'IMAGE_NOT_FOUND');
      return reply.header('content-type', image.contentType).header('cache-control', IMMUTABLE_PRIVATE).send(image.bytes);
    },
  );
};

export default imagesRoutes;
