import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizeAdmin } from '../../access/admin.js';
import { ConflictError } from '../../errors.js';
import { takeBackup } from './backup-files.js';

/**
 * The admin screen's "Download a full backup": a fresh backup of the SQLite database (pictures
 * are in it), kept in BACKUP_DIR like a scheduled one and sent as a file. `npm run restore`
 * puts it back. On PostgreSQL, pg_dump is the backup.
 */
const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/backup',
    {
      onRequest: [app.authenticate, async (request) => authorizeAdmin(app.db, request.user.id)],
      schema: {
        tags: ['admin'],
        summary: 'A fresh backup of the whole SQLite database, as a file (admins only; 409 on PostgreSQL)',
      },
    },
    async (_request, reply) => {
      const { database, backups } = app.config;
      if (database.kind !== 'sqlite') {
        throw new ConflictError(
          'This server keeps its data in PostgreSQL: back it up with pg_dump, which sees the whole database.',
          'BACKUP_USE_PG_DUMP',
        );
      }
      if (database.path === ':memory:') {
        throw new ConflictError('This server keeps its data in memory only: there is no database file to back up.', 'BACKUP_UNAVAILABLE');
      }
      const backup = await takeBackup(database.path, backups.dir, backups.keep);
      return reply
        .header('content-type', 'application/vnd.sqlite3')
        .header('content-disposition', `attachment; filename="${backup.file}"`)
        .header('content-length', backup.bytes)
        .header('cache-control', 'no-store')
        .send(createReadStream(backup.path));
    },
  );
};

export default backupsRoutes;
