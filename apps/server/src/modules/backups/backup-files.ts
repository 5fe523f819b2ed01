import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { copySqliteDatabase } from './sqlite-copy.js';

/** `hearth-2026-05-01T03-00-00-000Z.db`: sorts by time, and says when it was taken. */
const BACKUP_NAME = /^hearth-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(?:-[0-9a-f]{6})?\.db$/;

export interface BackupFile {
  file: string;
  path: string;
  takenAt: Date;
  bytes: number;
}

function backupName(at: Date): string {
  // A few hex digits keep two backups in the same millisecond (scheduled and downloaded) apart.
  return `hearth-${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.db`;
}

function takenAt(file: string): Date | undefined {
  const match = BACKUP_NAME.exec(file);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds, ms] = match;
  return new Date(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`);
}

/** The backups in `dir`, newest first; other files there are none of ours and left alone. */
export function listBackups(dir: string): BackupFile[] {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .flatMap((file) => {
      const at = takenAt(file);
      if (!at) return [];
      const path = join(dir, file);
      try {
        return [{ file, path, takenAt: at, bytes: statSync(path).size }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.file.localeCompare(a.file));
}

function fsyncDirectory(dir: string) {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Takes a backup of the SQLite database at `databasePath` into `dir`: copied under a temporary
 * name, checked, flushed, then renamed, so a backup file under its real name is always whole.
 * Keeps the newest `keep` backups and deletes older ones. Answers the new backup.
 */
export async function takeBackup(databasePath: string, dir: string, keep: number, now = new Date()): Promise<BackupFile> {
  mkdirSync(dir, { recursive: true });
  const file = backupName(now);
  const partial = join(dir, `.${file}.partial`);
  try {
    await copySqliteDatabase(databasePath, partial);
    renameSync(partial, join(dir, file));
    fsyncDirectory(dir);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const backups = listBackups(dir);
  for (const old of backups.slice(keep)) rmSync(old.path, { force: true });
  const taken = backups.find((backup) => backup.file === file);
  if (!taken) throw new Error(`The backup ${file} vanished from ${dir}`);
  return taken;
}
