import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountSchema, emailMatches } from '@hearth/shared/account';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MEGABYTES,
  accountExportSchema,
  accountImportSchema,
  exportFileName,
  importResultSchema,
} from '@hearth/shared/account-export';
import { type ApiErrorBody, apiErrorSchema } from '@hearth/shared/api-error';
import { ValidationError } from '../../errors.js';
import { confirmDeletion } from './deletion-confirmation.js';
import { schemaSerializer } from '../../lib/schema-serializer.js';
import { exportAccount, importAccount } from './account-transfer.service.js';
import { handOverHearthsOf } from '../hearths/index.js';
import { deleteUserCascading } from './users.repository.js';

const MAX_REPORTED_ISSUES = 20;

/** The answer to a refused import file: the first problem, where it is, and that nothing was stored. */
function invalidImportFile(issues: Array<{ path: string; message: string }>): ApiErrorBody {
  const [first] = issues;
  const where = first?.path ? `${first.path}: ` : '';
  const problem = (first?.message ?? 'Invalid file').replace(/\.$/, '');
  const others = issues.length - 1;
  const more = others > 0 ? ` (and ${others} more ${others === 1 ? 'problem' : 'problems'})` : '';
  return {
    code: 'INVALID_IMPORT_FILE',
    message: `This file could not be imported. ${where}${problem}${more}. Nothing was imported.`,
    issues: issues.slice(0, MAX_REPORTED_ISSUES),
  };
}

/** The signed-in person's own account: delete it with everything in it, or carry its data out and in. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before any body is read: an anonymous caller cannot make us parse a 10 MB upload.
  app.addHook('onRequest', app.authenticate);

  app.delete(
    '/account',
    {
      schema: {
        tags: ['account'],
        summary:
          'Delete the account and all its data; the body repeats the account e-mail address and gives the password ' +
          '(an account without one needs a sign-in in the last few minutes)',
        body: deleteAccountSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!emailMatches(request.body.confirmEmail, request.user.email)) {
        throw new ValidationError('That is not the e-mail address of this account, so nothing was deleted.', 'CONFIRMATION_MISMATCH');
      }
      await confirmDeletion(app, request, request.body.password);
      // Hearths this account alone owns pass to someone else (or go, when empty) in the same transaction.
      await app.db.transaction().execute(async (trx) => {
        await handOverHearthsOf(trx, request.user.id);
        await deleteUserCascading(trx, request.user.id);
      });
      // The session row is already gone with the user; this only answers the cookie-clearing headers.
      const { headers } = await app.auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
      const cookies = headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Every dish and meal of the account as one JSON file to download',
        response: { 200: accountExportSchema, 401: apiErrorSchema },
      },
      serializerCompiler: schemaSerializer,
    },
    async (request, reply) => {
      const exportedAt = new Date();
      const file = await exportAccount(app.db, request.user.id, exportedAt);
      reply.header('content-disposition', `attachment; filename="${exportFileName(exportedAt)}"`);
      reply.header('cache-control', 'no-store');
      return file;
    },
  );

  app.post(
    '/account/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      // Counted before the body is read: the limit is on files sent, not on files accepted.
      onRequest: async (request) => app.limits.importsPerUser.take(request.user.id),
      schema: {
        tags: ['account'],
        summary: `Merge a file from GET /api/account/export (at most ${IMPORT_MAX_MEGABYTES} MB) into the account, without duplicates`,
        description:
          'A dish identical to one already in the library, and a meal with the same date, type and dish as one ' +
          'already planned, are skipped. A file with any problem is refused whole and nothing is stored.',
        response: { 200: importResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Checked here rather than by the route schema, so a file with a thousand problems gets a short answer.
      const parsed = accountImportSchema.safeParse(request.body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
        return reply.status(400).send(invalidImportFile(issues));
      }
      return importAccount(app.db, request.user.id, parsed.data);
    },
  );
};

export default accountRoutes;
