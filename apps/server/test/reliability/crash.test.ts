import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/scripts/fake-library.js';
import { freePort } from '../free-port.js';
import { JsonClient } from '../http-json.js';
import { signUpOverHttp } from '../http-session.js';
import { type ServerProcess, startServerProcess } from '../server-process.js';

/** CRASH_CYCLES (default 30) and CRASH_SEED choose how many kills and when. */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 30);
const SEED = Number(process.env.CRASH_SEED ?? 8);
/** Writers in parallel, as several tabs or devices would write. */
const WRITERS = 4;
/** The kill comes this long after the server answers its health check (ms). */
const KILL_AFTER = { min: 20, max: 400 };

const dir = mkdtempSync(join(tmpdir(), 'hearth-crash-'));
const databaseFile = join(dir, 'hearth.db');

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Acknowledged {
  dishes: number[];
  meals: number[];
  /** Answers that were neither 2xx nor a dropped connection: each one is a failure. */
  unexpected: string[];
}

/**
 * Writes dishes and meals back to back until the connection fails, recording each id the
 * server answered 2xx for. Only a complete answer counts: a write whose answer was cut off by
 * the kill was never acknowledged.
 */
async function writeUntilGone(client: JsonClient, acknowledged: Acknowledged, writer: number) {
  for (let write = 0; ; write += 1) {
    try {
      if (write % 2 === 0) {
        const answer = await client.send({
          method: 'POST',
          path: '/api/dishes',
          body: { dishName: `Crash soup ${writer}-${write}`, tags: ['Soup'], ingredients: [{ item: 'water', quantity: 1, unit: 'l' }] },
        });
        if (answer.status === 201) acknowledged.dishes.push((answer.body as { id: number }).id);
        else acknowledged.unexpected.push(`POST /api/dishes ${answer.status} ${JSON.stringify(answer.body)}`);
      } else {
        const dishId = acknowledged.dishes.at(-1) ?? null;
        const answer = await client.send({
          method: 'POST',
          path: '/api/meals',
          body: { date: '2026-11-23', meal_type: 'Dinner', dish_id: dishId, notes: `writer ${writer}` },
        });
        if (answer.status === 201) acknowledged.meals.push((answer.body as { id: number }).id);
        else acknowledged.unexpected.push(`POST /api/meals ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    } catch {
      return;
    }
  }
}

/** Reads the file the way SQLite recovers it after a crash: a plain open replays the WAL. */
function inspectDatabase() {
  const db = new Database(databaseFile);
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const foreignKeyProblems = db.pragma('foreign_key_check') as unknown[];
    const dishIds = new Set((db.prepare('select id from dishes').all() as Array<{ id: number }>).map((row) => row.id));
    const mealIds = new Set((db.prepare('select id from meals').all() as Array<{ id: number }>).map((row) => row.id));
    return { integrity, foreignKeyProblems, dishIds, mealIds };
  } finally {
    db.close();
  }
}

const missing = (acknowledged: number[], present: Set<number>) => acknowledged.filter((id) => !present.has(id));

describe('a write answered 2xx survives kill -9 and a restart (SQLite)', () => {
  it(`keeps every acknowledged dish and meal through ${CYCLES} SIGKILLs at random moments`, async () => {
    const random = seededRandom(SEED);
    console.log(`crash test: ${CYCLES} cycles, CRASH_SEED=${SEED}, database ${databaseFile}`);
    const databaseUrl = `file:${databaseFile}`;
    const port = await freePort();
    const acknowledged: Acknowledged = { dishes: [], meals: [], unexpected: [] };
    let cookie = '';

    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const server: ServerProcess = await startServerProcess({ databaseUrl, port });
      // The first start creates the cook; later starts reuse the session, which lives in the database.
      if (cycle === 0) {
        cookie = (await signUpOverHttp(server.url, { email: 'crash@example.com', password: 'crash-password', username: 'Crash' })).cookie;
      }
      const clients = Array.from({ length: WRITERS }, () => new JsonClient(server.url, { cookie, origin: server.url }));
      const writers = clients.map((client, writer) => writeUntilGone(client, acknowledged, writer));

      await new Promise((resolve) => setTimeout(resolve, random.between(KILL_AFTER.min, KILL_AFTER.max)));
      expect(server.hasExited(), `the server stopped on its own in cycle ${cycle}:\n${server.output()}`).toBe(false);
      await server.kill('SIGKILL');
      await Promise.all(writers);
      for (const client of clients) client.close();

      const found = inspectDatabase();
      expect(found.integrity, `integrity_check after cycle ${cycle}`).toBe('ok');
      expect(found.foreignKeyProblems, `foreign_key_check after cycle ${cycle}`).toEqual([]);
      expect(missing(acknowledged.dishes, found.dishIds), `acknowledged dishes lost after cycle ${cycle}`).toEqual([]);
      expect(missing(acknowledged.meals, found.mealIds), `acknowledged meals lost after cycle ${cycle}`).toEqual([]);
    }

    expect(acknowledged.unexpected).toEqual([]);
    // Without acknowledged writes the test would prove nothing.
    expect(acknowledged.dishes.length).toBeGreaterThan(0);
    expect(acknowledged.meals.length).toBeGreaterThan(0);

    // And the restarted server itself answers with every acknowledged write.
    const server = await startServerProcess({ databaseUrl, port });
    const client = new JsonClient(server.url, { cookie });
    try {
      const dishes = await client.readAllPages('/api/dishes');
      const meals = await client.readAllPages('/api/meals');
      expect(dishes.status).toBe(200);
      expect(meals.status).toBe(200);
      const listed = (answer: { rows: unknown[] }) => new Set((answer.rows as Array<{ id: number }>).map((row) => row.id));
      expect(missing(acknowledged.dishes, listed(dishes))).toEqual([]);
      expect(missing(acknowledged.meals, listed(meals))).toEqual([]);
    } finally {
      client.close();
      await server.kill('SIGTERM');
    }
    console.log(`crash test: ${acknowledged.dishes.length} dishes and ${acknowledged.meals.length} meals acknowledged, none lost`);
  });
});
