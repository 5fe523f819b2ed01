import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import type { Invite } from '@hearth/shared/hearths';
import { signUpUser, type TestUser } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Requests as a test user, and the steps of setting up a hearth, for the hearth suites.
 * `app` is read on each call, so suites can build their app in beforeAll.
 */
export function hearthCalls(app: () => FastifyInstance) {
  function call(user: TestUser | null, method: Method, url: string, payload?: object) {
    return app().inject({ method, url, headers: user?.headers ?? {}, payload });
  }

  async function createHearth(owner: TestUser, name = 'The Smiths') {
    const response = await call(owner, 'POST', '/api/hearths', { name, startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(response.statusCode).toBe(201);
    return response.json().hearth_id as number;
  }

  async function invite(owner: TestUser, hearthId: number, role: HearthRole = 'member') {
    const response = await call(owner, 'POST', `/api/hearths/${hearthId}/invites`, { role });
    expect(response.statusCode).toBe(201);
    return response.json() as Invite;
  }

  function join(user: TestUser, token: string) {
    return call(user, 'POST', '/api/hearths/join', { token });
  }

  /** An owner, a member and a viewer in one new hearth. */
  async function household() {
    const owner = await signUpUser(app(), { username: 'Owner' });
    const member = await signUpUser(app(), { username: 'Member' });
    const viewer = await signUpUser(app(), { username: 'Viewer' });
    const hearthId = await createHearth(owner);
    expect((await join(member, (await invite(owner, hearthId, 'member')).token)).statusCode).toBe(200);
    expect((await join(viewer, (await invite(owner, hearthId, 'viewer')).token)).statusCode).toBe(200);
    return { owner, member, viewer, hearthId };
  }

  return { call, createHearth, invite, join, household };
}

export type Household = Awaited<ReturnType<ReturnType<typeof hearthCalls>['household']>>;
