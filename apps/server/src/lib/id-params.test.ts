import { describe, expect, it } from 'vitest';
import { buildTestAppForFile, signUpUser } from '../../test/test-app.js';

const app = await buildTestAppForFile();

/**
 * Every route with a numeric id in its path reads it in the route's schema (id-params.ts): a bad
 * one is answered before the handler runs, with the resource's own code and words, whatever
 * else the request carries.
 */
const ROUTES: { method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST'; url: (bad: string) => string; code: string; words: string }[] = [
  { method: 'GET', url: (bad) => `/api/dishes/${bad}`, code: 'INVALID_DISH_ID', words: 'Invalid dish ID' },
  { method: 'PUT', url: (bad) => `/api/dishes/${bad}`, code: 'INVALID_DISH_ID', words: 'Invalid dish ID' },
  { method: 'DELETE', url: (bad) => `/api/dishes/${bad}`, code: 'INVALID_DISH_ID', words: 'Invalid dish ID' },
  { method: 'PUT', url: (bad) => `/api/dishes/${bad}/hearths/1`, code: 'INVALID_DISH_ID', words: 'Invalid dish ID' },
  { method: 'PUT', url: (bad) => `/api/dishes/1/hearths/${bad}`, code: 'INVALID_HEARTH_ID', words: 'Invalid hearth ID' },
  { method: 'PATCH', url: (bad) => `/api/meals/${bad}`, code: 'INVALID_MEAL_ID', words: 'Invalid meal ID' },
  { method: 'DELETE', url: (bad) => `/api/meals/${bad}`, code: 'INVALID_MEAL_ID', words: 'Invalid meal ID' },
  { method: 'GET', url: (bad) => `/api/hearths/${bad}`, code: 'INVALID_HEARTH_ID', words: 'Invalid hearth ID' },
  { method: 'DELETE', url: (bad) => `/api/hearths/${bad}/members/someone`, code: 'INVALID_HEARTH_ID', words: 'Invalid hearth ID' },
  { method: 'GET', url: (bad) => `/api/import/jobs/${bad}`, code: 'INVALID_IMPORT_JOB_ID', words: 'Invalid import job ID' },
  { method: 'GET', url: (bad) => `/api/shopping-lists/${bad}`, code: 'INVALID_LIST_ID', words: 'Invalid shopping list ID' },
  { method: 'PATCH', url: (bad) => `/api/shopping-lists/1/items/${bad}`, code: 'INVALID_ITEM_ID', words: 'Invalid item ID' },
];

describe('an id in the path', () => {
  it.each(ROUTES)('$method $code: a bad id is answered 400 in the resource’s own words, even with a bad body', async (route) => {
    const cook = await signUpUser(app);
    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      const response = await app.inject({
        method: route.method,
        url: route.url(bad),
        headers: cook.headers,
        ...(route.method === 'PUT' || route.method === 'PATCH' ? { payload: { nonsense: true } } : {}),
      });
      expect(response.statusCode, `${route.method} ${route.url(bad)}`).toBe(400);
      expect(response.json()).toEqual({ code: route.code, message: `${route.words}: ${bad}` });
    }
  });
});
