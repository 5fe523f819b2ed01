import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportFileUpload, multipartPost, photoUpload } from '../test/multipart-upload.js';
import { TEST_PUBLIC_URL, buildTestAppForFile, signUpUser, type TestUser } from '../test/test-app.js';
import { insertImage } from './modules/images/images.repository.js';
import { insertImportJob } from './modules/imports/jobs/import-jobs.repository.js';
import { DEFAULT_PLANNER_RULES } from '@hearth/shared/planner';

/**
 * Who may do what (docs/design.md#who-may-do-what), route by route. The routes come from the server's own route
 * table (its OpenAPI description), so a route added without a row here fails this test.
 * Each cell pins one status: a crash can never pass for a refusal. A key may add a query
 * (`GET /api/dishes?hearth_id`) to pin a second way of calling the same route.
 *
 * `former` was in the hearth and was removed from it: unless a row pins otherwise, they must
 * be answered exactly as a stranger is (leaving a hearth ends every claim on it).
 */
type Actor = 'anonymous' | 'stranger' | 'former' | 'viewer' | 'member' | 'owner';
const ACTORS: Actor[] = ['anonymous', 'stranger', 'former', 'viewer', 'member', 'owner'];
type Answers = Omit<Record<Actor, number>, 'former'> & { former?: number };

interface World {
  hearthId: number;
  /** The hearth's shopping list, with one item on it. */
  listId: number;
  itemId: number;
  imageId: string;
  dishId: number;
  mealId: number;
  inviteToken: string;
  inviteId: string;
  /** The owner's address of this hearth's calendar. */
  calendarUrl: string;
  importJobId: number;
  /** The owner's cooking of their dish, in its log. */
  cookingId: number;
  /** The token of the owner's dish's public link. */
  shareToken: string;
  /** An item of the hearth's pantry. */
  pantryItemId: number;
  users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
}

interface Row {
  /** The request, built against a fresh world so a success never spoils the next cell. */
  request: (
    world: World,
  ) => { url: string; payload?: object | Buffer; headers?: Record<string, string>; payloadAsStream?: boolean } | Promise<InjectOptions>;
  expect: Answers;
}

const everyoneSignedIn = (status: number) => ({ anonymous: 401, stranger: status, viewer: status, member: status, owner: status });
// The rules of docs/design.md#who-may-do-what by name. Someone outside the hearth is told it does not exist (404);
// a role in it that may not act is refused (403).
const everyoneInTheHearth = (status: number) => ({ anonymous: 401, stranger: 404, viewer: status, member: status, owner: status });
const membersAndOwner = (status: number) => ({ anonymous: 401, stranger: 404, viewer: 403, member: status, owner: status });
const ownerOnly = (status: number) => ({ anonymous: 401, stranger: 404, viewer: 403, member: 403, owner: status });

// The server's admin is its first account, which is the hearth's owner here.
const adminOnly = (status: number) => ({ anonymous: 401, stranger: 403, viewer: 403, member: 403, owner: status });
/** An account nobody else needs, for the admin calls that change or delete one. */
const throwawayAccount = async () => (await signUpUser(app)).id;

const MATRIX: Record<string, Row> = {
  'GET /api/health': {
    request: () => ({ url: '/api/health' }),
    expect: { anonymous: 200, stranger: 200, viewer: 200, member: 200, owner: 200 },
  },
  'GET /api/health/live': {
    request: () => ({ url: '/api/health/live' }),
    expect: { anonymous: 200, stranger: 200, viewer: 200, member: 200, owner: 200 },
  },
  'GET /api/dishes': { request: () => ({ url: '/api/dishes' }), expect: everyoneSignedIn(200) },
  'GET /api/dishes?hearth_id': {
    // The hearth's cookbook, which holds the owner's dish.
    request: (w) => ({ url: `/api/dishes?hearth_id=${w.hearthId}` }),
    expect: { ...everyoneInTheHearth(200), former: 404 },
  },
  'PUT /api/dishes/{id}/hearths/{hearthId}': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}/hearths/${w.hearthId}` }),
    expect: { ...ownerOnly(200), former: 404 },
  },
  'DELETE /api/dishes/{id}/hearths/{hearthId}': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}/hearths/${w.hearthId}` }),
    expect: { ...ownerOnly(200), former: 404 },
  },
  // A heart is the reader's own: anyone who may read the dish may give or take back theirs.
  'PUT /api/dishes/{id}/favourite': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}/favourite` }),
    expect: everyoneInTheHearth(200),
  },
  'DELETE /api/dishes/{id}/favourite': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}/favourite` }),
    expect: everyoneInTheHearth(200),
  },
  'POST /api/dishes': { request: () => ({ url: '/api/dishes', payload: { dishName: 'Soup' } }), expect: everyoneSignedIn(201) },
  'GET /api/dishes/{id}': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}` }),
    expect: everyoneInTheHearth(200),
  },
  'PUT /api/dishes/{id}': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}`, payload: { dishName: 'Renamed' } }),
    expect: ownerOnly(200),
  },
  'DELETE /api/dishes/{id}': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}` }),
    expect: ownerOnly(204),
  },
  'GET /api/dishes/{id}/cooked': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}/cooked` }),
    expect: everyoneInTheHearth(200),
  },
  'PATCH /api/dishes/{id}/cooked/{entryId}': {
    // Only the entry's writer changes it; the hearth reads it but is told it is not theirs to change.
    request: (w) => ({ url: `/api/dishes/${w.dishId}/cooked/${w.cookingId}`, payload: { rating: 4 } }),
    expect: { anonymous: 401, stranger: 404, viewer: 404, member: 404, owner: 200 },
  },
  'DELETE /api/dishes/{id}/cooked/{entryId}': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}/cooked/${w.cookingId}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 404, member: 404, owner: 200 },
  },
  'POST /api/dishes/{id}/cooked': {
    // The hearth plans the dish today, but no meal is named: the cooking goes on the dish, which
    // everyone who may read it may note (decision 0052); the meal stays as it was.
    request: async (w) => {
      const today = new Date().toISOString().slice(0, 10);
      await ok(
        app.inject({
          method: 'POST',
          url: '/api/meals',
          headers: w.users.owner.headers,
          payload: { date: today, meal_type: 'Lunch', dish_id: w.dishId, hearth_id: w.hearthId },
        }),
      );
      return { method: 'POST', url: `/api/dishes/${w.dishId}/cooked`, payload: { date: today } };
    },
    expect: everyoneInTheHearth(200),
  },
  'GET /api/meals': { request: (w) => ({ url: `/api/meals?hearth_id=${w.hearthId}` }), expect: everyoneInTheHearth(200) },
  'GET /api/meals/days': {
    request: (w) => ({ url: `/api/meals/days?hearth_id=${w.hearthId}` }),
    expect: everyoneInTheHearth(200),
  },
  'POST /api/meals': {
    request: (w) => ({ url: '/api/meals', payload: { date: '2026-11-24', meal_type: 'Lunch', hearth_id: w.hearthId } }),
    expect: membersAndOwner(201),
  },
  'POST /api/meals?repeat': {
    // Planning with the hearth's cookbook dish, every week for a month.
    request: (w) => ({
      url: '/api/meals',
      payload: {
        date: '2026-11-24',
        meal_type: 'Dinner',
        hearth_id: w.hearthId,
        dish_id: w.dishId,
        repeat: { every_weeks: 1, until: '2026-12-22' },
      },
    }),
    expect: { ...membersAndOwner(201), former: 404 },
  },
  'PATCH /api/meals/{id}': {
    request: (w) => ({ url: `/api/meals/${w.mealId}`, payload: { meal_status: 'cooked' } }),
    expect: membersAndOwner(200),
  },
  'PATCH /api/meals/{id}?date': {
    // Moving a meal to another day (a drag on the timeline).
    request: (w) => ({ url: `/api/meals/${w.mealId}`, payload: { date: '2026-11-25' } }),
    expect: { ...membersAndOwner(200), former: 404 },
  },
  'PATCH /api/meals/{id}?scope=following': {
    request: (w) => ({ url: `/api/meals/${w.mealId}?scope=following`, payload: { meal_status: 'cancelled' } }),
    expect: { ...membersAndOwner(200), former: 404 },
  },
  'DELETE /api/meals/{id}?scope=following': {
    request: (w) => ({ url: `/api/meals/${w.mealId}?scope=following` }),
    expect: { ...membersAndOwner(204), former: 404 },
  },
  'DELETE /api/meals/{id}': {
    request: (w) => ({ url: `/api/meals/${w.mealId}` }),
    expect: membersAndOwner(204),
  },
  'GET /api/hearths': { request: () => ({ url: '/api/hearths' }), expect: everyoneSignedIn(200) },
  'POST /api/hearths': {
    request: () => ({ url: '/api/hearths', payload: { name: 'New', startDate: '2026-11-23', endDate: '2026-11-30' } }),
    expect: everyoneSignedIn(201),
  },
  'GET /api/hearths/{id}': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}` }),
    expect: everyoneInTheHearth(200),
  },
  'PATCH /api/hearths/{id}': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}`, payload: { name: 'Renamed' } }),
    expect: ownerOnly(200),
  },
  'DELETE /api/hearths/{id}': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}` }),
    expect: ownerOnly(204),
  },
  'POST /api/hearths/{id}/invites': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}/invites`, payload: { role: 'member' } }),
    expect: ownerOnly(201),
  },
  'GET /api/hearths/{id}/invites': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}/invites` }),
    expect: ownerOnly(200),
  },
  'DELETE /api/hearths/{id}/invites/{inviteId}': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}/invites/${w.inviteId}` }),
    expect: ownerOnly(204),
  },
  'GET /api/hearths/invites/{token}': {
    // The link is the secret: who invites whom to which hearth shows before signing in (decision 0056).
    request: (w) => ({ url: `/api/hearths/invites/${w.inviteToken}` }),
    expect: { anonymous: 200, stranger: 200, viewer: 200, member: 200, owner: 200 },
  },
  'POST /api/hearths/join': {
    request: (w) => ({ url: '/api/hearths/join', payload: { token: w.inviteToken } }),
    expect: everyoneSignedIn(200),
  },
  'PATCH /api/hearths/{id}/members/{userId}': {
    request: (w) => ({ url: `/api/hearths/${w.hearthId}/members/${w.users.viewer.id}`, payload: { role: 'member' } }),
    expect: ownerOnly(200),
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
  'POST /api/dishes/{id}/share-link': {
    // The link exists already in the world: making it again answers it (200).
    request: (w) => ({ url: `/api/dishes/${w.dishId}/share-link` }),
    expect: { ...ownerOnly(200), former: 404 },
  },
  'GET /api/dishes/{id}/share-link': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}/share-link` }),
    expect: { ...ownerOnly(200), former: 404 },
  },
  'DELETE /api/dishes/{id}/share-link': {
    request: (w) => ({ url: `/api/dishes/${w.dishId}/share-link` }),
    expect: { ...ownerOnly(204), former: 404 },
  },
  'POST /api/shared-dishes/{token}/save': {
    // The link is the credential for reading; saving needs an account (a signed-out visitor is sent to sign in).
    request: (w) => ({ url: `/api/shared-dishes/${w.shareToken}/save` }),
    expect: { anonymous: 303, stranger: 303, viewer: 303, member: 303, owner: 303 },
  },
  'GET /api/images/{id}': {
    // Pictures are shared by their unguessable id with anyone signed in (decision 0008).
    request: (w) => ({ url: `/api/images/${w.imageId}` }),
    expect: everyoneSignedIn(200),
  },
  'POST /api/images': {
    // An empty file: every signed-in caller gets as far as the upload's own checks.
    request: () =>
      multipartPost('/api/images', {}, [{ bytes: Buffer.alloc(0), filename: 'dish.jpg' }], {
        defaultField: 'dishImage',
        defaultType: 'image/jpeg',
      }),
    expect: everyoneSignedIn(400),
  },
  'GET /api/config/services': { request: () => ({ url: '/api/config/services' }), expect: everyoneSignedIn(200) },
  'GET /api/sign-in-options': {
    request: () => ({ url: '/api/sign-in-options' }),
    expect: { anonymous: 200, stranger: 200, viewer: 200, member: 200, owner: 200 },
  },
  'GET /api/admin/accounts': { request: () => ({ url: '/api/admin/accounts' }), expect: adminOnly(200) },
  'PATCH /api/admin/accounts/{id}': {
    request: async () => ({ url: `/api/admin/accounts/${await throwawayAccount()}`, payload: { disabled: true } }),
    expect: adminOnly(200),
  },
  'DELETE /api/admin/accounts/{id}': {
    request: async () => ({ url: `/api/admin/accounts/${await throwawayAccount()}` }),
    expect: adminOnly(204),
  },
  'POST /api/admin/accounts/{id}/password-reset': {
    // No mail server here: the admin reaches the check that says so.
    request: async () => ({ url: `/api/admin/accounts/${await throwawayAccount()}/password-reset` }),
    expect: adminOnly(409),
  },
  'GET /api/admin/settings': { request: () => ({ url: '/api/admin/settings' }), expect: adminOnly(200) },
  'PUT /api/admin/settings/sign-up': {
    request: () => ({ url: '/api/admin/settings/sign-up', payload: { signUp: 'open' } }),
    expect: adminOnly(200),
  },
  'GET /api/admin/invitations': { request: () => ({ url: '/api/admin/invitations' }), expect: adminOnly(200) },
  'POST /api/admin/invitations': { request: () => ({ url: '/api/admin/invitations' }), expect: adminOnly(201) },
  'DELETE /api/admin/invitations/{id}': {
    request: async (w) => {
      const created = await app.inject({ method: 'POST', url: '/api/admin/invitations', headers: w.users.owner.headers });
      return { url: `/api/admin/invitations/${created.json<{ id: string }>().id}` };
    },
    expect: adminOnly(204),
  },
  'GET /api/admin/backup': {
    // The test database is in memory (SQLite) or PostgreSQL: neither is a file to copy.
    request: () => ({ url: '/api/admin/backup' }),
    expect: adminOnly(409),
  },
  'GET /api/account/export': { request: () => ({ url: '/api/account/export' }), expect: everyoneSignedIn(200) },
  'POST /api/account/import': {
    request: () => ({
      url: '/api/account/import',
      payload: { format: 'the-hearth-export', version: 1, exportedAt: '2026-11-21T00:00:00.000Z', dishes: [], meals: [] },
    }),
    expect: everyoneSignedIn(200),
  },
  'DELETE /api/account': {
    // A wrong confirmation: everyone signed in reaches the check, and nobody is deleted.
    request: () => ({ url: '/api/account', payload: { confirmEmail: 'not-me@example.com' } }),
    expect: everyoneSignedIn(400),
  },
  'GET /api/shopping-lists': { request: () => ({ url: '/api/shopping-lists' }), expect: everyoneSignedIn(200) },
  'GET /api/shopping-lists/{id}': {
    request: (w) => ({ url: `/api/shopping-lists/${w.listId}` }),
    expect: everyoneInTheHearth(200),
  },
  'POST /api/shopping-lists/{id}/items': {
    request: (w) => ({ url: `/api/shopping-lists/${w.listId}/items`, payload: { text: '2 lemons' } }),
    expect: membersAndOwner(200),
  },
  'PATCH /api/shopping-lists/{id}/items/{itemId}': {
    request: (w) => ({ url: `/api/shopping-lists/${w.listId}/items/${w.itemId}`, payload: { checked: true, version: 1 } }),
    expect: membersAndOwner(200),
  },
  'DELETE /api/shopping-lists/{id}/items/{itemId}': {
    request: (w) => ({ url: `/api/shopping-lists/${w.listId}/items/${w.itemId}` }),
    expect: membersAndOwner(204),
  },
  'POST /api/shopping-lists/{id}/clear-checked': {
    request: (w) => ({ url: `/api/shopping-lists/${w.listId}/clear-checked` }),
    expect: membersAndOwner(200),
  },
  'GET /api/pantry-staples': { request: () => ({ url: '/api/pantry-staples' }), expect: everyoneSignedIn(200) },
  'PUT /api/pantry-staples': {
    request: () => ({ url: '/api/pantry-staples', payload: { staples: ['salt'] } }),
    expect: everyoneSignedIn(200),
  },
  'GET /api/pantry': { request: () => ({ url: '/api/pantry' }), expect: everyoneSignedIn(200) },
  'GET /api/pantry?hearth_id': {
    request: (w) => ({ url: `/api/pantry?hearth_id=${w.hearthId}` }),
    expect: everyoneInTheHearth(200),
  },
  'POST /api/pantry': { request: () => ({ url: '/api/pantry', payload: { line: '2 lemons' } }), expect: everyoneSignedIn(201) },
  'POST /api/pantry?hearth_id': {
    request: (w) => ({ url: '/api/pantry', payload: { hearth_id: w.hearthId, line: '2 lemons' } }),
    expect: membersAndOwner(201),
  },
  'PATCH /api/pantry/{id}': {
    request: (w) => ({ url: `/api/pantry/${w.pantryItemId}`, payload: { amount: 2 } }),
    expect: membersAndOwner(200),
  },
  'DELETE /api/pantry/{id}': {
    request: (w) => ({ url: `/api/pantry/${w.pantryItemId}` }),
    expect: membersAndOwner(204),
  },
  'POST /api/pantry/use-dish': {
    request: (w) => ({ url: '/api/pantry/use-dish', payload: { dish_id: w.dishId } }),
    expect: everyoneInTheHearth(200),
  },
  'POST /api/pantry/use-dish?hearth_id': {
    request: (w) => ({ url: '/api/pantry/use-dish', payload: { dish_id: w.dishId, hearth_id: w.hearthId } }),
    expect: membersAndOwner(200),
  },
  'GET /api/dishes/cookable': { request: () => ({ url: '/api/dishes/cookable' }), expect: everyoneSignedIn(200) },
  'GET /api/dishes/cookable?hearth_id': {
    request: (w) => ({ url: `/api/dishes/cookable?hearth_id=${w.hearthId}` }),
    expect: everyoneInTheHearth(200),
  },
  'GET /api/planner/rules': { request: () => ({ url: '/api/planner/rules' }), expect: everyoneSignedIn(200) },
  'GET /api/planner/rules?hearth_id': {
    request: (w) => ({ url: `/api/planner/rules?hearth_id=${w.hearthId}` }),
    expect: everyoneInTheHearth(200),
  },
  'PUT /api/planner/rules': {
    request: () => ({ url: '/api/planner/rules', payload: DEFAULT_PLANNER_RULES }),
    expect: everyoneSignedIn(200),
  },
  'PUT /api/planner/rules?hearth_id': {
    request: (w) => ({ url: `/api/planner/rules?hearth_id=${w.hearthId}`, payload: DEFAULT_PLANNER_RULES }),
    expect: membersAndOwner(200),
  },
  'POST /api/planner/proposal': {
    request: () => ({
      url: '/api/planner/proposal',
      payload: { start_date: '2026-11-23', end_date: '2026-11-29', meal_types: ['Dinner'] },
    }),
    expect: everyoneSignedIn(200),
  },
  'POST /api/planner/proposal?hearth_id': {
    request: (w) => ({
      url: '/api/planner/proposal',
      payload: { hearth_id: w.hearthId, start_date: '2026-11-23', end_date: '2026-11-29', meal_types: ['Dinner'] },
    }),
    expect: membersAndOwner(200),
  },
  'POST /api/planner/accept': {
    // The owner's dish: only the owner may plan a meal of their own with it.
    request: (w) => ({ url: '/api/planner/accept', payload: { slots: [{ date: '2026-11-25', meal_type: 'Dinner', dish_id: w.dishId }] } }),
    expect: { anonymous: 401, stranger: 400, viewer: 400, member: 400, owner: 201 },
  },
  'POST /api/planner/accept?hearth_id': {
    request: (w) => ({
      url: '/api/planner/accept',
      payload: { hearth_id: w.hearthId, slots: [{ date: '2026-11-25', meal_type: 'Dinner', dish_id: w.dishId }] },
    }),
    expect: membersAndOwner(201),
  },
  'GET /api/events': {
    // A stream never ends: the answer counts once its head is written.
    request: () => ({ url: '/api/events', headers: { accept: 'text/event-stream' }, payloadAsStream: true }),
    expect: everyoneSignedIn(200),
  },
  'GET /api/calendar': { request: () => ({ url: '/api/calendar' }), expect: everyoneSignedIn(200) },
  'POST /api/calendar/reset': { request: () => ({ url: '/api/calendar/reset' }), expect: everyoneSignedIn(200) },
  'GET /api/calendar/{token}.ics': {
    // The address is the credential: whoever has it reads the calendar, signed in or not.
    request: (w) => ({ url: w.calendarUrl }),
    expect: { anonymous: 200, stranger: 200, former: 200, viewer: 200, member: 200, owner: 200 },
  },
  'POST /api/import/url': {
    // A file: address: every signed-in caller reaches the address check, and nothing is fetched.
    request: () => ({ url: '/api/import/url', payload: { url: 'file:///etc/passwd' } }),
    expect: everyoneSignedIn(400),
  },
  'POST /api/import/html': {
    request: () => ({
      url: '/api/import/html',
      payload: { html: '<script type="application/ld+json">{"@type":"Recipe","name":"Soup","recipeIngredient":["1 l stock"]}</script>' },
    }),
    expect: everyoneSignedIn(200),
  },
  'POST /api/import/text': {
    request: () => ({ url: '/api/import/text', payload: { text: 'Soup\n1 l stock\nHeat it.' } }),
    expect: everyoneSignedIn(200),
  },
  'POST /api/import/file': {
    request: () => exportFileUpload({}, 'Title,Ingredients\nSoup,1 l stock\n', 'recipes.csv'),
    expect: everyoneSignedIn(202),
  },
  'GET /api/import/jobs/{id}': {
    // An import job is its owner's alone, hearth or not.
    request: (w) => ({ url: `/api/import/jobs/${w.importJobId}` }),
    expect: { anonymous: 401, stranger: 404, viewer: 404, member: 404, owner: 200 },
  },
  'POST /api/ingredients/parse': {
    request: () => ({ url: '/api/ingredients/parse', payload: { lines: ['1 egg'] } }),
    expect: everyoneSignedIn(200),
  },
  'GET /api/shopping/meal-plan': {
    request: (w) => ({ url: `/api/shopping/meal-plan?startDate=2026-11-23&endDate=2026-11-29&hearth_id=${w.hearthId}` }),
    expect: membersAndOwner(200),
  },
};

const app = await buildTestAppForFile();
let users: World['users'];

async function ok<T>(promise: Promise<{ statusCode: number; json: () => T; body: string }>): Promise<T> {
  const response = await promise;
  if (response.statusCode >= 300) throw new Error(`setup failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * A hearth with its owner, a member, a viewer and a former member (joined, then removed), a
 * dish of the owner's shared into its cookbook, a hearth meal using it, and a fresh invitation.
 */
async function freshWorld(): Promise<World> {
  const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ok<{ [key: string]: unknown }>(app.inject({ method, url, headers: user.headers, payload }));
  const hearth = await as(users.owner, 'POST', '/api/hearths', { name: 'Matrix', startDate: '2026-11-23', endDate: '2026-11-29' });
  const hearthId = hearth.hearth_id as number;
  for (const role of ['member', 'viewer', 'former'] as const) {
    const invite = await as(users.owner, 'POST', `/api/hearths/${hearthId}/invites`, { role: role === 'former' ? 'member' : role });
    await as(users[role], 'POST', '/api/hearths/join', { token: invite.token });
  }
  const dish = await as(users.owner, 'POST', '/api/dishes', { dishName: 'Shared Stew', ingredients: [{ item: 'beans', quantity: 1 }] });
  await as(users.owner, 'PUT', `/api/dishes/${dish.id}/hearths/${hearthId}`);
  const meal = await as(users.owner, 'POST', '/api/meals', {
    date: '2026-11-24',
    meal_type: 'Dinner',
    dish_id: dish.id,
    hearth_id: hearthId,
  });
  // The former member planned and shared here too, before they were removed.
  const formersDish = await as(users.former, 'POST', '/api/dishes', { dishName: 'Left Behind' });
  await as(users.former, 'PUT', `/api/dishes/${formersDish.id}/hearths/${hearthId}`);
  await as(users.former, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Lunch', hearth_id: hearthId });
  const removed = await app.inject({
    method: 'DELETE',
    url: `/api/hearths/${hearthId}/members/${users.former.id}`,
    headers: users.owner.headers,
  });
  if (removed.statusCode !== 204) throw new Error(`setup failed: ${removed.statusCode} ${removed.body}`);
  const calendar = await as(users.owner, 'GET', '/api/calendar');
  const hearthFeed = (calendar.hearths as Array<{ hearth_id: number; url: string }>).find((feed) => feed.hearth_id === hearthId)!;
  const invite = await as(users.owner, 'POST', `/api/hearths/${hearthId}/invites`, { role: 'viewer' });
  const lists = (await ok(app.inject({ url: '/api/shopping-lists', headers: users.owner.headers }))) as unknown as Array<{
    id: number;
    hearth_id: number | null;
  }>;
  const listId = lists.find((list) => list.hearth_id === hearthId)!.id;
  const list = await as(users.owner, 'POST', `/api/shopping-lists/${listId}/items`, { text: 'milk' });
  const itemId = (list.items as Array<{ id: number }>)[0]!.id;
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c60' } })
    .webp()
    .toBuffer();
  const imageId = await insertImage(app.db, { ownerId: users.owner.id, bytes: picture, contentType: 'image/webp' });
  const shareLink = await as(users.owner, 'POST', `/api/dishes/${dish.id}/share-link`);
  const cooking = await as(users.owner, 'POST', `/api/dishes/${dish.id}/cooked`, { date: '2026-01-05' });
  const importJobId = await insertImportJob(app.db, users.owner.id, 'recipes.csv', 'csv', 1);
  const pantryItem = await as(users.owner, 'POST', '/api/pantry', { hearth_id: hearthId, line: '1 bunch coriander' });
  return {
    hearthId,
    listId,
    itemId,
    imageId,
    dishId: dish.id as number,
    mealId: meal.id as number,
    inviteToken: invite.token as string,
    inviteId: invite.id as string,
    calendarUrl: hearthFeed.url.slice(TEST_PUBLIC_URL.length),
    importJobId,
    shareToken: (shareLink.url as string).split('/r/')[1]!,
    cookingId: cooking.entry_id as number,
    pantryItemId: pantryItem.id as number,
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
    former: await signUpUser(app),
    stranger: await signUpUser(app),
  };
});

describe('the permission matrix', () => {
  it('has a pinned row for every route the server registers', () => {
    const pinned = new Set(Object.keys(MATRIX).map((key) => key.split('?')[0]));
    expect(registeredRoutes().sort()).toEqual([...pinned].sort());
  });

  it.each(Object.entries(MATRIX))('%s answers each kind of caller as pinned', async (route, row) => {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const expected: Record<Actor, number> = { former: row.expect.stranger, ...row.expect };
    const answers: Record<string, number> = {};
    for (const actor of ACTORS) {
      const world = await freshWorld();
      const { url, payload, headers = {}, payloadAsStream } = (await row.request(world)) as InjectOptions & { url: string };
      const session = actor === 'anonymous' ? {} : users[actor].headers;
      const response = await app.inject({ method, url, headers: { ...headers, ...session }, payload, payloadAsStream });
      if (payloadAsStream) response.raw.res.destroy();
      answers[actor] = response.statusCode;
    }
    expect(answers).toEqual(expected);
  });
});
