import { afterEach, describe, expect, it } from 'vitest';
import { type EventStreamReader, openEventStream } from '../../../test/event-stream.js';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { householdWithListForFile, listCalls } from '../../../test/shopping-list-fixtures.js';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile({ EVENTS_HEARTBEAT_MS: '200' });
const calls = listCalls(() => app);
const hearths = hearthCalls(() => app);

const opened: EventStreamReader[] = [];
afterEach(() => {
  for (const events of opened.splice(0)) events.close();
});

/** A live stream as `user`, once the server says it is listening. */
async function listen(user: TestUser, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const { status, events } = await openEventStream(app, { ...user.headers, ...headers });
  expect(status).toBe(200);
  opened.push(events);
  return events;
}

const household = householdWithListForFile(() => app, 'owner');

describe('GET /api/events', () => {
  it('answers 401 without a session and 406 to a request that does not accept an event stream', async () => {
    expect((await app.inject({ url: '/api/events', headers: { accept: 'text/event-stream' } })).statusCode).toBe(401);
    const response = await app.inject({ url: '/api/events', headers: { ...household.member.headers, accept: 'application/json' } });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toMatchObject({ code: 'NOT_ACCEPTABLE' });
  });

  it("says it is listening, then carries a hearth-mate's change to the hearth's list", async () => {
    const events = await listen(household.viewer);
    expect((await events.next()).data).toEqual({ type: 'connected' });
    await calls.addOk(household.member, household.listId, { text: 'milk' });
    const event = await events.next();
    expect(event.data).toEqual({ type: 'shopping-list.changed', list_id: household.listId, hearth_id: household.hearthId });
    expect(event.id).toMatch(/^\d+$/);
  });

  it("carries the cook's own list changes and never another cook's", async () => {
    const cook = await signUpUser(app);
    const stranger = await signUpUser(app);
    const events = await listen(cook);
    await events.nextOf('connected');
    await calls.addOk(stranger, await calls.listId(stranger), { text: 'secret cake' });
    const own = await calls.listId(cook);
    await calls.addOk(cook, own, { text: 'bread' });
    expect((await events.next()).data).toEqual({ type: 'shopping-list.changed', list_id: own, hearth_id: null });
  });

  it("carries a hearth's meal changes to its members", async () => {
    const { owner, viewer, hearthId } = household;
    const events = await listen(viewer);
    await events.nextOf('connected');
    const mealId = await calls.planMeal(owner, '2026-11-24', null, hearthId);
    expect((await events.next()).data).toEqual({ type: 'meal.changed', meal_id: mealId, hearth_id: hearthId, change: 'created' });
    await calls.call(owner, 'PATCH', `/api/meals/${mealId}`, { meal_status: 'cooked' });
    expect((await events.next()).data).toMatchObject({ meal_id: mealId, change: 'updated' });
    await calls.call(owner, 'DELETE', `/api/meals/${mealId}`);
    expect((await events.next()).data).toMatchObject({ meal_id: mealId, change: 'deleted' });
  });

  it('carries a personal meal to its planner only', async () => {
    const { owner, member } = household;
    const events = await listen(member);
    await events.nextOf('connected');
    await calls.planMeal(owner, '2026-11-24', null);
    const mine = await calls.planMeal(member, '2026-11-25', null);
    expect((await events.next()).data).toEqual({ type: 'meal.changed', meal_id: mine, hearth_id: null, change: 'created' });
  });

  it("stops carrying a hearth's changes to a member once removed", async () => {
    const { owner, member, hearthId } = await hearths.household();
    const list = await calls.listId(owner, hearthId);
    const events = await listen(member);
    await events.nextOf('connected');
    expect((await calls.call(owner, 'DELETE', `/api/hearths/${hearthId}/members/${member.id}`)).statusCode).toBe(204);
    expect((await events.next()).data).toEqual({ type: 'hearth.members-changed', hearth_id: hearthId });
    await calls.addOk(owner, list, { text: 'after you left' });
    await calls.planMeal(owner, '2026-11-26', null, hearthId);
    const own = await calls.listId(member);
    await calls.addOk(member, own, { text: 'my own bread' });
    expect((await events.next()).data).toEqual({ type: 'shopping-list.changed', list_id: own, hearth_id: null });
  });

  it('starts carrying a hearth once the cook joins it', async () => {
    const { owner, hearthId } = await hearths.household();
    const newcomer = await signUpUser(app);
    const events = await listen(newcomer);
    await events.nextOf('connected');
    await hearths.join(newcomer, (await hearths.invite(owner, hearthId, 'viewer')).token);
    expect((await events.next()).data).toEqual({ type: 'hearth.members-changed', hearth_id: hearthId });
    await calls.addOk(owner, await calls.listId(owner, hearthId), { text: 'welcome cake' });
    expect((await events.nextOf('shopping-list.changed')).data).toMatchObject({ hearth_id: hearthId });
  });

  it('ends the stream when its session signs out', async () => {
    const cook = await signUpUser(app);
    const events = await listen(cook);
    await events.nextOf('connected');
    const signOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: cook.headers, payload: {} });
    expect(signOut.statusCode).toBe(200);
    await events.ended;
    expect((await openEventStream(app, cook.headers)).status).toBe(401);
  });

  it('sends heartbeats while nothing happens', async () => {
    const events = await listen(household.owner);
    await events.nextOf('connected');
    await events.nextHeartbeat();
    await events.nextHeartbeat();
    expect(events.heartbeats).toBeGreaterThanOrEqual(2);
  });

  it('sends a reconnecting browser what it missed after its Last-Event-ID', async () => {
    const { owner, member } = household;
    const first = await listen(member);
    await first.nextOf('connected');
    await calls.addOk(owner, household.listId, { text: 'eggs' });
    const seen = await first.nextOf('shopping-list.changed');
    first.close();
    const mealId = await calls.planMeal(owner, '2026-11-27', null, household.hearthId);
    const again = await listen(member, { 'last-event-id': seen.id! });
    const missed = await again.next();
    expect(missed.data).toEqual({ type: 'meal.changed', meal_id: mealId, hearth_id: household.hearthId, change: 'created' });
    expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
    expect((await again.next()).data).toEqual({ type: 'connected' });
  });

  it('tells a browser whose Last-Event-ID is no longer kept to load everything again', async () => {
    const events = await listen(household.member, { 'last-event-id': '2000000000' });
    expect((await events.next()).data).toEqual({ type: 'resync' });
    expect((await events.next()).data).toEqual({ type: 'connected' });
  });
});
