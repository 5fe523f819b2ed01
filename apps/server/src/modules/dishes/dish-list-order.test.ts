import { describe, expect, it } from 'vitest';
import { addDays, utcToday } from '@hearth/shared/calendar-dates';
import { DISH_SORTS, type DishSort, sortDishes } from '@hearth/shared/dish-order';
import type { DishSummary } from '@hearth/shared/dishes';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';

/**
 * The library sorted and filtered by the cooking log (docs/product.md#dish-list): by rating,
 * times cooked, last cooked and "not cooked in a while", and by a least rating, each figure as
 * the reader's own view of the log (the entries the dish page lists to them).
 */
const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

const day = (offset: number): string => addDays(utcToday(), offset);

async function dishOf(owner: TestUser, dishName: string): Promise<number> {
  const response = await call(owner, 'POST', '/api/dishes', { dishName });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function cook(cookUser: TestUser, dishId: number, date: string, rating?: number): Promise<number> {
  const response = await call(cookUser, 'POST', `/api/dishes/${dishId}/cooked`, { date, ...(rating === undefined ? {} : { rating }) });
  expect(response.statusCode).toBe(200);
  return response.json().entry_id;
}

async function listOf(reader: TestUser, query = ''): Promise<DishSummary[]> {
  const response = await call(reader, 'GET', `/api/dishes${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const names = (dishes: DishSummary[]) => dishes.map((dish) => dish.dishName);

/**
 * Five dishes whose every order differs from the order they were added in: Apple never
 * cooked; Bread twice (3 and 4 stars); Curry once long ago (5 stars); Dal three times with no
 * rating, last of all; Eggs once (4 stars).
 */
async function library() {
  const reader = await signUpUser(app);
  const ids: Record<string, number> = {};
  for (const name of ['Apple', 'Bread', 'Curry', 'Dal', 'Eggs']) ids[name] = await dishOf(reader, name);
  await cook(reader, ids.Bread!, day(-40), 3);
  await cook(reader, ids.Bread!, day(-20), 4);
  await cook(reader, ids.Curry!, day(-300), 5);
  for (const offset of [-90, -50, -5]) await cook(reader, ids.Dal!, day(offset));
  await cook(reader, ids.Eggs!, day(-60), 4);
  return { reader, ids };
}

describe('GET /api/dishes?sort=', () => {
  it('orders by each figure, ties and missing figures as described, and carries the figures', async () => {
    const { reader } = await library();
    const expected: Record<DishSort, string[]> = {
      added: ['Apple', 'Bread', 'Curry', 'Dal', 'Eggs'],
      rating: ['Curry', 'Eggs', 'Bread', 'Apple', 'Dal'],
      times_cooked: ['Dal', 'Bread', 'Curry', 'Eggs', 'Apple'],
      last_cooked: ['Dal', 'Bread', 'Eggs', 'Curry', 'Apple'],
      cooked_longest_ago: ['Curry', 'Eggs', 'Bread', 'Dal', 'Apple'],
    };
    for (const sort of DISH_SORTS) expect(names(await listOf(reader, `?sort=${sort}`)), sort).toEqual(expected[sort]);
    expect(names(await listOf(reader))).toEqual(expected.added);

    const figures = (await listOf(reader)).map(({ dishName, average_rating, times_cooked, last_cooked_on }) => ({
      dishName,
      average_rating,
      times_cooked,
      last_cooked_on,
    }));
    expect(figures).toEqual([
      { dishName: 'Apple', average_rating: null, times_cooked: 0, last_cooked_on: null },
      { dishName: 'Bread', average_rating: 3.5, times_cooked: 2, last_cooked_on: day(-20) },
      { dishName: 'Curry', average_rating: 5, times_cooked: 1, last_cooked_on: day(-300) },
      { dishName: 'Dal', average_rating: null, times_cooked: 3, last_cooked_on: day(-5) },
      { dishName: 'Eggs', average_rating: 4, times_cooked: 1, last_cooked_on: day(-60) },
    ]);
  });

  it('answers each order exactly as the list screen sorts the whole library (sortDishes)', async () => {
    const { reader, ids } = await library();
    // An average that rounds (4, 4 and 5 stars show 4.3).
    for (const [offset, rating] of [
      [-101, 4],
      [-102, 4],
      [-103, 5],
    ] as const)
      await cook(reader, ids.Apple!, day(offset), rating);
    const whole = await listOf(reader);
    for (const sort of DISH_SORTS) expect(names(await listOf(reader, `?sort=${sort}`)), sort).toEqual(names(sortDishes(whole, sort)));
  });

  it('sorts before it takes the first `limit`, and combines with the other filters', async () => {
    const { reader, ids } = await library();
    expect(names(await listOf(reader, '?sort=rating&limit=2'))).toEqual(['Curry', 'Eggs']);
    expect((await call(reader, 'PUT', `/api/dishes/${ids.Bread}/favourite`)).statusCode).toBe(200);
    expect((await call(reader, 'PUT', `/api/dishes/${ids.Dal}/favourite`)).statusCode).toBe(200);
    expect(names(await listOf(reader, '?sort=times_cooked&favourites=true'))).toEqual(['Dal', 'Bread']);
  });

  it('answers 400 for an order it does not know, and for a least rating that is not 1 to 5 whole stars', async () => {
    const reader = await signUpUser(app);
    for (const query of ['?sort=best', '?sort=', '?min_rating=0', '?min_rating=6', '?min_rating=4.5', '?min_rating=four']) {
      const response = await call(reader, 'GET', `/api/dishes${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/dishes?min_rating=', () => {
  it('keeps only the dishes whose average reaches it; a dish never rated never does', async () => {
    const { reader } = await library();
    expect(names(await listOf(reader, '?min_rating=4'))).toEqual(['Curry', 'Eggs']);
    expect(names(await listOf(reader, '?min_rating=3'))).toEqual(['Bread', 'Curry', 'Eggs']);
    expect(names(await listOf(reader, '?min_rating=3&sort=rating'))).toEqual(['Curry', 'Eggs', 'Bread']);
    expect(names(await listOf(reader, '?min_rating=1'))).not.toContain('Dal');
  });
});

describe("the figures are the reader's view of the log", () => {
  it("count a hearth-mate's cookings of a dish shared into the hearth, and no longer once it is taken out", async () => {
    const { owner, member, hearthId } = await household();
    const lasagna = await dishOf(owner, 'Lasagna');
    expect((await call(owner, 'PUT', `/api/dishes/${lasagna}/hearths/${hearthId}`)).statusCode).toBe(200);
    await cook(owner, lasagna, day(-3), 4);
    await cook(member, lasagna, day(-1), 2);

    const own = await listOf(owner);
    expect(own.find((dish) => dish.id === lasagna)).toMatchObject({ times_cooked: 2, average_rating: 3, last_cooked_on: day(-1) });
    const cookbook = await listOf(member, `?hearth_id=${hearthId}&sort=rating`);
    expect(cookbook.find((dish) => dish.id === lasagna)).toMatchObject({ times_cooked: 2, average_rating: 3 });

    expect((await call(owner, 'DELETE', `/api/dishes/${lasagna}/hearths/${hearthId}`)).statusCode).toBe(200);
    expect((await listOf(owner)).find((dish) => dish.id === lasagna)).toMatchObject({
      times_cooked: 1,
      average_rating: 4,
      last_cooked_on: day(-3),
    });
  });

  it('never count a stranger', async () => {
    const reader = await signUpUser(app);
    const stranger = await signUpUser(app);
    const soup = await dishOf(reader, 'Soup');
    await dishOf(stranger, 'Soup');
    await cook(stranger, (await listOf(stranger))[0]!.id, day(-1), 1);
    expect((await listOf(reader)).find((dish) => dish.id === soup)).toMatchObject({ times_cooked: 0, average_rating: null });
  });
});
