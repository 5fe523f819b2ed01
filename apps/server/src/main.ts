import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { printReadyLine } from './lib/ready-line.js';
import { scheduleBackups } from './modules/backups/backup-schedule.js';
import { runWorkers } from './workers.js';

/**
 * One server process: listens, takes the scheduled backups, and stops cleanly on SIGINT/SIGTERM.
 * A worker's primary says when it is ready.
 */
async function serve(config: Config) {
  const app = await buildApp(config);
  // A worker leaves backups to its primary (workers.ts).
  const stopBackups = cluster.isWorker ? () => {} : scheduleBackups(config, app.log);

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      stopBackups();
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) printReadyLine(config);
}

/** `npm start`: one server process, or a primary running one per core (WEB_CONCURRENCY). */
async function main() {
  const config = loadConfig(process.env);
  if (config.workers > 1 && cluster.isPrimary) await runWorkers(config, pino({ level: config.logLevel }));
  else await serve(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
