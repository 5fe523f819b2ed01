import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { seededRandom } from '../../src/scripts/fake-library.js';
import { seedLibrary } from '../../src/scripts/seed-library.js';
import { JsonClient } from '../http-json.js';
import { signInOverHttp } from '../http-session.js';
import { SERVER_AUTH_SECRET, startServerProcess } from '../server-process.js';
import { type Cook, LoadClient } from './load-client.js';

/** BACKUP_LOAD_SECONDS (default 10), LOAD_CLIENTS (default 50) and LOAD_SEED shape the run. */
const SECONDS = Number(process.env.BACKUP_LOAD_SECONDS ?? 10);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SEED = Number(process.env.LOAD_SEED ?? 50);
const RESTORE_SCRIPT = fileURLToPath(new URL('../../dist/scripts/restore.js', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'hearth-backup-load-'));
const databaseUrl = `file:${join(dir, 'hearth.db')}`;

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Cooks with a small library each; the first account is the server's admin. */
async function seedCooks(count: number): Promise<Cook[]> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, AUTH_SECRET: SERVER_AUTH_SECRET }));
  try {
    const cooks: Cook[] = [];
    for (let index = 0; index < count; index += 1) {
      const email = `backup-cook-${index}@example.com`;
      const { user } = await app.auth.api.signUpEmail({
        body: { email, password: 'load-password', name: `Cook ${index}`, username: `Cook ${index}` },
      });
      const { dishIds } = await seedLibrary(app.db, user.id, { dishes: 30, meals: 20, seed: index + 1 });
      cooks.push({ email, password: 'load-password', libraryDishIds: dishIds });
    }
    return cooks;
  } finally {
    await app.close();
  }
}

/** Restores `file` into a fresh database with `npm run restore` and opens it. */
function restoredCopy(file: string, name: string): Database.Database {
  const target = join(dir, `${name}-restored.db`);
  const restored = spawnSync(process.execPath, [RESTORE_SCRIPT, file], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: `file:${target}`, BACKUP_DIR: join(dir, 'restore-backups') },
    encoding: 'utf8',
  });
  expect(restored.stderr).toBe('');
  expect(restored.status).toBe(0);
  return new Database(target, { readonly: true });
}

/** Rows whose parts do not hang together: JSON that does not parse, references to nothing. */
function tornRows(db: Database.Database): string[] {
  const torn: string[] = [];
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  for (const problem of db.pragma('foreign_key_check') as Array<Record<string, unknown>>)
    torn.push(`foreign key: ${JSON.stringify(problem)}`);
  const dishes = db.prepare('select id, tags, ingredients, instructions, utensils from dishes').all() as Array<Record<string, string>>;
  for (const dish of dishes) {
    for (const column of ['tags', 'ingredients', 'instructions', 'utensils']) {
      try {
        JSON.parse(dish[column]!);
      } catch {
        torn.push(`dish ${dish.id}: ${column} is not whole JSON`);
      }
    }
  }
  const meals = db
    .prepare('select m.id from meals m left join dishes d on d.id = m.dish_id where m.dish_id is not null and d.id is null')
    .all();
  for (const meal of meals) torn.push(`meal ${JSON.stringify(meal)} names a dish that is not there`);
  return torn;
}

describe(`a backup taken while ${CLIENTS} clients write`, () => {
  it('restores whole: no torn rows, and every write acknowledged before it began', async () => {
    const cooks = await seedCooks(Math.ceil(CLIENTS / 2));
    const server = await startServerProcess({ databaseUrl, env: { SIGN_IN_LIMIT_PER_IP: String(CLIENTS * 2), BACKUP_EVERY_HOURS: '0' } });
    try {
      const admin = await signInOverHttp(server.url, cooks[0]!.email, cooks[0]!.password);
      const clients: LoadClient[] = [];
      for (let index = 0; index < CLIENTS; index += 1) {
        const cook = cooks[index % cooks.length]!;
        const { cookie } = await signInOverHttp(server.url, cook.email, cook.password);
        clients.push(new LoadClient(new JsonClient(server.url, { cookie, origin: server.url }), cook, seededRandom(SEED * 1000 + index)));
      }
      const deadline = performance.now() + SECONDS * 1000;
      const load = Promise.all(clients.map((client) => client.runUntil(deadline)));

      // Backups one after another for as long as the clients write.
      const backups: Array<{ file: string; before: { dishes: number[]; meals: number[] } }> = [];
      while (performance.now() < deadline) {
        const before = clients.reduce(
          (ids, client) => {
            const live = client.liveIds();
            return { dishes: [...ids.dishes, ...live.dishes], meals: [...ids.meals, ...live.meals] };
          },
          { dishes: [] as number[], meals: [] as number[] },
        );
        const started = performance.now();
        const download = await fetch(`${server.url}/api/admin/backup`, { headers: { cookie: admin.cookie } });
        console.log(
          `backup ${backups.length}: ${Math.round(performance.now() - started)} ms, ${clients.reduce((sum, client) => sum + client.acknowledgedWrites, 0)} writes so far`,
        );
        expect(download.status).toBe(200);
        const file = join(dir, `backup-${backups.length}.db`);
        writeFileSync(file, Buffer.from(await download.arrayBuffer()));
        backups.push({ file, before });
      }
      await load;
      const writes = clients.reduce((sum, client) => sum + client.acknowledgedWrites, 0);
      console.log(`backup under load: ${backups.length} backups during ${writes} acknowledged writes by ${CLIENTS} clients`);
      expect(backups.length).toBeGreaterThan(0);
      expect(writes).toBeGreaterThan(0);
      expect(clients.flatMap((client) => client.outcomes).filter((outcome) => outcome.status >= 500)).toEqual([]);

      const deleted = { dishes: new Set<number>(), meals: new Set<number>() };
      for (const client of clients) {
        for (const id of client.deletedIds().dishes) deleted.dishes.add(id);
        for (const id of client.deletedIds().meals) deleted.meals.add(id);
        client.close();
      }
      for (const [index, backup] of backups.entries()) {
        const db = restoredCopy(backup.file, `backup-${index}`);
        try {
          expect(tornRows(db)).toEqual([]);
          const dishIds = new Set((db.prepare('select id from dishes').all() as Array<{ id: number }>).map((row) => row.id));
          const mealIds = new Set((db.prepare('select id from meals').all() as Array<{ id: number }>).map((row) => row.id));
          // Acknowledged before the backup began and never deleted afterwards: it must be in it.
          expect(backup.before.dishes.filter((id) => !deleted.dishes.has(id) && !dishIds.has(id))).toEqual([]);
          expect(backup.before.meals.filter((id) => !deleted.meals.has(id) && !mealIds.has(id))).toEqual([]);
        } finally {
          db.close();
        }
      }
    } finally {
      await server.kill('SIGTERM');
    }
  });
});
