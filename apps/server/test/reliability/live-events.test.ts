import { afterEach, describe, expect, it } from 'vitest';
import { type EventStreamReader, fetchEventStream } from '../event-stream.js';
import { JsonClient } from '../http-json.js';
import { type HttpSession, signUpOverHttp } from '../http-session.js';
import type { ServerProcess } from '../server-process.js';
import { twoProcessesForSuite } from './two-processes.js';

/**
 * Live events across two real server processes on one database (decision 0020): a change
 * made through one process reaches a stream open on the other, by LISTEN/NOTIFY on PostgreSQL
 * and through the shared outbox table on one SQLite file; a sign-out on one ends the stream
 * on the other.
 */
describe.each(['sqlite', 'postgres'] as const)('live events across two server processes on one %s database', (kind) => {
  const servers = twoProcessesForSuite(kind, 'hearth_live_events');
  let people = 0;
  const streams: EventStreamReader[] = [];
  const clients: JsonClient[] = [];

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
    for (const client of clients.splice(0)) client.close();
  });

  async function person(): Promise<HttpSession> {
    people += 1;
    return signUpOverHttp(servers.a.url, {
      email: `live${people}-${kind}@example.com`,
      password: 'live-password',
      username: `Cook ${people}`,
    });
  }

  function client(server: ServerProcess, session: HttpSession) {
    const made = new JsonClient(server.url, { origin: server.url, cookie: session.cookie });
    clients.push(made);
    return made;
  }

  async function listen(server: ServerProcess, session: HttpSession) {
    const { status, events } = await fetchEventStream(server.url, { cookie: session.cookie });
    expect(status).toBe(200);
    streams.push(events);
    expect((await events.next()).data).toEqual({ type: 'connected' });
    return events;
  }

  async function ok<T>(answer: Promise<{ status: number; body: unknown }>): Promise<T> {
    const { status, body } = await answer;
    if (status >= 300) throw new Error(`${status} ${JSON.stringify(body)}`);
    return body as T;
  }

  /** An owner and a member in one hearth, the owner acting on process a. */
  async function household() {
    const owner = await person();
    const member = await person();
    const onA = client(servers.a, owner);
    const hearth = await ok<{ hearth_id: number }>(
      onA.send({ method: 'POST', path: '/api/hearths', body: { name: 'Live', startDate: '2026-11-23', endDate: '2026-11-29' } }),
    );
    const invite = await ok<{ token: string }>(
      onA.send({ method: 'POST', path: `/api/hearths/${hearth.hearth_id}/invites`, body: { role: 'member' } }),
    );
    await ok(client(servers.b, member).send({ method: 'POST', path: '/api/hearths/join', body: { token: invite.token } }));
    const lists = await ok<Array<{ id: number; hearth_id: number | null }>>(onA.send({ path: '/api/shopping-lists' }));
    return { owner, member, onA, hearthId: hearth.hearth_id, listId: lists.find((list) => list.hearth_id === hearth.hearth_id)!.id };
  }

  it("carries a check-off made through one process to a member's stream on the other", async () => {
    const { member, onA, listId, hearthId } = await household();
    const list = await ok<{ items: Array<{ id: number; version: number }> }>(
      onA.send({ method: 'POST', path: `/api/shopping-lists/${listId}/items`, body: { text: 'milk' } }),
    );
    const events = await listen(servers.b, member);
    const item = list.items[0]!;
    const checked = await ok<Record<string, unknown>>(
      onA.send({
        method: 'PATCH',
        path: `/api/shopping-lists/${listId}/items/${item.id}`,
        body: { checked: true, version: item.version },
        headers: { 'x-hearth-tab': 'tab-on-process-a' },
      }),
    );
    // The item travels in the event, as the process that changed it answered it, with the tab it came from.
    expect(checked).toMatchObject({ id: item.id, checked: true, version: item.version + 1 });
    expect((await events.next()).data).toEqual({
      type: 'shopping-list.changed',
      list_id: listId,
      hearth_id: hearthId,
      item: checked,
      origin: 'tab-on-process-a',
    });
  });

  it("carries a meal planned through one process to the hearth's streams on both", async () => {
    const { owner, member, onA, hearthId } = await household();
    const onB = await listen(servers.b, member);
    const onAStream = await listen(servers.a, owner);
    const meal = await ok<{ id: number }>(
      onA.send({ method: 'POST', path: '/api/meals', body: { date: '2026-11-24', meal_type: 'Dinner', hearth_id: hearthId } }),
    );
    const expected = { type: 'meal.changed', meal_id: meal.id, hearth_id: hearthId, change: 'created' };
    expect((await onB.next()).data).toEqual(expected);
    expect((await onAStream.next()).data).toEqual(expected);
  });

  it('ends a stream on one process when its session signs out on the other', async () => {
    const cook = await person();
    const events = await listen(servers.b, cook);
    await ok(client(servers.a, cook).send({ method: 'POST', path: '/api/auth/sign-out', body: {} }));
    await events.ended;
    expect((await fetchEventStream(servers.b.url, { cookie: cook.cookie })).status).toBe(401);
  });
});
