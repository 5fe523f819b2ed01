import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { batchesOf, yieldToOtherWork } from '../../../lib/batches.js';
import type { ExportFile, ExportReading, ImportedRecipe } from '../export-files/export-file-types.js';
import { EXPORT_FORMATS } from '../export-files/export-formats.js';
import { nothingReadNotice } from '../export-files/expected-contents.js';
import { failureReason, notice } from '../import-notices.js';
import {
  type ImportFailure,
  type ImportProgress,
  finishImportJob,
  recordImportProgress,
  touchImportJob,
} from './import-jobs.repository.js';
import { type BatchOutcome, saveImportedBatch } from './save-imported-recipes.service.js';

/**
 * Runs export-file imports inside this process (docs/decisions/0017-import-jobs.md). A job
 * reads its file twice: once to count the recipes and to meet any damage that refuses the
 * file as a whole before anything is stored, then again to store them, a small batch at a
 * time with a pause between batches, so other people's requests are answered meanwhile.
 * Progress goes to the database after every batch, where any process can answer it.
 */

/**
 * Recipes saved per transaction; a batch also closes early past BATCH_PICTURE_BYTES of photos.
 * On SQLite a transaction runs, commit and all, without letting the event loop turn, so a
 * batch is as long as this process keeps every request waiting (and holds the one writer's
 * lock): ten recipes take a few milliseconds, where fifty took tens (decision 0080). The
 * commits this adds cost a 2,000-recipe import well under a second.
 */
const BATCH_SIZE = 10;
const BATCH_PICTURE_BYTES = 32 * 1024 * 1024;
/** Recipes counted between pauses in the first reading. */
const COUNT_STEP = 25;
/**
 * After each step the job rests for this share of the time the step took (at most REST_MAX_MS):
 * an import then uses at most about two thirds of the process, and requests of other cooks
 * that arrive meanwhile find it idle. A 2,000-recipe file takes a few seconds longer.
 */
const REST_SHARE = 0.5;
const REST_MAX_MS = 100;
/** How often a running job says its process is alive, and how long a silence means it died. */
export const HEARTBEAT_MS = 10_000;
export const STALE_AFTER_MS = 60_000;
/** Failures listed at most; a file of thousands of broken recipes says enough with these. */
const MAX_LISTED_FAILURES = 1_000;

/** A job's file, failed because the server restarted while it ran. */
export const STOPPED_REASON = failureReason(notice('import_stopped'));
const UNEXPECTED_REASON = failureReason(notice('import_went_wrong'));

export interface ImportJobStart {
  id: number;
  ownerId: string;
  file: ExportFile;
  /** The reading made when the upload was recognised; it serves as the counting pass. */
  firstReading: ExportReading;
  /** Removes the uploaded file once the job has ended, however it ended. */
  cleanUp: () => Promise<void>;
}

class JobStopped extends Error {}

export class ImportJobRunner {
  private readonly running = new Map<number, { stop: AbortController; ended: Promise<void> }>();

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly log: FastifyBaseLogger,
    /** Reads a file afresh (on a thread of the parse pool, in the app). */
    private readonly readFile: (file: ExportFile) => Promise<ExportReading>,
  ) {}

  /** Starts the job and returns at once; the job ends on its own, or when the runner closes. */
  start(job: ImportJobStart): void {
    const stop = new AbortController();
    const ended = this.run(job, stop.signal)
      .catch((error: unknown) => this.log.error({ err: error, jobId: job.id }, 'import job could not record its end'))
      .finally(async () => {
        this.running.delete(job.id);
        await job.cleanUp().catch((error: unknown) => this.log.warn({ err: error, jobId: job.id }, 'import file not removed'));
      });
    this.running.set(job.id, { stop, ended });
  }

  /** Stops every job of this process at its next pause and marks it failed, for a clean shutdown. */
  async close(): Promise<void> {
    const jobs = [...this.running.values()];
    for (const { stop } of jobs) stop.abort();
    await Promise.all(jobs.map(({ ended }) => ended));
  }

  private async run(job: ImportJobStart, signal: AbortSignal): Promise<void> {
    let progress: ImportProgress = { total: job.firstReading.total ?? 0, done: 0, imported: 0, skipped: 0, failed: [] };
    const heartbeat = setInterval(() => {
      touchImportJob(this.db, job.id).catch((error: unknown) => this.log.warn({ err: error, jobId: job.id }, 'import heartbeat failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      progress.total = await countRecipes(job.firstReading.recipes, signal);
      const { format } = job.firstReading;
      const nothingRead = (firstReason?: string) => ({
        name: job.file.name,
        ...failureReason(nothingReadNotice(format, EXPORT_FORMATS[format], firstReason)),
      });
      if (progress.total === 0) {
        await finishImportJob(this.db, job.id, 'failed', { ...progress, failed: [nothingRead()] });
        return;
      }
      await recordImportProgress(this.db, job.id, progress);
      const reading = await this.readFile(job.file);
      let stepStarted = performance.now();
      for await (const batch of batchesOf(reading.recipes, BATCH_SIZE, pictureBytes, BATCH_PICTURE_BYTES)) {
        let next = progress;
        await saveImportedBatch(this.db, job.ownerId, batch, this.log, async (trx, outcome) => {
          next = advanced(progress, batch.length, outcome);
          await recordImportProgress(trx, job.id, next);
        });
        // Counted only once the batch is stored: a batch that failed is not in the summary.
        progress = next;
        await pause(signal, performance.now() - stepStarted);
        stepStarted = performance.now();
      }
      // A file whose every entry failed added nothing: that is a failure, and it says why.
      if (progress.imported === 0 && progress.skipped === 0) {
        await finishImportJob(this.db, job.id, 'failed', {
          ...progress,
          failed: [nothingRead(progress.failed[0]?.reason), ...progress.failed],
        });
        return;
      }
      await finishImportJob(this.db, job.id, 'done', progress);
    } catch (error) {
      const failure = { name: job.file.name, ...this.reasonFor(error, job.id) };
      await finishImportJob(this.db, job.id, 'failed', { ...progress, failed: [...progress.failed, failure] });
    } finally {
      clearInterval(heartbeat);
    }
  }

  private reasonFor(error: unknown, jobId: number): Omit<ImportFailure, 'name'> {
    if (error instanceof JobStopped) return STOPPED_REASON;
    if (error instanceof AppError && error.statusCode < 500)
      return failureReason(notice('file_unreadable_detail', { detail: error.message, error_code: error.code }));
    this.log.error({ err: error, jobId }, 'import job failed');
    return UNEXPECTED_REASON;
  }
}

function pictureBytes(recipe: ImportedRecipe): number {
  return recipe.picture?.length ?? 0;
}

function advanced(progress: ImportProgress, handled: number, outcome: BatchOutcome): ImportProgress {
  return {
    total: progress.total,
    done: progress.done + handled,
    imported: progress.imported + outcome.imported,
    skipped: progress.skipped + outcome.skipped,
    failed: [...progress.failed, ...outcome.failed].slice(0, MAX_LISTED_FAILURES),
  };
}

/** Lets other work run, resting in proportion to the step just done; stops here when asked to. */
async function pause(signal: AbortSignal, stepMs: number): Promise<void> {
  const rest = Math.min(REST_MAX_MS, stepMs * REST_SHARE);
  if (rest >= 1) await new Promise((resolve) => setTimeout(resolve, rest));
  else await yieldToOtherWork();
  if (signal.aborted) throw new JobStopped();
}

/** Reads the file through once: how many recipes it holds, and whether it reads to its end. */
async function countRecipes(recipes: AsyncIterable<ImportedRecipe>, signal: AbortSignal): Promise<number> {
  let count = 0;
  let stepStarted = performance.now();
  for await (const _recipe of recipes) {
    count += 1;
    if (count % COUNT_STEP !== 0) continue;
    await pause(signal, performance.now() - stepStarted);
    stepStarted = performance.now();
  }
  return count;
}
