import type { Kysely, Transaction } from 'kysely';
import type { ImportJob, ImportJobStatus } from '@hearth/shared/imports';
import type { DatabaseSchema } from '../../../db/schema.js';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** A recipe (or the file) not imported: the English reason, and its code when it has one. */
export type ImportFailure = ImportJob['failed'][number];

/** What a job has got through so far; written after every batch. */
export interface ImportProgress {
  total: number;
  done: number;
  imported: number;
  skipped: number;
  failed: ImportFailure[];
}

export interface StoredImportJob extends ImportJob {
  id: number;
  fileName: string;
  /** When the process running the job last said it was alive. */
  heartbeatAt: string;
}

function progressColumns(progress: ImportProgress, now: Date) {
  return {
    total: progress.total,
    done: progress.done,
    imported: progress.imported,
    skipped: progress.skipped,
    failures: JSON.stringify(progress.failed),
    heartbeat_at: now.toISOString(),
  };
}

export async function insertImportJob(db: Db, ownerId: string, fileName: string, format: string, total: number): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('import_jobs')
    .values({
      owner_id: ownerId,
      file_name: fileName,
      format,
      status: 'running',
      total,
      done: 0,
      imported: 0,
      skipped: 0,
      failures: '[]',
      heartbeat_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The owner's job, or undefined: another person's job is as absent as a missing one. */
export async function findOwnedImportJob(db: Db, ownerId: string, id: number): Promise<StoredImportJob | undefined> {
  const row = await db.selectFrom('import_jobs').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  return (
    row && {
      id: row.id,
      fileName: row.file_name,
      status: row.status as ImportJobStatus,
      total: row.total,
      done: row.done,
      imported: row.imported,
      skipped: row.skipped,
      failed: JSON.parse(row.failures) as ImportFailure[],
      heartbeatAt: row.heartbeat_at,
    }
  );
}

/** Records progress of a running job (and that its process is alive). */
export async function recordImportProgress(db: Db, id: number, progress: ImportProgress, now = new Date()): Promise<void> {
  await db.updateTable('import_jobs').set(progressColumns(progress, now)).where('id', '=', id).where('status', '=', 'running').execute();
}

/** Says the job's process is alive, between batches that take long (a batch of large photos). */
export async function touchImportJob(db: Db, id: number, now = new Date()): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({ heartbeat_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** Ends a running job with its final counts. A job already ended (declared dead, say) stays as it is. */
export async function finishImportJob(
  db: Db,
  id: number,
  status: Exclude<ImportJobStatus, 'running'>,
  progress: ImportProgress,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({ ...progressColumns(progress, now), status, finished_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Declares a running job dead when its process has not said it is alive since `aliveSince`,
 * adding `failure` to its list. Answers whether it did; a job still beating is left alone.
 */
export async function failStaleImportJob(
  db: Db,
  job: StoredImportJob,
  aliveSince: Date,
  failure: ImportFailure,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('import_jobs')
    .set({ status: 'failed', failures: JSON.stringify([...job.failed, failure]), finished_at: now.toISOString() })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', aliveSince.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Forgets the owner's finished jobs from before `before`: nobody polls a job for days. */
export async function deleteFinishedImportJobs(db: Db, ownerId: string, before: Date): Promise<void> {
  await db
    .deleteFrom('import_jobs')
    .where('owner_id', '=', ownerId)
    .where('status', '!=', 'running')
    .where('created_at', '<', before.toISOString())
    .execute();
}
