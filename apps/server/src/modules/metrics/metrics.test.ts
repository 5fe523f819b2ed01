import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/event-stream.js';
import { buildTestApp, buildTestAppForFile, signUpUser } from '../../../test/test-app.js';
import { testDatabaseKind } from '../../../test/test-database.js';
import { insertImportJob } from '../imports/jobs/import-jobs.repository.js';

const TOKEN = 'metrics-token-for-the-tests';
const app = await buildTestAppForFile({ METRICS_TOKEN: TOKEN, BACKUP_DIR: mkdtempSync(join(tmpdir(), 'hearth-no-backups-')) });

async function scrape(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one sample line, such as `name{label="x"} 3`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN, and says how to turn it on', async () => {
    const off = await buildTestApp();
    try {
      const response = await off.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'METRICS_OFF', message: 'Metrics are off: set METRICS_TOKEN to turn them on.' });
    } finally {
      await off.close();
    }
  });

  it('answers 401 without the bearer token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('times requests per route and status', async () => {
    const cook = await signUpUser(app);
    for (let index = 0; index < 3; index += 1) await app.inject({ method: 'GET', url: '/api/dishes', headers: cook.headers });
    await app.inject({ method: 'GET', url: '/api/dishes/999999', headers: cook.headers });
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/dishes",status_code="200"}')).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/dishes/:id",status_code="404"}')).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/dishes",status_code="200"}');
  });

  it('reports event-loop delay, database time and the newest backup', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'hearth_db_statement_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'hearth_db_statement_duration_seconds_sum')).toBeGreaterThan(0);
    if (testDatabaseKind === 'sqlite') expect(sample(text, 'hearth_backup_newest_timestamp_seconds')).toBe(0);
  });

  it('counts open live streams', async () => {
    const cook = await signUpUser(app);
    const before = sample(await scrape(), 'hearth_event_streams_open') ?? 0;
    const { events } = await openEventStream(app, cook.headers);
    await events.next();
    expect(sample(await scrape(), 'hearth_event_streams_open')).toBe(before + 1);
    events.close();
    await events.ended;
  });

  it('counts import jobs by status', async () => {
    const cook = await signUpUser(app);
    await insertImportJob(app.db, cook.id, 'recipes.csv', 'csv', 1);
    expect(sample(await scrape(), 'hearth_import_jobs{status="running"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts refused sign-ins', async () => {
    const cook = await signUpUser(app);
    const before = sample(await scrape(), 'hearth_sign_in_failures_total{method="password"}') ?? 0;
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: cook.email, password: 'not it' } });
    expect(wrong.statusCode).toBe(401);
    await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: cook.email, password: cook.password } });
    expect(sample(await scrape(), 'hearth_sign_in_failures_total{method="password"}')).toBe(before + 1);
  });
});
