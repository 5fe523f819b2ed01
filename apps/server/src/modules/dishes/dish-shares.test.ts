import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, signUpUser } from '../../../test/test-app.js';

/**
 * The hearth cookbook (docs/product.md#hearths, decision 0024): a dish's owner shares it into a hearth; every member
 * reads it, plans with it there and shops it; only its owner changes it; leaving ends it.
 */
const app = await buildTestAppForFile();
const { call, household, createHearth } = hearthCalls(() => app);

async function lasagnaOf(owner: Parameters<typeof call>[0]) {
  const response = await call(owner, 'POST', '/api/dishes', {
    dishName: 'Family Lasagna',
    tags: ['pasta'],
    ingredients: [{ item: 'lasagna sheets', quantity: 12, unit: 'piece' }],
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

describe('PUT /api/dishes/:id/hearths/:hearthId', () => {
  it("shares the owner's dish into the hearth: members list it, open it, plan with it and shop it", async () => {
    const { owner, member, viewer, hearthId } = await household();
    const dishId = await lasagnaOf(owner);
    // Before sharing: the member cannot see or plan with it.
    expect((await call(member, 'GET', `/api/dishes/${dishId}`)).statusCode).toBe(404);
    const before = await call(member, 'POST', '/api/meals', {
      date: '2026-11-24',
      meal_type: 'Dinner',
      dish_id: dishId,
      hearth_id: hearthId,
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe('Dish not found');

    const shared = await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({ shared_with: [hearthId] });
    expect((await call(owner, 'GET', `/api/dishes/${dishId}`)).json()).toMatchObject({ editable: true, shared_with: [hearthId] });

    for (const reader of [member, viewer, owner]) {
      const list = await call(reader, 'GET', `/api/dishes?hearth_id=${hearthId}`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([expect.objectContaining({ id: dishId, dishName: 'Family Lasagna', owner_id: owner.id })]);
    }
    const opened = (await call(member, 'GET', `/api/dishes/${dishId}`)).json();
    expect(opened).toMatchObject({ dishName: 'Family Lasagna', editable: false });
    expect(opened).not.toHaveProperty('shared_with');

    const meal = await call(member, 'POST', '/api/meals', {
      date: '2026-11-24',
      meal_type: 'Dinner',
      dish_id: dishId,
      hearth_id: hearthId,
    });
    expect(meal.statusCode).toBe(201);
    expect(meal.json()).toMatchObject({ dish_id: dishId, dish: { dishName: 'Family Lasagna' }, hearth_id: hearthId });
    const shopping = (
      await call(member, 'GET', `/api/shopping/meal-plan?startDate=2026-11-23&endDate=2026-11-29&hearth_id=${hearthId}`)
    ).json();
    expect(shopping.lines).toEqual([expect.objectContaining({ item: 'lasagna sheets' })]);
  });

  it('sharing twice changes nothing, and the owner may share into every hearth they plan in', async () => {
    const { owner, hearthId } = await household();
    const other = await createHearth(owner, 'Cabin');
    const dishId = await lasagnaOf(owner);
    await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`);
    expect((await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`)).json()).toEqual({ shared_with: [hearthId] });
    expect((await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${other}`)).json()).toEqual({ shared_with: [hearthId, other] });
  });

  it('refuses a hearth the owner is not in (404), a viewer (403), and anyone but the owner (403 or 404)', async () => {
    const { owner, member, viewer, hearthId } = await household();
    const stranger = await signUpUser(app);
    const strangersHearth = await createHearth(stranger, 'Elsewhere');
    const dishId = await lasagnaOf(owner);

    const notMine = await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${strangersHearth}`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('Hearth not found');
    expect((await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/999999`)).statusCode).toBe(404);

    const viewersDish = await lasagnaOf(viewer);
    expect((await call(viewer, 'PUT', `/api/dishes/${viewersDish}/hearths/${hearthId}`)).statusCode).toBe(403);

    await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`);
    const membersTry = await call(member, 'DELETE', `/api/dishes/${dishId}/hearths/${hearthId}`);
    expect(membersTry.statusCode).toBe(403);
    expect(membersTry.json().code).toBe('NOT_DISH_OWNER');
    expect((await call(stranger, 'PUT', `/api/dishes/${dishId}/hearths/${strangersHearth}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/dishes/${dishId}`)).json().shared_with).toEqual([hearthId]);
    expect((await call(owner, 'PUT', `/api/dishes/abc/hearths/${hearthId}`)).json().message).toBe('Invalid dish ID: abc');
  });
});

describe('who may do what with a shared dish', () => {
  it('only the owner edits or deletes it; deleting keeps the meals with its name', async () => {
    const { owner, member, viewer, hearthId } = await household();
    const dishId = await lasagnaOf(owner);
    await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`);
    const meal = (
      await call(member, 'POST', '/api/meals', { date: '2026-11-25', meal_type: 'Dinner', dish_id: dishId, hearth_id: hearthId })
    ).json();

    for (const other of [member, viewer]) {
      expect((await call(other, 'PUT', `/api/dishes/${dishId}`, { dishName: 'Mine now' })).statusCode).toBe(403);
      expect((await call(other, 'DELETE', `/api/dishes/${dishId}`)).statusCode).toBe(403);
    }
    expect((await call(owner, 'DELETE', `/api/dishes/${dishId}`)).statusCode).toBe(204);
    expect((await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}`)).json()).toEqual([]);
    const kept = (await call(member, 'GET', `/api/meals?hearth_id=${hearthId}&include_dishes=true`)).json();
    expect(kept).toEqual([expect.objectContaining({ id: meal.id, dish_id: null, dish_text_fallback: 'Family Lasagna' })]);
  });

  it('viewers read the cookbook but plan nothing with it', async () => {
    const { owner, viewer, hearthId } = await household();
    const dishId = await lasagnaOf(owner);
    await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`);
    expect((await call(viewer, 'GET', `/api/dishes/${dishId}`)).statusCode).toBe(200);
    expect(
      (await call(viewer, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Lunch', dish_id: dishId, hearth_id: hearthId }))
        .statusCode,
    ).toBe(403);
  });

  it('plans with a shared dish only in the hearth it is shared into', async () => {
    const { owner, member, hearthId } = await household();
    const dishId = await lasagnaOf(owner);
    await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`);
    const membersOwnHearth = await createHearth(member, 'Flat');
    const elsewhere = await call(member, 'POST', '/api/meals', {
      date: '2026-11-24',
      meal_type: 'Lunch',
      dish_id: dishId,
      hearth_id: membersOwnHearth,
    });
    expect(elsewhere.statusCode).toBe(400);
    const personal = await call(member, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Lunch', dish_id: dishId });
    expect(personal.statusCode).toBe(400);
    expect(personal.json().message).toBe('Dish not found');
  });

  it('unsharing takes it out of the cookbook but keeps planned meals readable', async () => {
    const { owner, member, hearthId } = await household();
    const dishId = await lasagnaOf(owner);
    await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`);
    const meal = (
      await call(member, 'POST', '/api/meals', { date: '2026-11-26', meal_type: 'Dinner', dish_id: dishId, hearth_id: hearthId })
    ).json();

    const unshared = await call(owner, 'DELETE', `/api/dishes/${dishId}/hearths/${hearthId}`);
    expect(unshared.statusCode).toBe(200);
    expect(unshared.json()).toEqual({ shared_with: [] });
    expect((await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}`)).json()).toEqual([]);
    expect((await call(member, 'GET', `/api/dishes/${dishId}`)).statusCode).toBe(200);
    const meals = (await call(member, 'GET', `/api/meals?hearth_id=${hearthId}&include_dishes=true`)).json();
    expect(meals).toEqual([expect.objectContaining({ id: meal.id, dish: expect.objectContaining({ dishName: 'Family Lasagna' }) })]);
    // But no new meal is planned with it.
    expect(
      (await call(member, 'POST', '/api/meals', { date: '2026-11-27', meal_type: 'Dinner', dish_id: dishId, hearth_id: hearthId }))
        .statusCode,
    ).toBe(400);
  });

  it('a removed member loses the cookbook at once', async () => {
    const { owner, member, hearthId } = await household();
    const dishId = await lasagnaOf(owner);
    await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`);
    expect((await call(member, 'GET', `/api/dishes/${dishId}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/hearths/${hearthId}/members/${member.id}`)).statusCode).toBe(204);
    expect((await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/dishes/${dishId}`)).statusCode).toBe(404);
  });

  it("a cook who leaves takes their dishes out of the hearth's cookbook", async () => {
    const { owner, member, hearthId } = await household();
    const membersDish = await lasagnaOf(member);
    await call(member, 'PUT', `/api/dishes/${membersDish}/hearths/${hearthId}`);
    expect((await call(owner, 'GET', `/api/dishes?hearth_id=${hearthId}`)).json()).toHaveLength(1);
    expect((await call(member, 'DELETE', `/api/hearths/${hearthId}/members/${member.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/dishes?hearth_id=${hearthId}`)).json()).toEqual([]);
    expect((await call(owner, 'GET', `/api/dishes/${membersDish}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/dishes/${membersDish}`)).json().shared_with).toEqual([]);
  });
});

describe('GET /api/dishes?hearth_id=N', () => {
  it('answers 404 to someone outside the hearth and keeps the own library as it was', async () => {
    const { owner, hearthId } = await household();
    const stranger = await signUpUser(app);
    const dishId = await lasagnaOf(owner);
    await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`);
    expect((await call(stranger, 'GET', `/api/dishes?hearth_id=${hearthId}`)).statusCode).toBe(404);
    const own = (await call(owner, 'GET', '/api/dishes')).json();
    expect(own).toEqual([expect.objectContaining({ id: dishId })]);
    expect(own[0]).not.toHaveProperty('owner_id');
    expect((await call(stranger, 'GET', '/api/dishes')).json()).toEqual([]);
  });

  it('changes its ETag for every member when a dish is shared, changed or unshared, whichever process answers', async () => {
    const { owner, member, hearthId } = await household();
    const dishId = await lasagnaOf(owner);
    const tagOf = async () => {
      const response = await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}`);
      return response.headers.etag as string;
    };
    const empty = await tagOf();
    const notModified = await app.inject({
      method: 'GET',
      url: `/api/dishes?hearth_id=${hearthId}`,
      headers: { ...member.headers, 'if-none-match': empty },
    });
    expect(notModified.statusCode).toBe(304);

    await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`);
    const withLasagna = await tagOf();
    expect(withLasagna).not.toBe(empty);
    const stale = await app.inject({
      method: 'GET',
      url: `/api/dishes?hearth_id=${hearthId}`,
      headers: { ...member.headers, 'if-none-match': empty },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toHaveLength(1);

    await call(owner, 'PUT', `/api/dishes/${dishId}`, { dishName: 'Lasagna al forno' });
    const renamed = await tagOf();
    expect(renamed).not.toBe(withLasagna);
    expect((await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}`)).json()[0].dishName).toBe('Lasagna al forno');

    await call(owner, 'DELETE', `/api/dishes/${dishId}/hearths/${hearthId}`);
    expect(await tagOf()).not.toBe(renamed);
    expect((await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}`)).json()).toEqual([]);
  });

  it('tells two different cookbooks of the same size apart after shares come and go', async () => {
    const { owner, member, hearthId } = await household();
    const [first, second, third] = [await lasagnaOf(owner), await lasagnaOf(owner), await lasagnaOf(owner)];
    for (const id of [first, second, third]) await call(owner, 'PUT', `/api/dishes/${id}/hearths/${hearthId}`);
    await call(owner, 'DELETE', `/api/dishes/${second}/hearths/${hearthId}`);
    const list = await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}`);
    // Bring back the second, take out the first: still two dishes, a different two.
    await call(owner, 'PUT', `/api/dishes/${second}/hearths/${hearthId}`);
    await call(owner, 'DELETE', `/api/dishes/${first}/hearths/${hearthId}`);
    const again = await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}`);
    expect(again.headers.etag).not.toBe(list.headers.etag);
    expect(again.json().map((dish: { id: number }) => dish.id)).toEqual([second, third]);
  });
});
