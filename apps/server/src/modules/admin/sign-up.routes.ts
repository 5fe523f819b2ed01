import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AdminSettings,
  SIGN_UP_INVITATION_DAYS,
  adminSettingsSchema,
  createdSignUpInvitationSchema,
  invitationIdParamsSchema,
  signUpInvitationsSchema,
  signUpPolicyChangeSchema,
} from '@hearth/shared/admin';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { displayUsername } from '@hearth/shared/app-user';
import { authorizeAdmin } from '../../access/admin.js';
import { NotFoundError } from '../../errors.js';
import { hashInviteToken, newInviteToken } from '../../lib/invite-tokens.js';
import { listBackups } from '../backups/index.js';
import { currentSignUpPolicy, saveSignUpPolicy } from './sign-up-policy.repository.js';
import { deleteSignUpInvitation, insertSignUpInvitation, listLiveSignUpInvitations } from './sign-up-invitations.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The admin screen's server settings: who may sign up (the screen's choice wins over SIGN_UP
 * from then on), invitation links for an invitation-only server, and what the backups are.
 */
const adminSignUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => authorizeAdmin(app.db, request.user.id));

  async function settings(): Promise<AdminSettings> {
    const { config } = app;
    const newest = config.database.kind === 'sqlite' ? listBackups(config.backups.dir)[0] : undefined;
    return {
      signUp: await currentSignUpPolicy(app.db, config.signUp),
      signUpDefault: config.signUp,
      mail: app.mailer.configured && config.passwordSignIn,
      backups:
        config.database.kind === 'sqlite'
          ? {
              kind: 'sqlite',
              every_hours: config.backups.everyHours,
              keep: config.backups.keep,
              latest: newest ? { file: newest.file, taken_at: newest.takenAt.toISOString(), bytes: newest.bytes } : null,
            }
          : { kind: 'postgres' },
    };
  }

  app.get(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The sign-up policy in force, whether mail can be sent, and the backups (admins only)',
        response: { 200: adminSettingsSchema, ...errors },
      },
    },
    settings,
  );

  app.put(
    '/admin/settings/sign-up',
    {
      schema: {
        tags: ['admin'],
        summary: 'Choose who may sign up: open, invite (invitation links only) or closed; wins over SIGN_UP',
        body: signUpPolicyChangeSchema,
        response: { 200: adminSettingsSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await saveSignUpPolicy(app.db, request.body.signUp);
      return settings();
    },
  );

  app.get(
    '/admin/invitations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign-up invitation links that have not expired, newest first',
        response: { 200: signUpInvitationsSchema, ...errors },
      },
    },
    async () => ({ invitations: await listLiveSignUpInvitations(app.db, new Date().toISOString()) }),
  );

  app.post(
    '/admin/invitations',
    {
      schema: {
        tags: ['admin'],
        summary: `A link that lets whoever holds it sign up for ${SIGN_UP_INVITATION_DAYS} days, whatever the policy short of closed`,
        response: { 201: createdSignUpInvitationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, id } = newInviteToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + SIGN_UP_INVITATION_DAYS * DAY_MS).toISOString();
      await insertSignUpInvitation(app.db, {
        id,
        tokenHash: hashInviteToken(token),
        createdBy: request.user.id,
        createdAt: now.toISOString(),
        expiresAt,
      });
      const url = `${app.config.publicUrl}/register?invite=${encodeURIComponent(token)}`;
      const createdBy = displayUsername({ email: request.user.email, username: request.user.username });
      return reply.status(201).send({ id, url, created_at: now.toISOString(), expires_at: expiresAt, created_by: createdBy });
    },
  );

  app.delete(
    '/admin/invitations/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revoke a sign-up invitation link',
        params: invitationIdParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteSignUpInvitation(app.db, request.params.id))) {
        throw new NotFoundError('There is no such invitation link.', 'INVITATION_NOT_FOUND');
      }
      return reply.status(204).send(null);
    },
  );
};

export default adminSignUpRoutes;
