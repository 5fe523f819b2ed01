import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, buildTestApp, buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../test/test-app.js';
import { CROSS_ORIGIN_MESSAGE } from './same-origin.js';

const app = await buildTestAppForFile();
let cook: TestUser;
let dishId: number;
let mealId: number;

const FOREIGN = 'https://evil.example';

beforeAll(async () => {
  cook = await signUpUser(app);
  const dish = await app.inject({ method: 'POST', url: '/api/dishes', headers: cook.headers, payload: { dishName: 'Soup' } });
  dishId = dish.json().id;
  const meal = await app.inject({
    method: 'POST',
    url: '/api/meals',
    headers: cook.headers,
    payload: { date: '2026-11-23', meal_type: 'Dinner', dish_id: dishId },
  });
  mealId = meal.json().id;
});

const refused = { code: 'CROSS_ORIGIN_REQUEST', message: CROSS_ORIGIN_MESSAGE };

describe('state-changing API requests from another origin', () => {
  const writes = () =>
    [
      ['POST', '/api/dishes', { dishName: 'Planted by another site' }],
      ['PUT', `/api/dishes/${dishId}`, { dishName: 'Renamed by another site' }],
      ['DELETE', `/api/dishes/${dishId}`, undefined],
      ['POST', '/api/meals', { date: '2026-11-24', meal_type: 'Lunch' }],
      ['PATCH', `/api/meals/${mealId}`, { meal_status: 'cancelled' }],
      ['DELETE', `/api/meals/${mealId}`, undefined],
      ['POST', '/api/instacart/shopping-list', { dish: { id: 1, dishName: 'Soup' } }],
    ] as const;

  it('answers 403 CROSS_ORIGIN_REQUEST to every cookie-authenticated write with a foreign Origin, and changes nothing', async () => {
    const dishesBefore = await app.inject({ method: 'GET', url: '/api/dishes', headers: cook.headers });
    const mealsBefore = await app.inject({ method: 'GET', url: '/api/meals', headers: cook.headers });
    for (const [method, url, payload] of writes()) {
      const response = await app.inject({ method, url, payload, headers: { ...cook.headers, origin: FOREIGN } });
      expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({ method, url, status: 403, body: refused });
    }
    expect((await app.inject({ method: 'GET', url: '/api/dishes', headers: cook.headers })).body).toBe(dishesBefore.body);
    expect((await app.inject({ method: 'GET', url: '/api/meals', headers: cook.headers })).body).toBe(mealsBefore.body);
  });

  it.each([
    ['Origin: null (a sandboxed frame or a file)', { origin: 'null' }],
    ['the same host on another port', { origin: 'http://localhost:3001' }],
    ['the same host over https', { origin: 'https://localhost:3000' }],
    ['a sibling subdomain', { origin: 'http://evil.localhost:3000' }],
    ['Sec-Fetch-Site: cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site with our own Origin', { origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s', async (_case, headers) => {
    const before = await countRows(app, 'dishes');
    const response = await app.inject({
      method: 'POST',
      url: '/api/dishes',
      headers: { ...cook.headers, ...headers },
      payload: { dishName: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
    expect(await countRows(app, 'dishes')).toBe(before);
  });

  it('allows our own origin, as the web app sends it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/dishes',
      headers: { ...cook.headers, origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      payload: { dishName: 'From the app' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('allows a request without an Origin, as curl and scripts send it', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/dishes', headers: cook.headers, payload: { dishName: 'From curl' } });
    expect(response.statusCode).toBe(201);
  });

  it('allows a bearer-token client whatever Origin it names', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/dishes',
      headers: { authorization: `Bearer ${cook.token}`, origin: FOREIGN },
      payload: { dishName: 'From an API client' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('leaves reads alone: another site cannot read the answer anyway', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dishes', headers: { ...cook.headers, origin: FOREIGN } });
    expect(response.statusCode).toBe(200);
  });

  it('answers a request without a session 401, as before: only cookie-carrying requests are at stake', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/dishes', headers: { origin: FOREIGN }, payload: { dishName: 'x' } });
    expect(response.statusCode).toBe(401);
  });

  it('leaves /api/auth/* to the auth library, which checks origins itself', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...cook.headers, origin: FOREIGN },
      payload: {},
    });
    expect(response.json()?.code).not.toBe('CROSS_ORIGIN_REQUEST');
  });
});

describe('in development', () => {
  it('also trusts the Vite dev server, which proxies the API', async () => {
    const devApp = await buildTestApp({ NODE_ENV: 'development' });
    const devCook = await signUpUser(devApp);
    const vite = await devApp.inject({
      method: 'POST',
      url: '/api/dishes',
      headers: { ...devCook.headers, origin: 'http://localhost:5173' },
      payload: { dishName: 'From Vite' },
    });
    expect(vite.statusCode).toBe(201);
    const foreign = await devApp.inject({
      method: 'POST',
      url: '/api/dishes',
      headers: { ...devCook.headers, origin: FOREIGN },
      payload: { dishName: 'x' },
    });
    expect(foreign.statusCode).toBe(403);
    await devApp.close();
  });
});
