import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { seedLibrary } from '../apps/server/src/scripts/seed-library.js';
import { type RunningPostgres, startEmbeddedPostgres } from '../apps/server/test/embedded-postgres.js';
import { SERVER_AUTH_SECRET } from '../apps/server/test/server-process.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export const BENCH_COOK = { email: 'bench-cook@example.com', password: 'bench-password', username: 'Bench Cook' };
/** A cook who has just started: no meals and one dish (so that a dish page can be opened). */
export const NEW_COOK = { email: 'new-cook@example.com', password: 'bench-password', username: 'New Cook' };

/** Where the benchmark's databases live; all of it goes away at the end. */
export class Scratch {
  private readonly dir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
  private postgres: Promise<RunningPostgres> | undefined;

  async databaseUrl(kind: DatabaseKind, name: string): Promise<string> {
    if (kind === 'sqlite') return `file:${join(this.dir, `${name}.db`)}`;
    // PostgreSQL's defaults (fsync on): writes are measured as durable on both databases.
    this.postgres ??= startEmbeddedPostgres({ durable: true });
    return (await this.postgres).createDatabase(name);
  }

  async dispose(): Promise<void> {
    if (this.postgres) await (await this.postgres).stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The whole app in this process, for seeding and for counting statements. */
export function buildBenchApp(databaseUrl: string) {
  return buildApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, AUTH_SECRET: SERVER_AUTH_SECRET }));
}

/**
 * The bench cook with `dishes` dishes and `meals` meals over two years, and the new cook with
 * one dish, seeded in-process.
 */
export async function seedBenchLibrary(databaseUrl: string, size: { dishes: number; meals: number }) {
  const app = await buildBenchApp(databaseUrl);
  try {
    const signUp = (cook: typeof BENCH_COOK) =>
      app.auth.api.signUpEmail({ body: { email: cook.email, password: cook.password, name: cook.username, username: cook.username } });
    const { user } = await signUp(BENCH_COOK);
    const library = await seedLibrary(app.db, user.id, size);
    const newCook = await signUp(NEW_COOK);
    const [newCookDishId] = (await seedLibrary(app.db, newCook.user.id, { dishes: 1, meals: 0 })).dishIds;
    return { ...library, newCookDishId: newCookDishId! };
  } finally {
    await app.close();
  }
}
