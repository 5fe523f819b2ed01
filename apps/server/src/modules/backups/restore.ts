import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { takeBackup } from './backup-files.js';

export class RestoreError extends Error {}

/** Tables every database of ours has; a file without them is not a Hearth backup. */
const EXPECTED_TABLES = ['users', 'dishes', 'kysely_migration'];

/** Refuses a file that is not a whole SQLite database of The Hearth. */
function checkBackupFile(file: string) {
  if (!existsSync(file)) throw new RestoreError(`There is no file ${file}.`);
  let backup: SqliteDatabase.Database;
  try {
    backup = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RestoreError(`${file} cannot be opened as an SQLite database (${(error as Error).message}).`);
  }
  try {
    const verdict = backup.pragma('integrity_check', { simple: true }) as string;
    if (verdict !== 'ok') throw new RestoreError(`${file} is damaged (integrity_check: ${verdict}); nothing was restored.`);
    const tables = new Set(
      (backup.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>).map((row) => row.name),
    );
    const missing = EXPECTED_TABLES.filter((table) => !tables.has(table));
    if (missing.length) throw new RestoreError(`${file} is not a backup of The Hearth (no ${missing.join(', ')} table).`);
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`${file} is not a readable SQLite database (${(error as Error).message}).`);
  } finally {
    backup.close();
  }
}

/**
 * Refuses while any process has the database open: in WAL mode each connection holds a lock
 * that an exclusive one cannot get past, so a running server is noticed rather than
 * overwritten under its feet.
 */
function checkNobodyUses(databasePath: string) {
  if (!existsSync(databasePath)) return;
  const probe = new SqliteDatabase(databasePath, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
  } catch {
    throw new RestoreError('The database is in use: stop The Hearth first, then restore.');
  } finally {
    probe.close();
  }
}

export interface RestoreResult {
  /** Where the database as it was before the restore was kept; undefined when there was none. */
  previous: string | undefined;
}

/**
 * Puts the backup `file` in place of the SQLite database at `databasePath`, once the file is
 * checked whole and ours and no server has the database open. The database as it was is first
 * kept as a backup in `backupDir` (so a restore can be undone); then the backup's pages are
 * written in with SQLite's backup API, in one transaction. Migrations bring an older backup up
 * to date when the server starts.
 */
export async function restoreSqliteBackup(file: string, databasePath: string, backupDir: string): Promise<RestoreResult> {
  checkBackupFile(file);
  checkNobodyUses(databasePath);
  // Keep every earlier backup as well: the copy of the current database is one more.
  const previous = existsSync(databasePath) ? (await takeBackup(databasePath, backupDir, Number.MAX_SAFE_INTEGER)).path : undefined;
  mkdirSync(dirname(resolve(databasePath)), { recursive: true });
  const backup = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(databasePath, { progress: () => 0x7fffffff });
  } finally {
    backup.close();
  }
  return { previous };
}
