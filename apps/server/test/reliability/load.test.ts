import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { seededRandom } from '../../src/scripts/fake-library.js';
import { seedLibrary } from '../../src/scripts/seed-library.js';
import { JsonClient } from '../http-json.js';
import { signInOverHttp } from '../http-session.js';
import { SERVER_AUTH_SECRET, startServerProcess } from '../server-process.js';
import { type Cook, LoadClient, type Outcome } from './load-client.js';

/** LOAD_SECONDS (default 30), LOAD_CLIENTS (default 50) and LOAD_SEED shape the run. */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SEED = Number(process.env.LOAD_SEED ?? 50);
/** Two clients per cook: a household's phone and laptop writing to one library at once. */
const CLIENTS_PER_COOK = 2;
const LIBRARY = { dishes: 200, meals: 100 };

const dir = mkdtempSync(join(tmpdir(), 'hearth-load-'));
const databaseUrl = `file:${join(dir, 'hearth.db')}`;

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Cooks with a library each, written straight into the database before the server starts. */
async function seedCooks(count: number): Promise<Cook[]> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, AUTH_SECRET: SERVER_AUTH_SECRET }));
  try {
    const cooks: Cook[] = [];
    for (let index = 0; index < count; index += 1) {
      const email = `load-cook-${index}@example.com`;
      const { user } = await app.auth.api.signUpEmail({
        body: { email, password: 'load-password', name: `Cook ${index}`, username: `Cook ${index}` },
      });
      const { dishIds } = await seedLibrary(app.db, user.id, { ...LIBRARY, seed: index + 1 });
      cooks.push({ email, password: 'load-password', libraryDishIds: dishIds });
    }
    return cooks;
  } finally {
    await app.close();
  }
}

function percentiles(outcomes: Outcome[]) {
  const sorted = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const at = (fraction: number) => Math.round((sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN) * 10) / 10;
  return `n=${sorted.length} p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`;
}

describe(`${CLIENTS} signed-in clients for ${SECONDS} s against the real server (SQLite)`, () => {
  it('answers a realistic mix without a 5xx and without losing a write', async () => {
    const cooks = await seedCooks(Math.ceil(CLIENTS / CLIENTS_PER_COOK));
    // Every client signs in from 127.0.0.1: allow that many sign-ins from one address.
    const server = await startServerProcess({ databaseUrl, env: { SIGN_IN_LIMIT_PER_IP: String(CLIENTS * 2) } });
    try {
      const clients: LoadClient[] = [];
      for (let index = 0; index < CLIENTS; index += 1) {
        const cook = cooks[index % cooks.length] as Cook;
        const { cookie } = await signInOverHttp(server.url, cook.email, cook.password);
        const http = new JsonClient(server.url, { cookie, origin: server.url });
        clients.push(new LoadClient(http, cook, seededRandom(SEED * 1000 + index)));
      }
      console.log(`load test: ${CLIENTS} clients, ${cooks.length} cooks, ${SECONDS} s, LOAD_SEED=${SEED}`);

      const deadline = performance.now() + SECONDS * 1000;
      await Promise.all(clients.map((client) => client.runUntil(deadline)));

      const outcomes = clients.flatMap((client) => client.outcomes);
      const serverErrors = outcomes.filter((outcome) => outcome.status >= 500);
      const dropped = outcomes.filter((outcome) => outcome.status === 0);
      const unexpected = clients.flatMap((client) => client.unexpected);
      console.log(`load test: ${outcomes.length} requests, ${Math.round(outcomes.length / SECONDS)} per second; ${percentiles(outcomes)}`);
      for (const operation of [...new Set(outcomes.map((outcome) => outcome.operation))].sort()) {
        console.log(`  ${operation.padEnd(14)} ${percentiles(outcomes.filter((outcome) => outcome.operation === operation))}`);
      }

      // Every write the server acknowledged, read back once the load is over.
      const lost: string[] = [];
      for (const client of clients) lost.push(...(await client.verifyWrites()));
      const writes = clients.reduce((sum, client) => sum + client.acknowledgedWrites, 0);
      console.log(`load test: ${writes} acknowledged writes checked, ${lost.length} lost`);

      expect(serverErrors.map((outcome) => `${outcome.operation} ${outcome.status}`)).toEqual([]);
      expect(dropped.map((outcome) => `${outcome.operation}: ${outcome.error}`)).toEqual([]);
      expect(unexpected.slice(0, 20)).toEqual([]);
      expect(lost.slice(0, 20)).toEqual([]);
      expect(writes).toBeGreaterThan(0);
      expect(server.hasExited()).toBe(false);
      for (const client of clients) client.close();
    } finally {
      await server.kill('SIGTERM');
    }
  });
});
