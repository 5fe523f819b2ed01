import { afterAll, describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestApp, signUpUser } from '../../../test/test-app.js';
import { sharedDatabaseUrl, testDatabaseKind } from '../../../test/test-database.js';

const DATABASE_URL = await sharedDatabaseUrl();
const one = await buildTestApp({ DATABASE_URL });
/**
 * The second owner's requests go to another process on PostgreSQL. On SQLite two processes
 * take turns at the one write lock (BEGIN IMMEDIATE); in this test process that wait would
 * block the first app too, so both go through one app, where requests still interleave.
 */
const two = testDatabaseKind === 'postgres' ? await buildTestApp({ DATABASE_URL }) : one;
afterAll(async () => {
  await one.close();
  if (two !== one) await two.close();
});
const hearths = hearthCalls(() => one);

async function twoOwners() {
  const first = await signUpUser(one);
  const second = await signUpUser(one);
  const hearthId = await hearths.createHearth(first);
  expect((await hearths.join(second, (await hearths.invite(first, hearthId, 'owner')).token)).statusCode).toBe(200);
  return { first, second, hearthId };
}

async function ownersOf(hearthId: number): Promise<number> {
  const owners = await one.db
    .selectFrom('hearth_members')
    .select('user_id')
    .where('hearth_id', '=', hearthId)
    .where('role', '=', 'owner')
    .execute();
  return owners.length;
}

describe('two owners at once', () => {
  it('leaving together leaves one of them owning the hearth', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { first, second, hearthId } = await twoOwners();
      const [a, b] = await Promise.all([
        one.inject({ method: 'DELETE', url: `/api/hearths/${hearthId}/members/${first.id}`, headers: first.headers }),
        two.inject({ method: 'DELETE', url: `/api/hearths/${hearthId}/members/${second.id}`, headers: second.headers }),
      ]);
      expect({ round, statuses: [a.statusCode, b.statusCode].sort() }).toEqual({ round, statuses: [204, 409] });
      expect(await ownersOf(hearthId)).toBe(1);
    }
  }, 120_000);

  it('demoting each other together leaves one owner', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { first, second, hearthId } = await twoOwners();
      const [a, b] = await Promise.all([
        one.inject({
          method: 'PATCH',
          url: `/api/hearths/${hearthId}/members/${second.id}`,
          headers: first.headers,
          payload: { role: 'member' },
        }),
        two.inject({
          method: 'PATCH',
          url: `/api/hearths/${hearthId}/members/${first.id}`,
          headers: second.headers,
          payload: { role: 'member' },
        }),
      ]);
      expect(await ownersOf(hearthId)).toBe(1);
      // One demotion holds; the other finds the last owner (409) or no longer an owner asking (403).
      expect([a.statusCode, b.statusCode].filter((status) => status === 200)).toHaveLength(1);
    }
  }, 120_000);
});
