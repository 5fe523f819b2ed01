import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type EventStreamReader, openEventStream } from '../../../test/event-stream.js';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { listCalls } from '../../../test/shopping-list-fixtures.js';
import { buildTestApp, signUpUser, type TestUser } from '../../../test/test-app.js';
import { sharedDatabaseUrl } from '../../../test/test-database.js';
import { MAX_STREAMS_PER_USER } from './events.routes.js';

const DATABASE_URL = await sharedDatabaseUrl();
/** Two server processes on one database. */
const one = await buildTestApp({ DATABASE_URL, EVENTS_HEARTBEAT_MS: '200' });
const two = await buildTestApp({ DATABASE_URL, EVENTS_HEARTBEAT_MS: '200' });
afterAll(async () => {
  await one.close();
  await two.close();
});
const calls = listCalls(() => one);
const hearths = hearthCalls(() => one);

const opened: EventStreamReader[] = [];
afterEach(() => {
  for (const events of opened.splice(0)) events.close();
});

async function listen(app: typeof one, user: TestUser, headers: Record<string, string> = {}) {
  const { status, events } = await openEventStream(app, { ...user.headers, ...headers });
  opened.push(events);
  return { status, events };
}

async function sessionNotices(): Promise<Array<{ user_id: string | null }>> {
  const { rows } = await sql<{ user_id: string | null }>`select user_id from live_events where payload like ${'%sessions.ended%'}`.execute(
    one.db,
  );
  return rows;
}

describe('session changes on the live streams', () => {
  it('are published only when a session really ended, and only for its cook', async () => {
    const cook = await signUpUser(one);
    const bystander = await signUpUser(one);
    await listen(two, bystander);
    const before = (await sessionNotices()).length;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await one.inject({ method: 'POST', url: '/api/auth/revoke-session', headers: cook.headers, payload: { token: 'nonexistent' } });
      await one.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
    }
    expect((await sessionNotices()).length).toBe(before);

    const { events } = await listen(two, cook);
    await events.nextOf('connected');
    expect((await one.inject({ method: 'POST', url: '/api/auth/sign-out', headers: cook.headers, payload: {} })).statusCode).toBe(200);
    await events.ended;
    expect((await sessionNotices()).slice(before)).toEqual([{ user_id: cook.id }]);
  });

  it('end an open stream once its session expires, on every process', async () => {
    const cook = await signUpUser(one);
    const { status, events } = await listen(two, cook);
    expect(status).toBe(200);
    await events.nextOf('connected');
    await sql`update sessions set expires_at = ${new Date(Date.now() - 60_000).toISOString()} where user_id = ${cook.id}`.execute(one.db);
    await events.ended;
  });
});

describe('open streams per cook', () => {
  it(`are at most ${MAX_STREAMS_PER_USER} on a process; the next answers 429, and one closing makes room`, async () => {
    const cook = await signUpUser(one);
    const streams: EventStreamReader[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) {
      const { status, events } = await listen(one, cook);
      expect(status).toBe(200);
      streams.push(events);
    }
    const refused = await one.inject({ url: '/api/events', headers: { ...cook.headers, accept: 'text/event-stream' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await listen(one, await signUpUser(one))).status).toBe(200);

    streams[0]!.close();
    await streams[0]!.ended;
    await expect.poll(async () => (await listen(one, cook)).status).toBe(200);
  });
});

describe('a reconnecting new hearth member', () => {
  it('hears nothing from the hearth from before they joined, whatever Last-Event-ID they send', async () => {
    const { owner, hearthId } = await hearths.household();
    const newcomer = await signUpUser(one);
    const { events: first } = await listen(one, newcomer);
    await first.nextOf('connected');
    await calls.addOk(newcomer, await calls.listId(newcomer), { text: 'my own bread' });
    const own = await first.nextOf('shopping-list.changed');
    first.close();

    await calls.addOk(owner, await calls.listId(owner, hearthId), { text: 'before you came' });
    expect((await hearths.join(newcomer, (await hearths.invite(owner, hearthId, 'viewer')).token)).statusCode).toBe(200);
    await calls.addOk(owner, await calls.listId(owner, hearthId), { text: 'after you came' });

    const { events: again } = await listen(two, newcomer, { 'last-event-id': own.id! });
    const replayed: string[] = [];
    for (let event = await again.next(); event.data.type !== 'connected'; event = await again.next()) replayed.push(event.data.type);
    // Their joining, and the one change after it; not the change before.
    expect(replayed.filter((type) => type === 'shopping-list.changed')).toHaveLength(1);
    expect(replayed).toContain('hearth.members-changed');
  });
});
