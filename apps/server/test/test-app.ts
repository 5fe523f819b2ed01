import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Env, loadConfig } from '../src/config.js';
import { freshDatabaseUrl } from './test-database.js';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** The whole server on a fresh, empty database of the kind under test. */
export async function buildTestApp(env: Partial<Env> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-1234',
    DATABASE_URL: env.DATABASE_URL ?? (await freshDatabaseUrl()),
    // Every suite signs its people up from one address; the sign-up limit has its own tests.
    SIGN_UP_LIMIT_PER_HOUR: '100000',
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  return app;
}

/**
 * The app for one test file, on its own fresh database, closed after the file's tests:
 * `const app = await buildTestAppForFile();` at the top of the file.
 */
export async function buildTestAppForFile(env: Partial<Env> = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(env);
  afterAll(() => app.close());
  return app;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Send as `headers` on inject to act as this user through the session cookie. */
  headers: { cookie: string };
  /** The bearer token API clients use. */
  token: string;
}

let userCounter = 0;

/** The session cookie(s) a response set, as a Cookie request header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Signs a new user up through the real endpoint and returns how to act as them. */
export async function signUpUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; username: string }> = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = overrides.email ?? `cook${userCounter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct horse';
  const username = overrides.username ?? `Cook ${userCounter}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, username, name: username },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json<{ token: string; user: { id: string } }>();
  return {
    id: body.user.id,
    email,
    password,
    headers: { cookie: cookieHeader(response) },
    token: String(response.headers['set-auth-token']),
  };
}

/** Counts rows in a table, to prove a refused request stored nothing. */
export async function countRows(app: FastifyInstance, table: string): Promise<number> {
  const row = await app.db
    .selectFrom(table as 'app_settings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
