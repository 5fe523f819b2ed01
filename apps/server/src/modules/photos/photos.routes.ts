import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_FIELD_NAME } from '@hearth/shared/photo-rules';
import { photoDishSchema } from '@hearth/shared/photos';
import { insertImage } from '../images/index.js';
import { normalizePicture } from '../images/index.js';
import { createDishRecognizer } from './dish-recognizer.js';
import { readPictureUpload } from './read-picture-upload.js';

/** docs/product.md#dish-from-a-photo: a photo in, dish data out (not saved), with the picture stored for it. */
const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this module reads multipart bodies; the limits keep a form from carrying anything else.
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 50 } });
  // Any other body is left unread, so the route can say what it expects instead of a bare 415.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const recognizer = createDishRecognizer(app.config, app.log, (lines) => app.parsing.run('parseRecipeText', { lines }));
  app.addHook('onClose', () => recognizer.close());

  app.post(
    '/photo-to-fork',
    {
      // Before the body, as every other module: an anonymous upload is refused unread.
      onRequest: app.authenticate,
      // Per user, after authentication and before the upload is read.
      preHandler: async (request) => app.limits.photosPerUser.take(request.user.id),
      schema: {
        tags: ['photos'],
        summary: `Turn a photo (multipart field "${PHOTO_FIELD_NAME}") into dish data`,
        consumes: ['multipart/form-data'],
        response: { 200: photoDishSchema },
      },
    },
    async (request) => {
      const upload = await readPictureUpload(request, app.config.maxUploadBytes);
      const picture = await normalizePicture(upload);
      const dish = await recognizer.recognize(picture);
      // Stored last: a refused photo (unreadable, no recipe, model down) leaves nothing behind.
      const imageId = await insertImage(app.db, {
        ownerId: request.user.id,
        bytes: picture.bytes,
        contentType: picture.contentType,
      });
      return { ...dish, imageUrl: `/api/images/${imageId}` };
    },
  );
};

export default photosRoutes;
