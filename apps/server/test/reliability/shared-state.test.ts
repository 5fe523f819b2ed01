import { describe, expect, it } from 'vitest';
import { type JsonAnswer, JsonClient } from '../http-json.js';
import { type HttpSession, signInOverHttp, signUpOverHttp } from '../http-session.js';
import type { ServerProcess } from '../server-process.js';
import { twoProcessesForSuite } from './two-processes.js';

/**
 * Two real server processes on one database behave as one (docs/design.md#reliability-and-security): a
 * session ended on one is refused by the other at once, a deleted account's writes are 401
 * everywhere, and every limit is counted once across both.
 */
const LIMITS = { SIGN_IN_LIMIT_PER_EMAIL: '3', SIGN_IN_LIMIT_PER_IP: '1000', SIGN_UP_LIMIT_PER_HOUR: '6' };

describe.each(['sqlite', 'postgres'] as const)('two server processes on one %s database', (kind) => {
  const servers = twoProcessesForSuite(kind, 'hearth_two_processes', LIMITS);
  let signUps = 0;

  function client(server: ServerProcess, session?: HttpSession) {
    return new JsonClient(server.url, { origin: server.url, ...(session ? { cookie: session.cookie } : {}) });
  }

  async function newCook() {
    signUps += 1;
    const email = `cook${signUps}-${kind}@example.com`;
    const session = await signUpOverHttp(servers.a.url, { email, password: 'shared-password', username: `Cook ${signUps}` });
    return { email, session };
  }

  async function withClients<T>(session: HttpSession, run: (onA: JsonClient, onB: JsonClient) => Promise<T>): Promise<T> {
    const onA = client(servers.a, session);
    const onB = client(servers.b, session);
    try {
      return await run(onA, onB);
    } finally {
      onA.close();
      onB.close();
    }
  }

  const status = (answer: JsonAnswer) => answer.status;

  it('refuses a session signed out on one process on the other at once', async () => {
    const { session } = await newCook();
    await withClients(session, async (onA, onB) => {
      // Both processes have checked, and remember, the session.
      expect(status(await onA.send({ path: '/api/dishes' }))).toBe(200);
      expect(status(await onB.send({ path: '/api/dishes' }))).toBe(200);
      expect(status(await onA.send({ method: 'POST', path: '/api/auth/sign-out', body: {} }))).toBe(200);
      expect(status(await onB.send({ path: '/api/dishes' }))).toBe(401);
      expect(status(await onB.send({ method: 'POST', path: '/api/dishes', body: { dishName: 'After sign-out' } }))).toBe(401);
    });
  });

  it("answers a deleted account's writes on the other process with 401, never 5xx", async () => {
    const { email, session } = await newCook();
    await withClients(session, async (onA, onB) => {
      expect(status(await onB.send({ method: 'POST', path: '/api/dishes', body: { dishName: 'Before' } }))).toBe(201);
      const deletion = await onA.send({
        method: 'DELETE',
        path: '/api/account',
        body: { confirmEmail: email, password: 'shared-password' },
      });
      expect(status(deletion)).toBe(204);
      expect(status(await onB.send({ method: 'POST', path: '/api/dishes', body: { dishName: 'After' } }))).toBe(401);
      expect(status(await onB.send({ method: 'POST', path: '/api/meals', body: { date: '2026-11-24', meal_type: 'Dinner' } }))).toBe(401);
      expect(status(await onB.send({ path: '/api/dishes' }))).toBe(401);
    });
  });

  it('counts sign-in attempts for one e-mail across both processes', async () => {
    const { email } = await newCook();
    const attempt = (server: ServerProcess, password: string) =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email, password }),
      }).then((response) => response.status);
    expect([await attempt(servers.a, 'wrong 1'), await attempt(servers.b, 'wrong 2'), await attempt(servers.a, 'wrong 3')]).toEqual([
      401, 401, 401,
    ]);
    expect(await attempt(servers.b, 'shared-password')).toBe(429);
    expect(await attempt(servers.a, 'shared-password')).toBe(429);
  });

  it('lets a session signed in on one process work on the other', async () => {
    const { email } = await newCook();
    const session = await signInOverHttp(servers.b.url, email, 'shared-password');
    await withClients(session, async (onA) => {
      expect(status(await onA.send({ path: '/api/hearths' }))).toBe(200);
    });
  });
  it('takes writes on one list from both processes at once: no 5xx and nothing lost', async () => {
    const { session } = await newCook();
    await withClients(session, async (onA, onB) => {
      const lists = (await onA.send({ path: '/api/shopping-lists' })).body as Array<{ id: number; hearth_id: number | null }>;
      const listId = lists.find((list) => list.hearth_id === null)!.id;
      // Each add reads the list, merges and writes in one transaction: the same item from both sides.
      const adds = Array.from({ length: 40 }, (_, n) =>
        (n % 2 === 0 ? onA : onB).send({ method: 'POST', path: `/api/shopping-lists/${listId}/items`, body: { text: '1 lemon' } }),
      );
      const statuses = (await Promise.all(adds)).map(status);
      expect(statuses.filter((code) => code !== 200)).toEqual([]);
      const list = (await onB.send({ path: `/api/shopping-lists/${listId}` })).body as { items: Array<{ name: string; quantity: number }> };
      expect(list.items.map((item) => [item.name, item.quantity])).toEqual([['lemon', 40]]);
    });
  });

  // Last: it uses up the address's sign-ups.
  it('counts sign-ups from one address across both processes', async () => {
    const statuses: number[] = [];
    // Earlier tests in this file used some of the six; keep going until one is refused.
    for (let n = 0; n < 8 && !statuses.includes(429); n += 1) {
      const server = n % 2 === 0 ? servers.b : servers.a;
      const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: `burst${n}-${kind}@example.com`, password: 'shared-password', username: 'Burst', name: 'Burst' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((code) => code === 200).length + signUps).toBe(Number(LIMITS.SIGN_UP_LIMIT_PER_HOUR));
    expect(statuses.at(-1)).toBe(429);
  });
});
