import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_FIELD_NAME } from '@hearth/shared/photo-rules';
import { NotFoundError } from '../../errors.js';
import { readPictureUpload } from '../photos/index.js';
import { findImage, insertImage } from './images.repository.js';
import { normalizePicture } from './normalize-picture.js';

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
  // Only uploads read multipart bodies here; the limits keep a form from carrying anything else.
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 50 } });
  // Any other body is left unread, so the route can say what it expects instead of a bare 415.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post(
    '/images',
    {
      onRequest: app.authenticate,
      // A picture costs a decode and an encode: counted with the photos turned into dishes.
      preHandler: async (request) => app.limits.photosPerUser.take(request.user.id),
      schema: {
        tags: ['images'],
        summary: `Store a dish's picture (multipart field "${PHOTO_FIELD_NAME}"); answers its address for imageUrl`,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ imageUrl: z.string() }) },
      },
    },
    async (request, reply) => {
      const upload = await readPictureUpload(request, app.config.maxUploadBytes);
      const picture = await normalizePicture(upload);
      const imageId = await insertImage(app.db, { ownerId: request.user.id, bytes: picture.bytes, contentType: picture.contentType });
      return reply.status(201).send({ imageUrl: `/api/images/${imageId}` });
    },
  );

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
