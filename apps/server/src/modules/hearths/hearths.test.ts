import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, countRows, signUpUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();

const { call, createHearth, invite, join, household } = hearthCalls(() => app);

describe('creating and reading hearths', () => {
  it('makes the creator its owner and lists it in the contract shape', async () => {
    const owner = await signUpUser(app, { username: 'Ada' });
    const response = await call(owner, 'POST', '/api/hearths', {
      name: '  Sunday Suppers ',
      startDate: '2026-11-23',
      endDate: '2026-12-06',
    });
    expect(response.statusCode).toBe(201);
    const hearth = response.json();
    expect(hearth).toMatchObject({
      name: 'Sunday Suppers',
      role: 'owner',
      schedule_data: { startDate: '2026-11-23', endDate: '2026-12-06' },
      members: [{ user_id: owner.id, username: 'Ada', role: 'owner' }],
    });
    const list = (await call(owner, 'GET', '/api/hearths')).json();
    expect(list).toEqual([
      {
        hearth_id: hearth.hearth_id,
        name: 'Sunday Suppers',
        role: 'owner',
        schedule_data: { startDate: '2026-11-23', endDate: '2026-12-06' },
      },
    ]);
  });

  it.each([
    ['an end before the start', { name: 'x', startDate: '2026-11-23', endDate: '2026-11-22' }, /endDate/],
    ['a blank name', { name: ' ', startDate: '2026-11-23', endDate: '2026-11-23' }, /name/],
    ['a date that is not one', { name: 'x', startDate: '2026-02-30', endDate: '2026-03-01' }, /startDate/],
    ['a 1,000-character name', { name: 'x'.repeat(1000), startDate: '2026-11-23', endDate: '2026-11-23' }, /name/],
  ])('answers 400 for %s and stores nothing', async (_case, payload, message) => {
    const owner = await signUpUser(app);
    const before = await countRows(app, 'hearths');
    const response = await call(owner, 'POST', '/api/hearths', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await countRows(app, 'hearths')).toBe(before);
  });

  it('answers 404 to someone outside the hearth, exactly as for a missing one', async () => {
    const owner = await signUpUser(app);
    const stranger = await signUpUser(app);
    const hearthId = await createHearth(owner);
    const foreign = await call(stranger, 'GET', `/api/hearths/${hearthId}`);
    const missing = await call(stranger, 'GET', '/api/hearths/987654');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });
});

describe('invitations', () => {
  it('lets people join with the invited role, and a link works for several people', async () => {
    const owner = await signUpUser(app);
    const [first, second] = [await signUpUser(app, { username: 'First' }), await signUpUser(app, { username: 'Second' })];
    const hearthId = await createHearth(owner);
    const link = await invite(owner, hearthId, 'viewer');
    expect(link.url).toBe(`http://localhost:3000/join/${link.token}`);

    const preview = await call(first, 'GET', `/api/hearths/invites/${link.token}`);
    expect(preview.json()).toMatchObject({ hearth_id: hearthId, name: 'The Smiths', role: 'viewer', already_member: false });

    expect((await join(first, link.token)).json()).toEqual({ hearth_id: hearthId, role: 'viewer' });
    expect((await join(second, link.token)).statusCode).toBe(200);
    const members = (await call(owner, 'GET', `/api/hearths/${hearthId}`)).json().members;
    expect(members.map((member: { username: string; role: string }) => [member.username, member.role])).toEqual([
      [expect.any(String), 'owner'],
      ['First', 'viewer'],
      ['Second', 'viewer'],
    ]);
  });

  it('never changes the role of someone already in the hearth', async () => {
    const owner = await signUpUser(app);
    const viewer = await signUpUser(app);
    const hearthId = await createHearth(owner);
    await join(viewer, (await invite(owner, hearthId, 'viewer')).token);
    const ownerLink = await invite(owner, hearthId, 'owner');
    expect((await join(viewer, ownerLink.token)).json()).toEqual({ hearth_id: hearthId, role: 'viewer' });
  });

  it('stops working after seven days', async () => {
    const owner = await signUpUser(app);
    const late = await signUpUser(app);
    const hearthId = await createHearth(owner);
    const link = await invite(owner, hearthId);
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    await app.db
      .updateTable('hearth_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('hearth_id', '=', hearthId)
      .execute();
    const response = await join(late, link.token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ code: 'INVITE_EXPIRED', message: 'This invitation link has expired. Ask for a new one.' });
    expect((await call(late, 'GET', `/api/hearths/${hearthId}`)).statusCode).toBe(404);
  });

  it('refuses a made-up token with 404 and a short one with 400', async () => {
    const user = await signUpUser(app);
    expect((await join(user, 'a'.repeat(32))).statusCode).toBe(404);
    expect((await join(user, 'short')).statusCode).toBe(400);
  });

  it('keeps only a hash of each token', async () => {
    const owner = await signUpUser(app);
    const link = await invite(owner, await createHearth(owner));
    const stored = await app.db.selectFrom('hearth_invites').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(link.token);
  });
});

describe('roles', () => {
  it('lets an owner change roles, but nobody their own', async () => {
    const { owner, member, viewer, hearthId } = await household();
    const promote = await call(owner, 'PATCH', `/api/hearths/${hearthId}/members/${viewer.id}`, { role: 'member' });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().members.find((m: { user_id: string }) => m.user_id === viewer.id).role).toBe('member');

    expect((await call(owner, 'PATCH', `/api/hearths/${hearthId}/members/${owner.id}`, { role: 'viewer' })).statusCode).toBe(403);
    expect((await call(member, 'PATCH', `/api/hearths/${hearthId}/members/${member.id}`, { role: 'owner' })).statusCode).toBe(403);
    expect((await call(owner, 'PATCH', `/api/hearths/${hearthId}/members/${viewer.id}`, { role: 'boss' })).statusCode).toBe(400);
  });

  it('keeps at least one owner: the last owner cannot leave', async () => {
    const { owner, member, hearthId } = await household();
    const leave = await call(owner, 'DELETE', `/api/hearths/${hearthId}/members/${owner.id}`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().code).toBe('LAST_OWNER');

    await call(owner, 'PATCH', `/api/hearths/${hearthId}/members/${member.id}`, { role: 'owner' });
    expect((await call(owner, 'DELETE', `/api/hearths/${hearthId}/members/${owner.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/hearths/${hearthId}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/hearths/${hearthId}`)).json().role).toBe('owner');
  });

  it('lets anyone leave and only owners remove others', async () => {
    const { owner, member, viewer, hearthId } = await household();
    expect((await call(member, 'DELETE', `/api/hearths/${hearthId}/members/${viewer.id}`)).statusCode).toBe(403);
    expect((await call(viewer, 'DELETE', `/api/hearths/${hearthId}/members/${viewer.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/hearths/${hearthId}/members/${member.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/hearths/${hearthId}/members/${member.id}`)).statusCode).toBe(404);
  });

  it('shares hearth meals, tagging those someone else planned, and lets viewers only look', async () => {
    const { owner, member, viewer, hearthId } = await household();
    const dish = (await call(member, 'POST', '/api/dishes', { dishName: 'Dal', cookTime: 40 })).json();
    const planned = await call(member, 'POST', '/api/meals', {
      date: '2026-11-24',
      meal_type: 'Dinner',
      dish_id: dish.id,
      hearth_id: hearthId,
    });
    expect(planned.statusCode).toBe(201);
    expect(planned.json()).toMatchObject({ hearth_id: hearthId, personal_meal: true });

    const ownersView = (await call(owner, 'GET', '/api/meals?include_dishes=true')).json();
    expect(ownersView).toEqual([
      expect.objectContaining({
        id: planned.json().id,
        personal_meal: false,
        planned_by: { user_id: member.id, username: expect.any(String) },
        dish: expect.objectContaining({ dishName: 'Dal' }),
      }),
    ]);
    expect((await call(viewer, 'GET', `/api/meals?hearth_id=${hearthId}`)).json()).toHaveLength(1);

    // Hearth-mates read the dish (detail and Shop), and cannot change it.
    const read = await call(viewer, 'GET', `/api/dishes/${dish.id}`);
    expect(read.json()).toMatchObject({ dishName: 'Dal', editable: false });
    expect((await call(owner, 'PUT', `/api/dishes/${dish.id}`, { dishName: 'Mine now' })).statusCode).toBe(403);

    expect((await call(viewer, 'PATCH', `/api/meals/${planned.json().id}`, { meal_status: 'cooked' })).statusCode).toBe(403);
    expect((await call(viewer, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Lunch', hearth_id: hearthId })).statusCode).toBe(
      403,
    );
    expect((await call(owner, 'PATCH', `/api/meals/${planned.json().id}`, { meal_status: 'cooked' })).json().meal_status).toBe('cooked');
  });

  it('leaves meals with their planners when a hearth is deleted', async () => {
    const { owner, member, hearthId } = await household();
    const meal = (await call(member, 'POST', '/api/meals', { date: '2026-11-25', meal_type: 'Lunch', hearth_id: hearthId })).json();
    expect((await call(member, 'DELETE', `/api/hearths/${hearthId}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/hearths/${hearthId}`)).statusCode).toBe(204);
    const mine = (await call(member, 'GET', '/api/meals')).json();
    expect(mine).toEqual([expect.objectContaining({ id: meal.id, hearth_id: null, personal_meal: true })]);
  });
});

describe('deleting an account', () => {
  it('hands each hearth it alone owns to the longest-standing member, and deletes empty ones', async () => {
    const owner = await signUpUser(app);
    const member = await signUpUser(app);
    const shared = await createHearth(owner, 'Shared');
    const lonely = await createHearth(owner, 'Lonely');
    await join(member, (await invite(owner, shared)).token);

    const response = await call(owner, 'DELETE', '/api/account', { confirmEmail: owner.email, password: owner.password });
    expect(response.statusCode).toBe(204);

    expect((await call(member, 'GET', `/api/hearths/${shared}`)).json()).toMatchObject({
      role: 'owner',
      members: [{ user_id: member.id }],
    });
    const remaining = await app.db.selectFrom('hearths').select('id').where('id', '=', lonely).execute();
    expect(remaining).toEqual([]);
  });
});

describe('deleting an account from Settings', () => {
  it('hands its hearths over the same way before the account goes', async () => {
    const owner = await signUpUser(app);
    const viewer = await signUpUser(app);
    const hearthId = await createHearth(owner, 'Passed on');
    await join(viewer, (await invite(owner, hearthId, 'viewer')).token);

    const response = await call(owner, 'DELETE', '/api/account', { confirmEmail: owner.email, password: owner.password });
    expect(response.statusCode).toBe(204);
    expect((await call(viewer, 'GET', `/api/hearths/${hearthId}`)).json()).toMatchObject({
      role: 'owner',
      members: [{ user_id: viewer.id }],
    });
  });
});
