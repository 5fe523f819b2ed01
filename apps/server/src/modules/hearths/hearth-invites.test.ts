import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, signUpUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();

const { call, createHearth, invite, join, household } = hearthCalls(() => app);

describe('GET /api/hearths/:id/invites', () => {
  it("lists the hearth's links that still work, newest first, without their tokens", async () => {
    const owner = await signUpUser(app, { username: 'Olive' });
    const hearthId = await createHearth(owner);
    const first = await invite(owner, hearthId, 'viewer');
    const second = await invite(owner, hearthId, 'member');
    const expired = await invite(owner, hearthId, 'member');
    await app.db.updateTable('hearth_invites').set({ expires_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', expired.id).execute();
    // Made a minute apart: two links made in the same millisecond have no newer one (CI once made them so).
    await app.db.updateTable('hearth_invites').set({ created_at: '2026-01-01T10:00:00.000Z' }).where('id', '=', first.id).execute();
    await app.db.updateTable('hearth_invites').set({ created_at: '2026-01-01T10:01:00.000Z' }).where('id', '=', second.id).execute();

    const response = await call(owner, 'GET', `/api/hearths/${hearthId}/invites`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: second.id, role: 'member', created_at: expect.any(String), expires_at: second.expires_at, created_by: 'Olive' },
      { id: first.id, role: 'viewer', created_at: expect.any(String), expires_at: first.expires_at, created_by: 'Olive' },
    ]);
    expect(response.body).not.toContain(first.token);
  });

  it('shows them to owners only', async () => {
    const { member, viewer, hearthId } = await household();
    expect((await call(member, 'GET', `/api/hearths/${hearthId}/invites`)).statusCode).toBe(403);
    expect((await call(viewer, 'GET', `/api/hearths/${hearthId}/invites`)).statusCode).toBe(403);
  });
});

describe('GET /api/hearths/invites/:token', () => {
  it('says who invites you to which hearth as what, without a session', async () => {
    const owner = await signUpUser(app, { username: 'Olive' });
    const hearthId = await createHearth(owner);
    const link = await invite(owner, hearthId, 'member');

    const response = await app.inject({ method: 'GET', url: `/api/hearths/invites/${link.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hearth_id: hearthId,
      name: 'The Smiths',
      role: 'member',
      expires_at: link.expires_at,
      invited_by: 'Olive',
      already_member: false,
    });
  });

  it('reads a stale session cookie as signed out', async () => {
    const owner = await signUpUser(app, { username: 'Olive' });
    const link = await invite(owner, await createHearth(owner), 'viewer');
    const response = await app.inject({
      method: 'GET',
      url: `/api/hearths/invites/${link.token}`,
      headers: { cookie: 'better-auth.session_token=not-a-session.signature' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ invited_by: 'Olive', already_member: false });
  });

  it('answers 404 for a link that does not exist and 410 for one that expired, signed out as signed in', async () => {
    const owner = await signUpUser(app);
    const link = await invite(owner, await createHearth(owner), 'member');
    await app.db.updateTable('hearth_invites').set({ expires_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', link.id).execute();
    const unknown = await app.inject({ method: 'GET', url: '/api/hearths/invites/no-such-invitation-token' });
    expect(unknown.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/hearths/invites/${link.token}` })).statusCode).toBe(410);
  });

  it('says when the signed-in reader is already in the hearth', async () => {
    const { owner, member, hearthId } = await household();
    const link = await invite(owner, hearthId, 'viewer');
    expect((await call(member, 'GET', `/api/hearths/invites/${link.token}`)).json()).toMatchObject({ already_member: true });
  });
});

describe('DELETE /api/hearths/:id/invites/:inviteId', () => {
  it('ends a link at once: nobody joins with it afterwards', async () => {
    const owner = await signUpUser(app);
    const late = await signUpUser(app);
    const hearthId = await createHearth(owner);
    const link = await invite(owner, hearthId);
    expect((await call(owner, 'DELETE', `/api/hearths/${hearthId}/invites/${link.id}`)).statusCode).toBe(204);
    expect((await join(late, link.token)).statusCode).toBe(404);
    expect((await call(late, 'GET', `/api/hearths/${hearthId}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/hearths/${hearthId}/invites`)).json()).toEqual([]);
  });

  it("answers 404 for a link that is not the hearth's, and revokes nothing", async () => {
    const owner = await signUpUser(app);
    const mine = await createHearth(owner, 'Mine');
    const other = await createHearth(await signUpUser(app), 'Other');
    const link = await invite(owner, mine);
    expect((await call(owner, 'DELETE', `/api/hearths/${mine}/invites/nope`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/hearths/${other}/invites/${link.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/hearths/${mine}/invites`)).json()).toHaveLength(1);
  });
});

describe('leaving sticks', () => {
  it('keeps a removed member out of links made before the removal, not out of new ones', async () => {
    const { owner, member, hearthId } = await household();
    const openLink = await invite(owner, hearthId, 'member');
    expect((await call(owner, 'DELETE', `/api/hearths/${hearthId}/members/${member.id}`)).statusCode).toBe(204);

    const rejoin = await join(member, openLink.token);
    expect(rejoin.statusCode).toBe(403);
    expect(rejoin.json()).toEqual({
      code: 'INVITE_BEFORE_DEPARTURE',
      message: 'This invitation link was made before you left this hearth. Ask an owner for a new one.',
    });
    expect((await call(member, 'GET', `/api/hearths/invites/${openLink.token}`)).statusCode).toBe(403);
    expect((await call(member, 'GET', `/api/hearths/${hearthId}`)).statusCode).toBe(404);

    const newLink = await invite(owner, hearthId, 'viewer');
    expect((await join(member, newLink.token)).json()).toEqual({ hearth_id: hearthId, role: 'viewer' });
  });

  it('stops a viewer from leaving and coming back as a member through an older member link', async () => {
    const { owner, viewer, hearthId } = await household();
    const memberLink = await invite(owner, hearthId, 'member');
    expect((await call(viewer, 'DELETE', `/api/hearths/${hearthId}/members/${viewer.id}`)).statusCode).toBe(204);
    expect((await join(viewer, memberLink.token)).statusCode).toBe(403);
    const members = (await call(owner, 'GET', `/api/hearths/${hearthId}`)).json().members;
    expect(members.map((m: { user_id: string }) => m.user_id)).not.toContain(viewer.id);
  });

  it('still lets someone who never left open an old link again', async () => {
    const { owner, member, hearthId } = await household();
    const link = await invite(owner, hearthId, 'owner');
    expect((await join(member, link.token)).json()).toEqual({ hearth_id: hearthId, role: 'member' });
  });
});
