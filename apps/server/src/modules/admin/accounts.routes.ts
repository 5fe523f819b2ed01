import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountIdParamsSchema, adminAccountChangeSchema, adminAccountSchema, adminAccountsSchema } from '@hearth/shared/admin';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { authorizeAdmin } from '../../access/admin.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { handOverHearthsOf } from '../hearths/index.js';
import { deleteUserCascading } from '../account/index.js';
import { asAdmin } from './admin-calls.js';
import { type AccountStanding, countActiveAdmins, findAccount, findStanding, listAccounts } from './accounts.repository.js';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

function accountNotFound(): never {
  throw new NotFoundError('There is no such account.', 'ACCOUNT_NOT_FOUND');
}

/**
 * The admin screen's accounts: list them, disable and re-enable one (its sessions end at once
 * on every process: the library deletes them, and every process checks a session's row on
 * each request), make or unmake an admin, delete one with everything in it, and send a
 * password-reset link. The server always keeps an admin who can sign in.
 */
const adminAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => authorizeAdmin(app.db, request.user.id));

  /**
   * Refuses to unmake the last admin who can sign in. (Disabling or deleting one never leaves
   * none: another admin is asking, and nobody may disable or delete themselves here.)
   */
  async function keepAnAdmin(target: AccountStanding) {
    if (target.role !== 'admin' || target.disabled) return;
    if ((await countActiveAdmins(app.db)) <= 1) {
      throw new ConflictError('This is the only admin: make someone else an admin first.', 'LAST_ADMIN');
    }
  }

  /** Tells every process's live streams to check their sessions, some of which just ended. */
  const sessionsEnded = () => app.events.publish('server', { type: 'sessions.ended' });

  app.get(
    '/admin/accounts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every account on the server, oldest first (admins only)',
        response: { 200: adminAccountsSchema, ...errors },
      },
    },
    async () => ({ accounts: await listAccounts(app.db) }),
  );

  app.patch(
    '/admin/accounts/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Disable or re-enable an account (disabling ends its sessions everywhere), or make or unmake an admin',
        params: accountIdParamsSchema,
        body: adminAccountChangeSchema,
        response: { 200: adminAccountSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const change = request.body;
      const target = (await findStanding(app.db, id)) ?? accountNotFound();
      const self = id === request.user.id;
      if (change.disabled === true && self) throw new ConflictError('You cannot disable your own account.', 'CANNOT_DISABLE_SELF');
      if (change.role === 'user' && target.role === 'admin') await keepAnAdmin(target);

      if (change.role !== undefined && change.role !== target.role) {
        await asAdmin(app, request, (headers) => app.auth.api.setRole({ headers, body: { userId: id, role: change.role! } }));
      }
      if (change.disabled === true && !target.disabled) {
        await asAdmin(app, request, (headers) => app.auth.api.banUser({ headers, body: { userId: id } }));
        await sessionsEnded();
      } else if (change.disabled === false && target.disabled) {
        await asAdmin(app, request, (headers) => app.auth.api.unbanUser({ headers, body: { userId: id } }));
      }
      return (await findAccount(app.db, id)) ?? accountNotFound();
    },
  );

  app.delete(
    '/admin/accounts/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an account and everything in it; hearths it alone owns pass to another member',
        params: accountIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === request.user.id) {
        throw new ConflictError('Delete your own account from Settings, not here.', 'CANNOT_DELETE_SELF');
      }
      const deleted = await app.db.transaction().execute(async (trx) => {
        await handOverHearthsOf(trx, id);
        return deleteUserCascading(trx, id);
      });
      if (!deleted) accountNotFound();
      await sessionsEnded();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/accounts/:id/password-reset',
    {
      schema: {
        tags: ['admin'],
        summary: 'E-mail the account a link to choose a new password (needs SMTP_URL)',
        params: accountIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!app.mailer.configured) {
        throw new ConflictError('Sending e-mail is not set up on this server (SMTP_URL), so no link can be sent.', 'MAIL_NOT_CONFIGURED');
      }
      if (!app.config.passwordSignIn) {
        throw new ConflictError('Password sign-in is switched off on this server (PASSWORD_SIGN_IN=false).', 'PASSWORD_SIGN_IN_OFF');
      }
      const account = (await findAccount(app.db, request.params.id)) ?? accountNotFound();
      await asAdmin(app, request, () =>
        app.auth.api.requestPasswordReset({ body: { email: account.email, redirectTo: `${app.config.publicUrl}/reset-password` } }),
      );
      return reply.status(204).send(null);
    },
  );
};

export default adminAccountsRoutes;
