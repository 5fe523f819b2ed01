import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitePreviewSchema, inviteTokenSchema } from '@hearth/shared/hearths';
import { UnauthorizedError } from '../../errors.js';
import { previewInvite } from './hearths.service.js';

/**
 * An invitation link opened by someone not signed in yet must still say who invites them to
 * which hearth, so they sign up or sign in and come back to join: this one hearth route reads
 * the session when there is one and answers without it too. The token is the secret, as for
 * joining (which needs a session).
 */
const invitePreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hearths/invites/:token',
    {
      schema: {
        tags: ['hearths'],
        summary: 'What an invitation link offers (hearth, inviter, role); works signed out',
        params: z.object({ token: inviteTokenSchema }),
        response: { 200: invitePreviewSchema },
      },
    },
    async (request, reply) => {
      let userId: string | null = null;
      if (app.credentialOf(request)) {
        try {
          await app.authenticate(request, reply);
          userId = request.user.id;
        } catch (error) {
          // A stale cookie reads as signed out, as the sign-in page would take it.
          if (!(error instanceof UnauthorizedError)) throw error;
        }
      }
      return previewInvite(app.db, request.params.token, userId);
    },
  );
};

export default invitePreviewRoutes;
