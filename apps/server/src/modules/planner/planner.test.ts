import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, utcToday } from '@hearth/shared/calendar-dates';
import { DEFAULT_PLANNER_RULES, type PlannerRules, type ProposalSlot } from '@hearth/shared/planner';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';

/**
 * Fill my week's rules (docs/product.md#fill-my-week), one by one on a seeded library: each test
 * turns the other preferences off and checks its rule over several seeds, so a planner that
 * ignored the rule would pick by chance and fail at least one of them.
 */
const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

const SEEDS = [1, 2, 3, 4, 5, 6];
const today = utcToday();
/** The next Monday after today: a week wholly in the future. */
const monday = addDays(today, 8 - isoWeekday(today));
const dayOf = (weekday: number) => addDays(monday, weekday - 1);

/** Every preference off and repeats allowed: a test turns on what it checks. */
const NOTHING: PlannerRules = {
  tag_days: [],
  no_repeat_days: 0,
  no_tag_twice_in_a_row: false,
  weekday_max_minutes: null,
  prefer_favourites: false,
  prefer_high_ratings: false,
  prefer_not_cooked_in_a_while: false,
  less_waste: false,
};

type Line = { item: string; quantity?: number; unit?: string };

async function dish(
  cook: TestUser,
  dishName: string,
  extra: { tags?: string[]; prepTime?: number; cookTime?: number; ingredients?: Line[] } = {},
) {
  const response = await call(cook, 'POST', '/api/dishes', { dishName, prepTime: 10, cookTime: 20, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function dishes(cook: TestUser, prefix: string, count: number, extra: Parameters<typeof dish>[2] = {}) {
  const ids: number[] = [];
  for (let index = 1; index <= count; index += 1) ids.push(await dish(cook, `${prefix} ${index}`, extra));
  return ids;
}

async function setRules(cook: TestUser, rules: Partial<PlannerRules>, hearthId?: number) {
  const query = hearthId === undefined ? '' : `?hearth_id=${hearthId}`;
  const response = await call(cook, 'PUT', `/api/planner/rules${query}`, { ...NOTHING, ...rules });
  expect(response.statusCode).toBe(200);
}

async function propose(cook: TestUser, body: Record<string, unknown>) {
  const response = await call(cook, 'POST', '/api/planner/proposal', { today, meal_types: ['Dinner'], ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().slots as ProposalSlot[];
}

const names = (slots: ProposalSlot[]) => slots.map((slot) => slot.dish.dishName);
const aWeek = { start_date: monday, end_date: dayOf(7) };

async function cooked(cook: TestUser, dishId: number, date: string, rating?: number) {
  const response = await call(cook, 'POST', `/api/dishes/${dishId}/cooked`, { date, ...(rating ? { rating } : {}) });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET and PUT /api/planner/rules', () => {
  it('answers the defaults until the cook sets rules, then what they set', async () => {
    const cook = await signUpUser(app);
    expect((await call(cook, 'GET', '/api/planner/rules')).json()).toEqual(DEFAULT_PLANNER_RULES);
    const rules = { ...NOTHING, tag_days: [{ weekday: 5, tag: 'Fish', meal_type: 'Dinner' }], weekday_max_minutes: 30 };
    expect((await call(cook, 'PUT', '/api/planner/rules', rules)).json()).toEqual(rules);
    expect((await call(cook, 'GET', '/api/planner/rules')).json()).toEqual(rules);
    const other = await signUpUser(app);
    expect((await call(other, 'GET', '/api/planner/rules')).json()).toEqual(DEFAULT_PLANNER_RULES);
  });

  it('answers 400 for a weekday outside 1 to 7 and changes nothing', async () => {
    const cook = await signUpUser(app);
    const response = await call(cook, 'PUT', '/api/planner/rules', { ...NOTHING, tag_days: [{ weekday: 8, tag: 'Fish' }] });
    expect(response.statusCode).toBe(400);
    expect((await call(cook, 'GET', '/api/planner/rules')).json()).toEqual(DEFAULT_PLANNER_RULES);
  });

  it("lets a hearth's members read its rules, its owners and members change them, viewers only read, outsiders not at all", async () => {
    const { owner, member, viewer, hearthId } = await household();
    const stranger = await signUpUser(app);
    const url = `/api/planner/rules?hearth_id=${hearthId}`;
    const rules = { ...DEFAULT_PLANNER_RULES, no_repeat_days: 7 };
    expect((await call(member, 'PUT', url, rules)).statusCode).toBe(200);
    expect((await call(owner, 'GET', url)).json()).toEqual(rules);
    expect((await call(viewer, 'GET', url)).json()).toEqual(rules);
    expect((await call(viewer, 'PUT', url, DEFAULT_PLANNER_RULES)).statusCode).toBe(403);
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', url, DEFAULT_PLANNER_RULES)).statusCode).toBe(404);
    expect((await call(owner, 'GET', url)).json()).toEqual(rules);
    // The hearth's rules are not the member's own.
    expect((await call(member, 'GET', '/api/planner/rules')).json()).toEqual(DEFAULT_PLANNER_RULES);
  });
});

describe('POST /api/planner/proposal: the rules', () => {
  it('puts a dish with the tag on its tag day ("Fish on Friday")', async () => {
    const cook = await signUpUser(app);
    await dishes(cook, 'Stew', 9, { tags: ['Meat'] });
    await dish(cook, 'Grilled trout', { tags: ['Fish'] });
    await setRules(cook, { tag_days: [{ weekday: 5, tag: 'Fish', meal_type: null }] });
    for (const seed of SEEDS) {
      const friday = (await propose(cook, { ...aWeek, seed })).find((slot) => slot.date === dayOf(5))!;
      expect(friday.dish.dishName).toBe('Grilled trout');
      expect(friday.reasons).toContainEqual({ code: 'tag_day', tag: 'Fish' });
    }
  });

  it('keeps the only dish with the tag for its tag day, not an earlier day', async () => {
    const cook = await signUpUser(app);
    await dishes(cook, 'Stew', 7, { tags: ['Meat'] });
    await dish(cook, 'Grilled trout', { tags: ['Fish'] });
    expect((await call(cook, 'PUT', `/api/dishes/${await dish(cook, 'Spare', { tags: ['Meat'] })}/favourite`)).statusCode).toBe(200);
    await setRules(cook, { no_repeat_days: 14, tag_days: [{ weekday: 5, tag: 'Fish', meal_type: null }] });
    for (const seed of SEEDS) {
      const slots = await propose(cook, { ...aWeek, seed });
      expect(slots.map((slot) => slot.date)).toEqual([1, 2, 3, 4, 5, 6, 7].map(dayOf));
      expect(names(slots).filter((name) => name === 'Grilled trout')).toHaveLength(1);
      expect(slots[4]!.dish.dishName).toBe('Grilled trout');
    }
  });

  it('repeats no dish within the days the cook set, counting the last time it was cooked', async () => {
    const cook = await signUpUser(app);
    const [justCooked] = await dishes(cook, 'Soup', 4);
    await cooked(cook, justCooked!, addDays(today, -1));
    await setRules(cook, { no_repeat_days: 14 });
    for (const seed of SEEDS) {
      const slots = await propose(cook, { start_date: monday, end_date: dayOf(3), seed });
      expect(new Set(names(slots)).size).toBe(3);
      expect(names(slots)).not.toContain('Soup 1');
    }
  });

  it('repeats a dish as far apart as it can when the library is too small for the rule', async () => {
    const cook = await signUpUser(app);
    await dishes(cook, 'Soup', 3);
    await setRules(cook, { no_repeat_days: 14 });
    for (const seed of SEEDS) {
      const week = names(await propose(cook, { start_date: monday, end_date: dayOf(6), seed }));
      expect(new Set(week.slice(0, 3)).size).toBe(3);
      expect(week.slice(3)).toEqual(week.slice(0, 3));
    }
  });

  it('puts no tag on two days in a row for the same meal', async () => {
    const cook = await signUpUser(app);
    await dishes(cook, 'Pasta', 3, { tags: ['Pasta'] });
    await dishes(cook, 'Curry', 3, { tags: ['Curry'] });
    await setRules(cook, { no_tag_twice_in_a_row: true });
    for (const seed of SEEDS) {
      const kinds = names(await propose(cook, { start_date: monday, end_date: dayOf(6), seed })).map((name) => name.split(' ')[0]);
      expect(kinds).toEqual(
        kinds[0] === 'Pasta'
          ? ['Pasta', 'Curry', 'Pasta', 'Curry', 'Pasta', 'Curry']
          : ['Curry', 'Pasta', 'Curry', 'Pasta', 'Curry', 'Pasta'],
      );
    }
  });

  it('keeps Monday to Friday to dishes ready within the time the cook set, and not the weekend', async () => {
    const cook = await signUpUser(app);
    await dishes(cook, 'Roast', 6, { prepTime: 30, cookTime: 90 });
    await dishes(cook, 'Salad', 2, { prepTime: 10, cookTime: 5 });
    await setRules(cook, { weekday_max_minutes: 30 });
    const weekendRoasts = new Set<string>();
    for (const seed of SEEDS) {
      const slots = await propose(cook, { ...aWeek, seed });
      for (const slot of slots.slice(0, 5)) {
        expect(slot.dish.dishName).toMatch(/^Salad/);
        expect(slot.reasons).toContainEqual({ code: 'quick', minutes: 15 });
      }
      for (const slot of slots.slice(5)) weekendRoasts.add(slot.dish.dishName.split(' ')[0]!);
    }
    expect(weekendRoasts).toContain('Roast');
  });

  it('prefers favourites', async () => {
    const cook = await signUpUser(app);
    const [, favourite] = await dishes(cook, 'Pie', 10);
    expect((await call(cook, 'PUT', `/api/dishes/${favourite}/favourite`)).statusCode).toBe(200);
    await setRules(cook, { prefer_favourites: true });
    for (const seed of SEEDS) {
      const [slot] = await propose(cook, { start_date: monday, end_date: monday, seed });
      expect(slot!.dish.dishName).toBe('Pie 2');
      expect(slot!.reasons).toEqual([{ code: 'favourite' }]);
    }
  });

  it('prefers dishes rated well', async () => {
    const cook = await signUpUser(app);
    const [poor, loved] = await dishes(cook, 'Tart', 10);
    await cooked(cook, loved!, addDays(today, -40), 5);
    await cooked(cook, loved!, addDays(today, -20), 4);
    await cooked(cook, poor!, addDays(today, -20), 1);
    await setRules(cook, { prefer_high_ratings: true });
    for (const seed of SEEDS) {
      const [slot] = await propose(cook, { start_date: monday, end_date: monday, seed });
      expect(slot!.dish.dishName).toBe('Tart 2');
      expect(slot!.reasons).toEqual([{ code: 'well_rated', rating: 4.5 }]);
    }
  });

  it('prefers dishes not cooked in a while', async () => {
    const cook = await signUpUser(app);
    const ids = await dishes(cook, 'Bake', 8);
    for (const [index, id] of ids.entries()) await cooked(cook, id, addDays(today, index === 3 ? -200 : -2));
    await setRules(cook, { prefer_not_cooked_in_a_while: true });
    for (const seed of SEEDS) {
      const [slot] = await propose(cook, { start_date: monday, end_date: monday, seed });
      expect(slot!.dish.dishName).toBe('Bake 4');
      expect(slot!.reasons).toEqual([{ code: 'not_cooked_since', days: 200 + (8 - isoWeekday(today)) }]);
    }
  });

  it('uses what in the pantry should be used soon, before its date', async () => {
    const cook = await signUpUser(app);
    await dishes(cook, 'Rice bowl', 9, { ingredients: [{ item: 'rice', quantity: 200, unit: 'g' }] });
    await dish(cook, 'Spinach pie', { ingredients: [{ item: 'fresh spinach', quantity: 300, unit: 'g' }] });
    const useBy = addDays(today, 2);
    expect((await call(cook, 'POST', '/api/pantry', { line: '400 g spinach', use_by: useBy })).statusCode).toBe(201);
    await setRules(cook, { less_waste: true });
    for (const seed of SEEDS) {
      const [first, second] = await propose(cook, { start_date: today, end_date: addDays(today, 1), seed });
      expect(first!.dish.dishName).toBe('Spinach pie');
      expect(first!.reasons).toEqual([{ code: 'uses_soon', item: 'spinach', use_by: useBy }]);
      // Used once, it is used up: the next day no dish is picked for it.
      expect(second!.reasons.map((reason) => reason.code)).not.toContain('uses_soon');
    }
  });

  it('puts two dishes sharing a perishable in the same week (less waste)', async () => {
    const cook = await signUpUser(app);
    await dishes(cook, 'Noodles', 10, { ingredients: [{ item: 'noodles', quantity: 200, unit: 'g' }] });
    const curry = await dish(cook, 'Green curry', { ingredients: [{ item: 'coriander', quantity: 1, unit: 'cup' }] });
    await dish(cook, 'Salsa verde', { ingredients: [{ item: 'fresh coriander', quantity: 0.5, unit: 'cup' }] });
    expect((await call(cook, 'PUT', `/api/dishes/${curry}/favourite`)).statusCode).toBe(200);
    await setRules(cook, { prefer_favourites: true, less_waste: true, no_repeat_days: 14 });
    for (const seed of SEEDS) {
      const slots = await propose(cook, { ...aWeek, seed });
      expect(names(slots)).toContain('Green curry');
      const salsa = slots.find((slot) => slot.dish.dishName === 'Salsa verde');
      expect(salsa?.reasons).toContainEqual({ code: 'shares_perishable', item: 'fresh coriander', with_dish: 'Green curry' });
    }
  });

  it('counts a perishable that a meal already planned in the range buys', async () => {
    const cook = await signUpUser(app);
    await dishes(cook, 'Noodles', 10, { ingredients: [{ item: 'noodles', quantity: 200, unit: 'g' }] });
    const curry = await dish(cook, 'Green curry', { ingredients: [{ item: 'cilantro', quantity: 1, unit: 'cup' }] });
    await dish(cook, 'Tacos', { ingredients: [{ item: 'chopped cilantro', quantity: 0.5, unit: 'cup' }] });
    const planned = { date: dayOf(3), meal_type: 'Dinner', meal_status: 'planned', dish_id: curry, notes: null, personal_meal: true };
    expect((await call(cook, 'POST', '/api/meals', planned)).statusCode).toBe(201);
    await setRules(cook, { less_waste: true, no_repeat_days: 14 });
    for (const seed of SEEDS) {
      const slots = await propose(cook, { ...aWeek, seed });
      expect(slots.map((slot) => slot.date)).not.toContain(dayOf(3));
      expect(slots[0]!.dish.dishName).toBe('Tacos');
      expect(slots[0]!.reasons).toContainEqual({ code: 'shares_perishable', item: 'chopped cilantro', with_dish: 'Green curry' });
    }
  });
});

describe('POST /api/planner/proposal', () => {
  it('gives the same proposal for the same seed, and another for another seed', async () => {
    const cook = await signUpUser(app);
    await dishes(cook, 'Dish', 30, { tags: ['Any'] });
    await setRules(cook, DEFAULT_PLANNER_RULES);
    const body = { ...aWeek, meal_types: ['Lunch', 'Dinner'], seed: 42 };
    const first = await propose(cook, body);
    expect(first).toHaveLength(14);
    expect(await propose(cook, body)).toEqual(first);
    expect(names(await propose(cook, { ...body, seed: 43 }))).not.toEqual(names(first));
  });

  it('proposes only the empty slots of the meals asked for each weekday', async () => {
    const cook = await signUpUser(app);
    const [planned] = await dishes(cook, 'Dish', 5);
    const meal = { date: monday, meal_type: 'Dinner', meal_status: 'planned', dish_id: planned, notes: null, personal_meal: true };
    expect((await call(cook, 'POST', '/api/meals', meal)).statusCode).toBe(201);
    const slots = await propose(cook, { ...aWeek, meal_types: { '1': ['Lunch', 'Dinner'], '6': ['Breakfast'] } });
    expect(slots.map((slot) => [slot.date, slot.meal_type])).toEqual([
      [monday, 'Lunch'],
      [dayOf(6), 'Breakfast'],
    ]);
  });

  it('keeps locked slots and leaves excluded dishes out of the others (a swap)', async () => {
    const cook = await signUpUser(app);
    await dishes(cook, 'Dish', 12);
    const body = { start_date: monday, end_date: dayOf(3), seed: 7 };
    const [first, second, third] = await propose(cook, body);
    const locked = [first!, third!].map((slot) => ({ date: slot.date, meal_type: slot.meal_type, dish_id: slot.dish.id }));
    const swapped = await propose(cook, { ...body, seed: 8, locked, exclude_dish_ids: [second!.dish.id] });
    expect(swapped[0]).toMatchObject({ dish: first!.dish, locked: true });
    expect(swapped[2]).toMatchObject({ dish: third!.dish, locked: true });
    expect(swapped[1]!.locked).toBe(false);
    expect(swapped[1]!.dish.id).not.toBe(second!.dish.id);
  });

  it("proposes a hearth's cookbook, not the planner's own library", async () => {
    const { owner, member, viewer, hearthId } = await household();
    const shared = await dish(owner, 'Shared lasagne');
    await dishes(owner, 'Private', 5);
    await dishes(member, 'Mine', 5);
    expect((await call(owner, 'PUT', `/api/dishes/${shared}/hearths/${hearthId}`)).statusCode).toBe(200);
    for (const seed of SEEDS) {
      const slots = await propose(member, { start_date: monday, end_date: monday, hearth_id: hearthId, seed });
      expect(names(slots)).toEqual(['Shared lasagne']);
    }
    const refused = await call(viewer, 'POST', '/api/planner/proposal', { ...aWeek, meal_types: ['Dinner'], hearth_id: hearthId });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 400 for a range over 28 days or ending before it starts, and for a locked dish not in the library', async () => {
    const cook = await signUpUser(app);
    const stranger = await signUpUser(app);
    const theirs = await dish(stranger, 'Not yours');
    const post = (body: object) => call(cook, 'POST', '/api/planner/proposal', { meal_types: ['Dinner'], ...body });
    expect((await post({ start_date: monday, end_date: addDays(monday, 28) })).statusCode).toBe(400);
    expect((await post({ start_date: monday, end_date: addDays(monday, 27) })).statusCode).toBe(200);
    expect((await post({ start_date: monday, end_date: addDays(monday, -1) })).statusCode).toBe(400);
    expect((await post({ ...aWeek, meal_types: [] })).statusCode).toBe(400);
    const locked = [{ date: monday, meal_type: 'Dinner', dish_id: theirs }];
    expect((await post({ ...aWeek, locked })).statusCode).toBe(400);
  });
});

describe('POST /api/planner/accept', () => {
  it('plans the slots as ordinary meals, and refuses all of them when one was planned meanwhile', async () => {
    const cook = await signUpUser(app);
    const [soup, pie, tart] = await dishes(cook, 'Dish', 3);
    const slots = [
      { date: monday, meal_type: 'Dinner', dish_id: soup },
      { date: dayOf(2), meal_type: 'Lunch', dish_id: pie },
    ];
    const accepted = await call(cook, 'POST', '/api/planner/accept', { slots });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const meals = await call(cook, 'GET', `/api/meals?startDate=${monday}&endDate=${dayOf(7)}`);
    expect(
      meals.json().map((meal: Record<string, unknown>) => [meal.date, meal.meal_type, meal.dish_id, meal.meal_status, meal.personal_meal]),
    ).toEqual([
      [`${monday}T12:00:00.000Z`, 'Dinner', soup, 'planned', true],
      [`${dayOf(2)}T12:00:00.000Z`, 'Lunch', pie, 'planned', true],
    ]);

    const again = await call(cook, 'POST', '/api/planner/accept', {
      slots: [
        { date: dayOf(3), meal_type: 'Dinner', dish_id: tart },
        { date: dayOf(2), meal_type: 'Lunch', dish_id: tart },
      ],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SLOT_TAKEN');
    expect((await call(cook, 'GET', `/api/meals?startDate=${monday}&endDate=${dayOf(7)}`)).json()).toHaveLength(2);
  });

  it("answers 400 for a dish the cook cannot plan with, and plans a hearth's meals for its members", async () => {
    const { owner, member, viewer, hearthId } = await household();
    const stranger = await signUpUser(app);
    const theirs = await dish(stranger, 'Not yours');
    const refused = await call(member, 'POST', '/api/planner/accept', { slots: [{ date: monday, meal_type: 'Dinner', dish_id: theirs }] });
    expect(refused.statusCode).toBe(400);
    const shared = await dish(owner, 'Shared lasagne');
    expect((await call(owner, 'PUT', `/api/dishes/${shared}/hearths/${hearthId}`)).statusCode).toBe(200);
    const slots = [{ date: monday, meal_type: 'Dinner', dish_id: shared }];
    expect((await call(viewer, 'POST', '/api/planner/accept', { hearth_id: hearthId, slots })).statusCode).toBe(403);
    const accepted = await call(member, 'POST', '/api/planner/accept', { hearth_id: hearthId, slots });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const meals = (await call(owner, 'GET', `/api/meals?hearth_id=${hearthId}&startDate=${monday}&endDate=${monday}`)).json();
    expect(meals.map((meal: Record<string, unknown>) => [meal.dish_id, meal.hearth_id])).toEqual([[shared, hearthId]]);
  });
});
