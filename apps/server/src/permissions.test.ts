import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportFileUpload, photoUpload } from '../test/multipart-upload.js';
import { buildTestAppForFile, signUpUser, type TestUser } from '../test/test-app.js';
import { insertImage } from './modules/images/images.repository.js';
import { insertImportJob } from './modules/imports/import-jobs.repository.js';

/**
 * Who may do what (DESIGN.md), route by route. The routes come from the server's own route
 * table (its OpenAPI description), so a route added without a row here fails this test.
 * Each cell pins one status: a crash can never pass for a refusal.
 */
type Actor = 'anonymous' | 'stranger' | 'viewer' | 'member' | 'owner';
const ACTORS: Actor[] = ['anonymous', 'stranger', 'viewer', 'member', 'owner'];

interface World {
  hearthId: number;
  imageId: string;
  dishId: number;
  mealId: number;
  inviteToken: string;
  inviteId: string;
  importJobId: number;
  users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
}

interface Row {
  /** The request, built against a fresh world so a success never spoils the next cell. */
  request: (world: World) => { url: string; payload?: object | Buffer; headers?: Record<string, string> } | Promise<InjectOptions>;
  expect: Record<Actor, number>;
}

const everyoneSignedIn = (status: number) => ({ anonymous: 401, stranger: status, viewer: status, member: status, owner: status });

const MATRIX: Record<string, Row> = {
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: { anonymous: 200, stranger: 200, viewer: 200, member: 200, owner: 200 } },
  'GET /api/health/live': { request: () => ({ url: '/api/health/live' }), expect: { anonymous: 200, stranger: 200, viewer: 200, member: 200, owner: 200 } },
  'GET /api/dishes': { request: () => ({ url: '/api/dishes' }), expect: everyoneSignedIn(200) },
  'POST /api/dishes': { request: () => ({ url: '/api/dishes', payload: { dishName: 'Soup' } }), expect: everyoneSignedIn(201) },
  'GET /api/dishes/{id}': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 200, member: 200, owner: 200 },
  },
  'PUT /api/dishes/{id}': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}`, payload: { dishName: 'Renamed' } }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 403, owner: 200 },
  },
  'DELETE /api/dishes/{id}': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 403, owner: 204 },
  },
  'GET /api/meals': { request: (w) => ({ url: `/api/meals?hearth_id=${w.hearthId}` }), expect: { anonymous: 401, stranger: 404, viewer: 200, member: 200, owner: 200 } },
  'GET /api/meals/days': {
    request: (w) => ({ url: `/api/meals/days?hearth_id=${w.hearthId}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 200, member: 200, owner: 200 },
  },
  'POST /api/meals': {
    request: (w) => ({ url: '/api/meals', payload: { date: '2026-11-24', meal_type: 'Lunch', hearth_id: w.hearthId } }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 201, owner: 201 },
  },
  'PATCH /api/meals/{id}': {
    request: (w) => ({ url: `/api/meals/${w.mealId}`, payload: { meal_status: 'cooked' } }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 200, owner: 200 },
  },
  'DELETE /api/meals/{id}': {
    request: (w) => ({ url: `/api/meals/${w.mealId}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 204, owner: 204 },
  },
  'GET /api/hearths': { request: () => ({ url: '/api/hearths' }), expect: everyoneSignedIn(200) },
  'POST /api/hearths': {
    request: () => ({ url: '/api/hearths', payload: { name: 'New', startDate: '2026-11-23', endDate: '2026-11-30' } }),
    expect: everyoneSignedIn(201),
  },
  'GET /api/hearths/{id}': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 200, member: 200, owner: 200 },
  },
  'PATCH /api/hearths/{id}': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}`, payload: { name: 'Renamed' } }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 403, owner: 200 },
  },
  'DELETE /api/hearths/{id}': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 403, owner: 204 },
  },
  'POST /api/hearths/{id}/invites': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}/invites`, payload: { role: 'member' } }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 403, owner: 201 },
  },
  'GET /api/hearths/{id}/invites': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}/invites` }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 403, owner: 200 },
  },
  'DELETE /api/hearths/{id}/invites/{inviteId}': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}/invites/${w.inviteId}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 403, owner: 204 },
  },
  'GET /api/hearths/invites/{token}': { request: (w) => ({ url: `/api/hearths/invites/${w.inviteToken}` }), expect: everyoneSignedIn(200) },
  'POST /api/hearths/join': { request: (w) => ({ url: '/api/hearths/join', payload: { token: w.inviteToken } }), expect: everyoneSignedIn(200) },
  'PATCH /api/hearths/{id}/members/{userId}': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}/members/${w.users.viewer.id}`, payload: { role: 'member' } }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 403, owner: 200 },
  },
  'DELETE /api/hearths/{id}/members/{userId}': {
    // The viewer removing the viewer is leaving, which anyone may do.
    request: (w) => ({ url: `/api/hearths/${w.hearthId}/members/${w.users.viewer.id}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 204, member: 403, owner: 204 },
  },
  'POST /api/instacart/shopping-list': {
    request: () => ({ url: '/api/instacart/shopping-list', payload: { title: 'List', items: [{ item: 'milk', quantity: 1, unit: 'l' }] } }),
    // Instacart is not configured in this test: every signed-in caller reaches that answer.
    expect: everyoneSignedIn(503),
  },
  'POST /api/photo-to-fork': {
    // An empty file: every signed-in caller gets as far as the upload's own checks.
    request: () => photoUpload({}, [{ bytes: Buffer.alloc(0) }]),
    expect: everyoneSignedIn(400),
  },
  'GET /api/images/{id}': {
    // Pictures are shared by their unguessable id with anyone signed in (decision 0008).
    request: (w) => ({ url: `/api/images/${w.imageId}` }),
    expect: everyoneSignedIn(200),
  },
  'GET /api/config/services': { request: () => ({ url: '/api/config/services' }), expect: everyoneSignedIn(200) },
  'GET /api/account/export': { request: () => ({ url: '/api/account/export' }), expect: everyoneSignedIn(200) },
  'POST /api/account/import': {
    request: () => ({ url: '/api/account/import', payload: { format: 'the-hearth-export', version: 1, exportedAt: '2026-11-21T00:00:00.000Z', dishes: [], meals: [] } }),
    expect: everyoneSignedIn(200),
  },
  'DELETE /api/account': {
    // A wrong confirmation: everyone signed in reaches the check, and nobody is deleted.
    request: () => ({ url: '/api/account', payload: { confirmEmail: 'not-me@example.com' } }),
    expect: everyoneSignedIn(400),
  },
  'POST /api/import/url': {
    // A file: address: every signed-in caller reaches the address check, and nothing is fetched.
    request: () => ({ url: '/api/import/url', payload: { url: 'file:///etc/passwd' } }),
    expect: everyoneSignedIn(400),
  },
  'POST /api/import/html': {
    request: () => ({ url: '/api/import/html', payload: { html: '<script type="application/ld+json">{"@type":"Recipe","name":"Soup","recipeIngredient":["1 l stock"]}</script>' } }),
    expect: everyoneSignedIn(200),
  },
  'POST /api/import/text': { request: () => ({ url: '/api/import/text', payload: { text: 'Soup\n1 l stock\nHeat it.' } }), expect: everyoneSignedIn(200) },
  'POST /api/import/file': {
    request: () => exportFileUpload({}, 'Title,Ingredients\nSoup,1 l stock\n', 'recipes.csv'),
    expect: everyoneSignedIn(202),
  },
  'GET /api/import/jobs/{id}': {
    // An import job is its owner's alone, hearth or not.
    request: (w) => ({ url: `/api/import/jobs/${w.importJobId}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 404, member: 404, owner: 200 },
  },
  'POST /api/ingredients/parse': { request: () => ({ url: '/api/ingredients/parse', payload: { lines: ['1 egg'] } }), expect: everyoneSignedIn(200) },
  'GET /api/shopping/meal-plan': {
    request: (w) => ({ url: `/api/shopping/meal-plan?startDate=2026-11-23&endDate=2026-11-29&hearth_id=${w.hearthId}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 403, member: 200, owner: 200 },
  },
};

const app = await buildTestAppForFile();
let users: World['users'];

async function ok<T>(promise: Promise<{ statusCode: number; json: () => T; body: string }>): Promise<T> {
  const response = await promise;
  if (response.statusCode >= 300) throw new Error(`setup failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A hearth with its owner, a member and a viewer, a dish of the owner's, a hearth meal using it, and a fresh invitation. */
async function freshWorld(): Promise<World> {
  const as = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    ok<{ [key: string]: unknown }>(app.inject({ method, url, headers: user.headers, payload }));
  const hearth = await as(users.owner, 'POST', '/api/hearths', { name: 'Matrix', startDate: '2026-11-23', endDate: '2026-11-29' });
  const hearthId = hearth.hearth_id as number;
  for (const role of ['member', 'viewer'] as const) {
    const invite = await as(users.owner, 'POST', `/api/hearths/${hearthId}/invites`, { role });
    await as(users[role], 'POST', '/api/hearths/join', { token: invite.token });
  }
  const dish = await as(users.owner, 'POST', '/api/dishes', { dishName: 'Shared Stew', ingredients: [{ item: 'beans', quantity: 1 }] });
  const meal = await as(users.owner, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Dinner', dish_id: dish.id, hearth_id: hearthId });
  const invite = await as(users.owner, 'POST', `/api/hearths/${hearthId}/invites`, { role: 'viewer' });
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c60' } }).webp().toBuffer();
  const imageId = await insertImage(app.db, { ownerId: users.owner.id, bytes: picture, contentType: 'image/webp' });
  const importJobId = await insertImportJob(app.db, users.owner.id, 'recipes.csv', 'csv', 1);
  return {
    hearthId,
    imageId,
    dishId: dish.id as number,
    mealId: meal.id as number,
    inviteToken: invite.token as string,
    inviteId: invite.id as string,
    importJobId,
    users,
  };
}

function registeredRoutes(): string[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

beforeAll(async () => {
  users = {
    owner: await signUpUser(app),
    member: await signUpUser(app),
    viewer: await signUpUser(app),
    stranger: await signUpUser(app),
  };
});

describe('the permission matrix', () => {
  it('has a pinned row for every route the server registers', () => {
    expect(registeredRoutes().sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(Object.entries(MATRIX))('%s answers each kind of caller as pinned', async (route, row) => {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const answers: Record<string, number> = {};
    for (const actor of ACTORS) {
      const world = await freshWorld();
      const { url, payload, headers = {} } = (await row.request(world)) as InjectOptions & { url: string };
      const session = actor === 'anonymous' ? {} : users[actor].headers;
      answers[actor] = (await app.inject({ method, url, headers: { ...headers, ...session }, payload })).statusCode;
    }
    expect(answers).toEqual(row.expect);
  });
});
