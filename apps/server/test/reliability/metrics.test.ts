import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../server-process.js';

const TOKEN = 'metrics-token-for-two-workers';
const dir = mkdtempSync(join(tmpdir(), 'hearth-metrics-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /metrics with one worker per core', () => {
  it('answers for the whole server, whichever worker takes the scrape', async () => {
    const server = await startServerProcess({
      databaseUrl: `file:${join(dir, 'hearth.db')}`,
      env: { WEB_CONCURRENCY: '2', METRICS_TOKEN: TOKEN, BACKUP_EVERY_HOURS: '0' },
    });
    try {
      const REQUESTS = 40;
      // A new connection each time, so the primary hands them to both workers in turn.
      for (let index = 0; index < REQUESTS; index += 1) {
        const response = await fetch(`${server.url}/api/health/live`, { headers: { connection: 'close' } });
        expect(response.status).toBe(200);
      }
      for (let scrape = 0; scrape < 4; scrape += 1) {
        const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}`, connection: 'close' } });
        expect(response.status).toBe(200);
        const text = await response.text();
        const line = text
          .split('\n')
          .find((candidate) =>
            candidate.startsWith('http_request_duration_seconds_count{method="GET",route="/api/health/live",status_code="200"}'),
          );
        expect(Number(line?.split(' ').at(-1))).toBe(REQUESTS);
      }
    } finally {
      await server.kill('SIGTERM');
    }
  });
});
