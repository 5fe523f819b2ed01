import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { authRequests } from '../test/bad-input/auth-arbitraries.js';
import { type FuzzRequest, requestFor } from '../test/bad-input/request-arbitrary.js';
import { describedRoutes, registeredRoutes } from '../test/bad-input/route-catalogue.js';
import { allTables, databaseFingerprint } from '../test/fingerprint.js';
import { startInstacartStub } from '../test/instacart-stub.js';
import { INSTACART_TEST_KEY, instacartStubEnv } from '../test/shopping-fixtures.js';
import { buildTestApp, signUpUser } from '../test/test-app.js';
import { seedLibrary } from './scripts/seed-library.js';

/**
 * The bad-input catalogue: for every JSON route, requests derived from its schemas (and
 * mutated), sent as a signed-in cook. No answer may be a 5xx, every error answer has our
 * error shape, and a 4xx leaves every table exactly as it was.
 *
 * BAD_INPUT_SEED reproduces a run; BAD_INPUT_RUNS sets the requests per route;
 * BAD_INPUT_TRACE=/api/meals prints every request whose URL contains that text, and its answer.
 */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261121);
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 60);
const TRACE = process.env.BAD_INPUT_TRACE;

const stub = await startInstacartStub(INSTACART_TEST_KEY);
const app = await buildTestApp({
  ...instacartStubEnv(stub, 2000),
  // Let guesses reach the auth library rather than the limiter (the limiter has its own tests).
  SIGN_IN_LIMIT_PER_IP: '1000000',
  SIGN_IN_LIMIT_PER_EMAIL: '1000000',
});
const cook = await signUpUser(app);
const stranger = await signUpUser(app);
const own = await seedLibrary(app.db, cook.id, { dishes: 8, meals: 8 });
const theirs = await seedLibrary(app.db, stranger.id, { dishes: 2, meals: 2, seed: 9 });
const shoppingIds = await seedShoppingList();
const hints = {
  ids: [...own.dishIds, ...own.mealIds, ...theirs.dishIds, ...theirs.mealIds, ...shoppingIds],
  idsByField: { dish_id: [...own.dishIds, ...theirs.dishIds], meal_id: [...own.mealIds, ...theirs.mealIds] },
};

/** The cook's shopping list with a few items, so requests can name a list and items that exist. */
async function seedShoppingList(): Promise<number[]> {
  const lists = (await app.inject({ url: '/api/shopping-lists', headers: cook.headers })).json() as Array<{ id: number }>;
  const listId = lists[0]!.id;
  let items: Array<{ id: number }> = [];
  for (const text of ['2 cups milk', '3 eggs', 'paper towels']) {
    items = (
      await app.inject({ method: 'POST', url: `/api/shopping-lists/${listId}/items`, headers: cook.headers, payload: { text } })
    ).json().items;
  }
  return [listId, ...items.map((item) => item.id)];
}
const tables = await allTables(app);
// Deletions last, so every other route still finds the seeded dishes and meals to work on.
const routes = describedRoutes(app).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
console.log(`bad-input catalogue: BAD_INPUT_SEED=${SEED}, ${RUNS} requests per route, ${routes.length} routes + 3 auth routes`);

/** Answers per route by status class: a catalogue that only ever gets 400s tests little. */
const answered = new Map<string, Record<string, number>>();

afterAll(async () => {
  const summary = [...answered].map(
    ([route, counts]) =>
      `  ${route}: ${Object.entries(counts)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ')}`,
  );
  console.log(`bad-input catalogue answers:\n${summary.join('\n')}`);
  await app.close();
  await stub.close();
});

/**
 * Our routes answer errors as {code, message}. The auth library's own answers carry a message
 * but not always a code (`{"message":"No fields to update"}`), so for them only the message
 * is required.
 */
type ErrorShape = 'ours' | 'auth-library';

/** One request, checked against the promises; answers a description when it breaks one. */
async function problemWith(route: string, request: FuzzRequest, shape: ErrorShape): Promise<string | undefined> {
  const before = await databaseFingerprint(app, tables);
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  const status = response.statusCode;
  const counts = answered.get(route) ?? {};
  const kind = `${Math.floor(status / 100)}xx`;
  counts[kind] = (counts[kind] ?? 0) + 1;
  answered.set(route, counts);
  const said = `${request.method} ${request.url.slice(0, 200)} answered ${status} ${response.body.slice(0, 300)}`;
  if (TRACE && request.url.includes(TRACE)) console.log(said, request.payload?.slice(0, 300));
  if (status >= 500) return said;
  if (status < 400) return undefined;
  let body: { code?: unknown; message?: unknown } | null;
  try {
    body = response.json();
  } catch {
    return `${said}: not JSON`;
  }
  if (typeof body?.message !== 'string') return `${said}: no message`;
  if (shape === 'ours' && typeof body.code !== 'string') return `${said}: not {code, message}`;
  if ((await databaseFingerprint(app, tables)) !== before) return `${said}: and changed stored data`;
  return undefined;
}

async function check(route: string, arbitrary: fc.Arbitrary<FuzzRequest>, shape: ErrorShape) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      const problem = await problemWith(route, request, shape);
      expect(problem).toBeUndefined();
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
}

describe('the bad-input catalogue', () => {
  it('covers every API route outside the auth and docs libraries', () => {
    const described = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const escaped = registeredRoutes(app)
      .filter(({ path }) => path.startsWith('/api/') && !path.startsWith('/api/auth') && !path.startsWith('/api/docs'))
      .filter(({ method }) => method !== 'HEAD')
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !described.has(route));
    expect(escaped).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(9);
  });

  describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (name, route) => {
    it('never answers 5xx, and a 4xx changes nothing', async () => {
      await check(name, requestFor(route, hints, cook.headers), 'ours');
    });
  });

  describe.each(authRequests(cook, cook.headers).map(({ name, arbitrary }) => [name, arbitrary] as const))(
    '%s (hand-written bodies)',
    (name, arbitrary) => {
      it('never answers 5xx, and a 4xx changes nothing', async () => {
        await check(name, arbitrary, 'auth-library');
      });
    },
  );
});
