import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { prepareDatabase } from './app.js';
import type { Config } from './config.js';
import { printReadyLine } from './lib/ready-line.js';
import { scheduleBackups } from './modules/backups/backup-schedule.js';
import { answerClusterMetrics } from './modules/metrics/cluster-metrics.js';

/** A worker that dies sooner than this after starting is crashing as it starts: wait before the next. */
const QUICK_CRASH_MS = 10_000;
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 30_000;
/** How long workers get to finish their requests on shutdown before they are killed. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The primary process of `npm start` with WEB_CONCURRENCY above 1: readies the database once,
 * then runs that many server processes (node:cluster), which share the listening port. A
 * worker that dies is replaced; one that keeps dying at start is replaced ever more slowly
 * rather than in a tight loop. SIGINT/SIGTERM stop the workers gracefully, then the primary.
 *
 * Nothing is shared in memory between workers: limits, session checks, caches and live events
 * all go through the database (docs/decisions/0026-one-worker-per-core.md).
 */
export async function runWorkers(config: Config, log: FastifyBaseLogger): Promise<void> {
  await prepareDatabase(config, log);
  if (config.metricsToken) answerClusterMetrics();
  // Backups are taken here, in the primary, once for all the workers.
  const stopBackups = scheduleBackups(config, log);

  let stopping = false;
  let restartDelayMs = FIRST_RESTART_DELAY_MS;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('online', () => log.debug({ pid: worker.process.pid }, 'worker started'));
    // Info, not debug: an operator (and the workers test) can tell when a replacement serves.
    worker.once('listening', () => log.info({ workerPid: worker.process.pid }, 'worker listening'));
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'worker ended unexpectedly; starting another');
    const crashingAtStart = lived < QUICK_CRASH_MS;
    restartDelayMs = crashingAtStart ? Math.min(restartDelayMs * 2, MAX_RESTART_DELAY_MS) : FIRST_RESTART_DELAY_MS;
    setTimeout(
      () => {
        if (!stopping) fork();
      },
      crashingAtStart ? restartDelayMs : 0,
    );
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      stopBackups();
      log.info({ signal }, 'stopping the workers');
      if (startedAt.size === 0) process.exit(0);
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
      setTimeout(() => {
        for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
    });
  }

  // Once, when the first worker listens: from then on requests are answered.
  cluster.once('listening', () => printReadyLine(config));
  for (let index = 0; index < config.workers; index += 1) fork();
  log.debug(`The Hearth starts ${config.workers} workers at ${config.publicUrl}`);
}
