import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { allTables, databaseFingerprint } from '../test/fingerprint.js';
import { buildTestAppForFile, signUpUser, type TestUser } from '../test/test-app.js';

/** Named classes of bad input (docs/design.md#reliability-and-security), one describe each, through app.inject. */
const app = await buildTestAppForFile();
let cook: TestUser;
let stranger: TestUser;
let dishId: number;
let mealId: number;
let tables: string[];

beforeAll(async () => {
  cook = await signUpUser(app);
  stranger = await signUpUser(app);
  const dish = await app.inject({
    method: 'POST',
    url: '/api/dishes',
    headers: cook.headers,
    payload: { dishName: 'Soup', difficulty: 'Easy', tags: ['Quick'] },
  });
  dishId = dish.json().id;
  await app.inject({ method: 'POST', url: '/api/dishes', headers: cook.headers, payload: { dishName: 'Apple pie', tags: ['Baking'] } });
  await app.inject({ method: 'POST', url: '/api/dishes', headers: stranger.headers, payload: { dishName: "Stranger's stew" } });
  const meal = await app.inject({
    method: 'POST',
    url: '/api/meals',
    headers: cook.headers,
    payload: { date: '2026-11-23', meal_type: 'Dinner', dish_id: dishId },
  });
  mealId = meal.json().id;
  await app.inject({ method: 'POST', url: '/api/meals', headers: stranger.headers, payload: { date: '2026-11-23', meal_type: 'Lunch' } });
  tables = await allTables(app);
});

/** Runs the request and asserts it answered `status` without changing any table. */
async function expectRefusedUnchanged(request: InjectOptions, status: number | number[]) {
  const before = await databaseFingerprint(app, tables);
  const response = await app.inject(request);
  expect([status].flat()).toContain(response.statusCode);
  expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  expect(await databaseFingerprint(app, tables)).toBe(before);
  return response;
}

/** The routes the classes below are tried on; `{dish}` and `{meal}` stand for an id in the path. */
const ROUTES = {
  createDish: ['POST', '/api/dishes'],
  readDish: ['GET', '/api/dishes/{dish}'],
  updateDish: ['PUT', '/api/dishes/{dish}'],
  deleteDish: ['DELETE', '/api/dishes/{dish}'],
  planMeal: ['POST', '/api/meals'],
  updateMeal: ['PATCH', '/api/meals/{meal}'],
  deleteMeal: ['DELETE', '/api/meals/{meal}'],
  shop: ['POST', '/api/instacart/shopping-list'],
  signUp: ['POST', '/api/auth/sign-up/email'],
  updateUser: ['POST', '/api/auth/update-user'],
} as const;

const JSON_WRITES = [ROUTES.createDish, ROUTES.updateDish, ROUTES.planMeal, ROUTES.updateMeal, ROUTES.shop];

/** The route's path for the cook's own dish and meal. */
function ownUrl(path: string): string {
  return path.replace('{dish}', String(dishId)).replace('{meal}', String(mealId));
}

const MARKUP = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const SHORT_MARKUP = '<b onmouseover=alert(1)>x</b>';

describe('HTML and script in every text field', () => {
  it('are stored verbatim and answered as JSON, never as a page', async () => {
    const dish = {
      dishName: MARKUP,
      description: MARKUP,
      notes: MARKUP,
      tags: [SHORT_MARKUP],
      utensils: [MARKUP],
      ingredients: [{ item: MARKUP, quantity: 1, unit: 'cup', optional: false }],
      instructions: [MARKUP, `${MARKUP} again`],
    };
    const created = await app.inject({ method: 'POST', url: '/api/dishes', headers: cook.headers, payload: dish });
    expect(created.statusCode).toBe(201);
    for (const url of [`/api/dishes/${created.json().id}`, '/api/dishes']) {
      const response = await app.inject({ method: 'GET', url, headers: cook.headers });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const read = await app.inject({ method: 'GET', url: `/api/dishes/${created.json().id}`, headers: cook.headers });
    expect(read.json()).toMatchObject(dish);

    const meal = await app.inject({
      method: 'POST',
      url: '/api/meals',
      headers: cook.headers,
      payload: { date: '2026-11-24', meal_type: 'Lunch', notes: MARKUP },
    });
    expect(meal.json().notes).toBe(MARKUP);
    const renamed = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: cook.headers,
      payload: { username: SHORT_MARKUP, name: SHORT_MARKUP },
    });
    expect(renamed.statusCode).toBe(200);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: cook.headers });
    expect(session.json().user.username).toBe(SHORT_MARKUP);
  });
});

describe('links that are not http(s)', () => {
  const badLinks = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/picture.png',
    'about:blank',
  ];

  it.each(badLinks)('%j is refused as a dish picture, a source and an avatar', async (link) => {
    for (const field of ['imageUrl', 'sourceUrl'] as const) {
      await expectRefusedUnchanged(
        { method: 'POST', url: '/api/dishes', headers: cook.headers, payload: { dishName: 'Linked', [field]: link } },
        400,
      );
      await expectRefusedUnchanged(
        { method: 'PUT', url: `/api/dishes/${dishId}`, headers: cook.headers, payload: { dishName: 'Soup', [field]: link } },
        400,
      );
    }
    await expectRefusedUnchanged({ method: 'POST', url: '/api/auth/update-user', headers: cook.headers, payload: { image: link } }, 400);
  });
});

describe('oversized bodies', () => {
  const huge = 'x'.repeat(1024 * 1024 + 1);

  it.each([...JSON_WRITES, ROUTES.signUp, ROUTES.updateUser])('%s %s answers 413 over 1 MiB and stores nothing', async (method, path) => {
    const response = await expectRefusedUnchanged(
      {
        method,
        url: ownUrl(path),
        headers: { ...cook.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ dishName: huge, notes: huge }),
      },
      413,
    );
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('wrong content types', () => {
  const types = [
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
  ];

  it.each(types)('%s answers 415 on every JSON route and stores nothing', async (type) => {
    for (const [method, path] of JSON_WRITES) {
      const response = await expectRefusedUnchanged(
        {
          method,
          url: ownUrl(path),
          headers: { ...cook.headers, 'content-type': type },
          payload: '{"dishName":"Sneaky","date":"2026-11-23","meal_type":"Dinner"}',
        },
        415,
      );
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it.each(['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/auth/update-user', '/api/auth/delete-user'])(
    'text/plain answers 415 on %s too',
    async (url) => {
      await expectRefusedUnchanged(
        { method: 'POST', url, headers: { ...cook.headers, 'content-type': 'text/plain' }, payload: 'username=x' },
        415,
      );
    },
  );
});

describe('path traversal and junk in ids', () => {
  const ids = [
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '%252e%252e%252f',
    '....%2F%2F....%2F%2Fetc%2Fpasswd',
    '..%5C..%5Cwindows%5Cwin.ini',
    '1%2F..%2F2',
    '1%00',
    '-1',
    '0',
    '1.5',
    '1e3',
    '0x10',
    '9007199254740993',
  ];
  const routes = [ROUTES.readDish, ROUTES.updateDish, ROUTES.deleteDish, ROUTES.updateMeal, ROUTES.deleteMeal];
  /** The route's path with `id` sent for its dish or meal, as written. */
  const withId = (path: string, id: string) => path.replace(/\{(dish|meal)\}/, () => id);

  it.each(ids)('%j answers 400 or 404 on every route with an id, and changes nothing', async (id) => {
    for (const [method, path] of routes) {
      const payload = method === 'PUT' ? { dishName: 'Moved' } : method === 'PATCH' ? { notes: 'Moved' } : undefined;
      await expectRefusedUnchanged({ method, url: withId(path, id), headers: cook.headers, ...(payload ? { payload } : {}) }, [400, 404]);
    }
  });

  it('an id longer than the router accepts answers 404 or 414, and changes nothing', async () => {
    for (const [method, path] of routes) {
      for (const id of ['9'.repeat(300), 'x'.repeat(300)]) {
        await expectRefusedUnchanged({ method, url: withId(path, id), headers: cook.headers }, [404, 414]);
      }
    }
  });
});

describe('filter and sort keys outside the allow-list', () => {
  const strangerId = () => stranger.id;
  const cases: Array<[string, string, () => string]> = [
    ['GET /api/dishes', '/api/dishes', () => `owner_id=${strangerId()}`],
    ['GET /api/dishes', '/api/dishes', () => 'sort=dish_name&order=desc'],
    ['GET /api/dishes', '/api/dishes', () => 'orderBy=id%20desc;%20drop%20table%20dishes'],
    ['GET /api/dishes', '/api/dishes', () => 'offset=1&page=2'],
    ['GET /api/dishes', '/api/dishes', () => 'tags[$ne]=Quick'],
    ['GET /api/dishes', '/api/dishes', () => '__proto__[difficulty]=Easy'],
    ['GET /api/meals', '/api/meals', () => `creator_id=${strangerId()}`],
    ['GET /api/meals', '/api/meals', () => 'sort=date&order=desc&limit=1'],
  ];

  it.each(cases)('%s ignores or refuses %#', async (_name, path, query) => {
    const plain = await app.inject({ method: 'GET', url: path, headers: cook.headers });
    const filtered = await app.inject({ method: 'GET', url: `${path}?${query()}`, headers: cook.headers });
    if (filtered.statusCode === 400) return;
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json()).toEqual(plain.json());
  });

  it('refuses values outside an allowed filter', async () => {
    await expectRefusedUnchanged({ method: 'GET', url: '/api/dishes?difficulty=Impossible', headers: cook.headers }, 400);
    await expectRefusedUnchanged({ method: 'GET', url: "/api/dishes?difficulty=Easy'%20or%201=1--", headers: cook.headers }, 400);
  });
});
