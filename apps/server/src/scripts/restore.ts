/**
 * `npm run restore -- FILE`: puts a backup (a scheduled one from BACKUP_DIR, or the admin
 * screen's "Download a full backup") in place of the SQLite database DATABASE_URL names.
 * Stop the server first; start it again afterwards. The database as it was is kept in
 * BACKUP_DIR, so a restore can itself be undone the same way.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { RestoreError, restoreSqliteBackup } from '../modules/backups/restore.js';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error('Usage: npm run restore -- FILE   (FILE: a backup of The Hearth, such as one in BACKUP_DIR)');
    return 2;
  }
  const config = loadConfig(process.env);
  if (config.database.kind !== 'sqlite') {
    console.error('DATABASE_URL names PostgreSQL: restore a pg_dump file with pg_restore (or psql) instead.');
    return 2;
  }
  const { previous } = await restoreSqliteBackup(resolve(file), config.database.path, config.backups.dir);
  console.log(`Restored ${resolve(file)} into ${resolve(config.database.path)}.`);
  if (previous) console.log(`The database as it was before is kept in ${previous}.`);
  console.log('Start The Hearth again to use it.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof RestoreError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
