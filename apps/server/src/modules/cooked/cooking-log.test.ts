import { describe, expect, it } from 'vitest';
import { addDays, utcToday } from '@hearth/shared/calendar-dates';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

/**
 * The cooking log (docs/product.md#dish-detail): every cooking remembered with an optional
 * rating, note and photo; its writer changes or deletes it; hearth members read each other's
 * entries on the dishes shared into their hearth, and nobody else does.
 */
const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

/** A day `offset` days from the server's today (UTC). */
const utcDay = (offset = 0): string => addDays(utcToday(), offset);

async function dishOf(owner: TestUser, name = 'Sunday Roast'): Promise<number> {
  const response = await call(owner, 'POST', '/api/dishes', { dishName: name });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

function mark(cook: TestUser, dishId: number, body: object = {}) {
  return call(cook, 'POST', `/api/dishes/${dishId}/cooked`, { date: utcDay(), ...body });
}

async function logOf(reader: TestUser, dishId: number) {
  const response = await call(reader, 'GET', `/api/dishes/${dishId}/cooked`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the cooking log', () => {
  it('keeps a rating, a note and a photo; one tap without them still records; newest first with the average', async () => {
    const cook = await signUpUser(app, { username: 'Ana' });
    const dishId = await dishOf(cook);
    const first = await mark(cook, dishId, { date: utcDay(-10), rating: 3, note: '  Less salt next time  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ entry_id: expect.any(Number), cooked_count: 1 });
    const plain = await mark(cook, dishId);
    expect(plain.statusCode).toBe(200);
    const photo = '/api/images/abcDEF123_-';
    await mark(cook, dishId, { date: utcDay(-2), rating: 5, image_url: photo });

    const history = await logOf(cook, dishId);
    expect(history).toMatchObject({ cooked_count: 3, last_cooked: utcDay(), average_rating: 4, rating_count: 2 });
    expect(history.log).toEqual([
      { id: plain.json().entry_id, cooked_on: utcDay(), rating: null, note: null, image_url: null, cook_name: 'Ana', mine: true },
      expect.objectContaining({ cooked_on: utcDay(-2), rating: 5, image_url: photo, note: null }),
      {
        id: first.json().entry_id,
        cooked_on: utcDay(-10),
        rating: 3,
        note: 'Less salt next time',
        image_url: null,
        cook_name: 'Ana',
        mine: true,
      },
    ]);

    // A second tap that day keeps the one entry and adds the rating given now.
    const again = await mark(cook, dishId, { rating: 4 });
    expect(again.json().entry_id).toBe(plain.json().entry_id);
    expect(again.json()).toMatchObject({ cooked_count: 3, rating_count: 3 });
    expect(again.json().log[0]).toMatchObject({ rating: 4, note: null });
  });

  it('lets its writer change the day, rating and note, and delete it', async () => {
    const cook = await signUpUser(app);
    const dishId = await dishOf(cook);
    const entryId = (await mark(cook, dishId, { rating: 2 })).json().entry_id;
    await mark(cook, dishId, { date: utcDay(-1) });

    const changed = await call(cook, 'PATCH', `/api/dishes/${dishId}/cooked/${entryId}`, {
      rating: null,
      note: 'Better with thyme',
      cooked_on: utcDay(-5),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().log.find((entry: { id: number }) => entry.id === entryId)).toMatchObject({
      cooked_on: utcDay(-5),
      rating: null,
      note: 'Better with thyme',
    });
    expect(changed.json()).toMatchObject({ rating_count: 0, average_rating: null });

    // A day that already has a cooking of theirs is refused, and nothing changes.
    const taken = await call(cook, 'PATCH', `/api/dishes/${dishId}/cooked/${entryId}`, { cooked_on: utcDay(-1), rating: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'COOKING_DAY_TAKEN' });
    expect((await logOf(cook, dishId)).log.find((entry: { id: number }) => entry.id === entryId)).toMatchObject({
      cooked_on: utcDay(-5),
      rating: null,
    });

    const deleted = await call(cook, 'DELETE', `/api/dishes/${dishId}/cooked/${entryId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ cooked_count: 1 });
    expect(deleted.json().log.map((entry: { id: number }) => entry.id)).not.toContain(entryId);
    expect((await call(cook, 'DELETE', `/api/dishes/${dishId}/cooked/${entryId}`)).json()).toMatchObject({ code: 'COOKING_NOT_FOUND' });
  });

  it("shows hearth members each other's entries on a shared dish, and only its writer may change one", async () => {
    const { owner, member, viewer, hearthId } = await household();
    const dishId = await dishOf(owner, 'Family Lasagna');
    expect((await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`)).statusCode).toBe(200);
    const entryId = (await mark(member, dishId, { rating: 5, note: 'The kids loved it' })).json().entry_id;
    await mark(owner, dishId, { rating: 3 });

    const seenByOwner = await logOf(owner, dishId);
    expect(seenByOwner).toMatchObject({ average_rating: 4, rating_count: 2 });
    expect(seenByOwner.log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: entryId, cook_name: 'Member', rating: 5, note: 'The kids loved it', mine: false }),
        expect.objectContaining({ cook_name: 'Owner', rating: 3, mine: true }),
      ]),
    );
    expect((await logOf(viewer, dishId)).log).toHaveLength(2);

    for (const [method, body] of [
      ['PATCH', { rating: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(owner, method, `/api/dishes/${dishId}/cooked/${entryId}`, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'COOKING_NOT_FOUND' });
    }
    expect((await logOf(owner, dishId)).log.find((entry: { id: number }) => entry.id === entryId)).toMatchObject({ rating: 5 });

    // Outside the hearth nobody reads the dish or its log; taken out of the cookbook, the entries part.
    const stranger = await signUpUser(app);
    expect((await call(stranger, 'GET', `/api/dishes/${dishId}/cooked`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/dishes/${dishId}/hearths/${hearthId}`)).statusCode).toBe(200);
    expect((await logOf(owner, dishId)).log.map((entry: { cook_name: string }) => entry.cook_name)).toEqual(['Owner']);
  });

  it.each([
    [{ rating: 6 }, /^rating: A rating is 1 to 5 stars$/],
    [{ rating: 2.5 }, /^rating: /],
    [{ note: 'x'.repeat(1001) }, /^note: Must be at most 1,000 characters$/],
    [{ image_url: 'https://example.com/cake.jpg' }, /^image_url: Must be a picture uploaded to this server$/],
    [{ date: utcDay(2) }, /^date: Must be today or an earlier day/],
  ])('refuses %j with 400 and records nothing', async (body, message) => {
    const cook = await signUpUser(app);
    const dishId = await dishOf(cook);
    const before = await countRows(app, 'dish_cookings');
    const response = await mark(cook, dishId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await countRows(app, 'dish_cookings')).toBe(before);
  });

  it('refuses a bad entry id or change with 400', async () => {
    const cook = await signUpUser(app);
    const dishId = await dishOf(cook);
    const entryId = (await mark(cook, dishId)).json().entry_id;
    expect((await call(cook, 'PATCH', `/api/dishes/${dishId}/cooked/abc`, { rating: 1 })).json()).toMatchObject({
      code: 'INVALID_COOKING_ID',
    });
    expect((await call(cook, 'PATCH', `/api/dishes/${dishId}/cooked/${entryId}`, { rating: 0 })).statusCode).toBe(400);
    expect((await call(cook, 'PATCH', `/api/dishes/${dishId}/cooked/${entryId}`, { cooked_on: utcDay(5) })).statusCode).toBe(400);
    expect((await logOf(cook, dishId)).log[0]).toMatchObject({ rating: null, cooked_on: utcDay() });
  });
});
