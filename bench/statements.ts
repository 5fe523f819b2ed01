import type { FastifyInstance } from 'fastify';
import { seedLibrary } from '../apps/server/src/scripts/seed-library.js';
import { BENCH_COOK, buildBenchApp } from './library.js';
import { ROUTE_NAMES, type RouteName, benchRequests } from './routes.js';

export const SMALL_LIBRARY = 10;
export const LARGE_LIBRARY = 10_000;

export interface StatementCount {
  /** Statements per request with 10 dishes and 10 meals. */
  at10: number;
  /** ... and with 10,000 of each. */
  at10000: number;
}

const REPEATS = 3;

/**
 * SQL statements one request runs, through app.statementCount(); the highest of a few requests
 * after one unmeasured request, so that the session and any kept list are warm at both sizes.
 */
async function countStatements(app: FastifyInstance, cookie: string, dishIds: number[], route: RouteName): Promise<number> {
  const request = benchRequests(dishIds)[route];
  let most = 0;
  for (let repeat = -1; repeat < REPEATS; repeat += 1) {
    const before = app.statementCount();
    const response = await app.inject({
      method: request.method ?? 'GET',
      url: request.nextPath?.() ?? request.path,
      headers: { cookie },
      ...(request.body ? { payload: request.body as object } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${route}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    if (repeat >= 0) most = Math.max(most, app.statementCount() - before);
  }
  return most;
}

/**
 * Statements per request for each measured route, in this process with app.inject: first on
 * a library of 10 dishes and 10 meals, then after growing it to 10,000 of each.
 */
export async function measureStatements(databaseUrl: string): Promise<Record<RouteName, StatementCount>> {
  const app = await buildBenchApp(databaseUrl);
  try {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: BENCH_COOK.email, password: BENCH_COOK.password, username: BENCH_COOK.username, name: BENCH_COOK.username },
    });
    const userId = signUp.json<{ user: { id: string } }>().user.id;
    const setCookie = signUp.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((line) => line.split(';')[0]).join('; ');

    const small = await seedLibrary(app.db, userId, { dishes: SMALL_LIBRARY, meals: SMALL_LIBRARY });
    const counts = {} as Record<RouteName, StatementCount>;
    for (const route of ROUTE_NAMES) {
      counts[route] = { at10: await countStatements(app, cookie, small.dishIds, route), at10000: Number.NaN };
    }

    const grown = await seedLibrary(app.db, userId, {
      dishes: LARGE_LIBRARY - SMALL_LIBRARY,
      meals: LARGE_LIBRARY - SMALL_LIBRARY,
      seed: 2,
    });
    const allDishIds = [...small.dishIds, ...grown.dishIds];
    for (const route of ROUTE_NAMES) {
      counts[route].at10000 = await countStatements(app, cookie, allDishIds, route);
    }
    return counts;
  } finally {
    await app.close();
  }
}
