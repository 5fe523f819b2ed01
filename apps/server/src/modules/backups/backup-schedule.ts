import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { listBackups, takeBackup } from './backup-files.js';

const HOUR_MS = 60 * 60 * 1000;
/** setTimeout's longest wait; a longer one is waited in parts. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Takes a backup of the SQLite database every BACKUP_EVERY_HOURS into BACKUP_DIR, keeping the
 * newest BACKUP_KEEP: the first when the newest backup there is that old (at once on a server
 * that has none), the next that long after. Runs in one process only, the primary when there
 * are several (apps/server/src/workers.ts). PostgreSQL is backed up with pg_dump, not by us.
 * Answers a function that stops the schedule.
 */
export function scheduleBackups(config: Config, log: FastifyBaseLogger): () => void {
  const { database, backups } = config;
  if (database.kind !== 'sqlite' || backups.everyHours <= 0) return () => {};
  const everyMs = backups.everyHours * HOUR_MS;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const waitUntil = (due: number) => {
    if (stopped) return;
    const wait = Math.max(0, due - Date.now());
    timer = setTimeout(() => (wait > MAX_TIMER_MS ? waitUntil(due) : void run()), Math.min(wait, MAX_TIMER_MS));
    timer.unref();
  };

  const run = async () => {
    try {
      const backup = await takeBackup(database.path, backups.dir, backups.keep);
      log.info({ file: backup.path, bytes: backup.bytes }, 'backup taken');
      waitUntil(Date.now() + everyMs);
    } catch (error) {
      log.error({ err: error }, 'the scheduled backup failed; trying again in an hour');
      waitUntil(Date.now() + Math.min(everyMs, HOUR_MS));
    }
  };

  const newest = listBackups(backups.dir)[0];
  waitUntil(newest ? newest.takenAt.getTime() + everyMs : Date.now());
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
