import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ApiErrorBody } from '@hearth/shared/api-error';
import { listBackups } from '../backups/index.js';
import { metricsText, offerWorkerMetrics } from './cluster-metrics.js';

interface MetricsPluginOptions {
  /** The database connection's statement listener (db/connection.ts). */
  onStatement: (listener: (durationMs: number) => void) => void;
}

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const CALLBACK_PATH = /^\/api\/auth\/callback\/([\w-]+)/;

function tokenMatches(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The server's own figures in one registry: request durations, database time, open live
 * streams, import jobs, failed sign-ins, and the newest backup's age.
 */
function createMetrics(app: FastifyInstance, onStatement: MetricsPluginOptions['onStatement']) {
  const registry = new Registry();
  // Event-loop delay (nodejs_eventloop_lag_*), memory, CPU, handles, GC.
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route (as registered) and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const statements = new Histogram({
    name: 'hearth_db_statement_duration_seconds',
    help: 'Time each SQL statement took',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  onStatement((durationMs) => statements.observe(durationMs / 1000));
  new Gauge({
    name: 'hearth_event_streams_open',
    help: 'Live event streams (GET /api/events) open now',
    registers: [registry],
    collect() {
      this.set(app.events.subscriberCount);
    },
  });
  new Gauge({
    name: 'hearth_import_jobs',
    help: 'Import jobs by status, as the database holds them (the same on every process)',
    labelNames: ['status'],
    // Every process reads the same rows: the cluster's figure is any one of theirs, not their sum.
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const rows = await app.db
        .selectFrom('import_jobs')
        .select(['status', (eb) => eb.fn.countAll<number>().as('jobs')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.jobs));
    },
  });
  const signInFailures = new Counter({
    name: 'hearth_sign_in_failures_total',
    help: 'Sign-ins refused: a wrong password, a limit, a disabled account, or single sign-on sent back with an error',
    labelNames: ['method'],
    registers: [registry],
  });
  if (app.config.database.kind === 'sqlite') {
    const { dir } = app.config.backups;
    new Gauge({
      name: 'hearth_backup_newest_timestamp_seconds',
      help: 'When the newest backup in BACKUP_DIR was taken (0: none yet)',
      aggregator: 'max',
      registers: [registry],
      collect() {
        const newest = listBackups(dir)[0];
        this.set(newest ? newest.takenAt.getTime() / 1000 : 0);
      },
    });
  }
  return { registry, requests, signInFailures };
}

/**
 * GET /metrics in Prometheus's text format, only when METRICS_TOKEN is set and only with
 * `Authorization: Bearer $METRICS_TOKEN`. Off, it says how to turn it on, and nothing is
 * measured. With several workers, a scrape sees the sum of all of them (cluster-metrics.ts).
 */
async function metricsPlugin(app: FastifyInstance, { onStatement }: MetricsPluginOptions) {
  const token = app.config.metricsToken;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      const body: ApiErrorBody = { code: 'METRICS_OFF', message: 'Metrics are off: set METRICS_TOKEN to turn them on.' };
      return reply.status(404).send(body);
    });
    return;
  }

  const { registry, requests, signInFailures } = createMetrics(app, onStatement);
  offerWorkerMetrics(registry);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    if (route !== '/api/auth/*') return;
    const path = request.url.split('?')[0]!.toLowerCase();
    if (path === SIGN_IN_PATH && reply.statusCode >= 400) signInFailures.inc({ method: 'password' });
    const callback = CALLBACK_PATH.exec(path);
    const location = reply.getHeader('location');
    if (callback && typeof location === 'string' && /[?&]error=/.test(location)) signInFailures.inc({ method: callback[1] });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      const body: ApiErrorBody = { code: 'UNAUTHORIZED', message: 'Send Authorization: Bearer with METRICS_TOKEN.' };
      return reply.status(401).header('www-authenticate', 'Bearer').send(body);
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metricsText(registry));
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['events'] });
