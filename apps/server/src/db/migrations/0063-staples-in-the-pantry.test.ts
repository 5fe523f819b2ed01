import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildTestAppForFile, signUpUser } from '../../../test/test-app.js';
import { up } from './0063-staples-in-the-pantry.js';

const app = await buildTestAppForFile();

it('turns each cook\'s staples into "always have" pantry items, the defaults for a cook who never chose, with no food twice', async () => {
  const chose = await signUpUser(app);
  const never = await signUpUser(app);
  // The tables as they stood before the migration: staples apart, pantries without them.
  await app.db.deleteFrom('pantry_items').execute();
  await sql`create table pantry_staples (user_id text primary key, staples text not null, updated_at text not null)`.execute(app.db);
  const now = new Date().toISOString();
  await sql`insert into pantry_staples (user_id, staples, updated_at) values (${chose.id}, ${'["salt","rice"]'}, ${now})`.execute(app.db);
  await app.inject({ method: 'POST', url: '/api/pantry', headers: chose.headers, payload: { line: '2 kg Rice' } });

  await up(app.db);

  const pantryOf = async (cook: typeof chose) =>
    ((await app.inject({ method: 'GET', url: '/api/pantry', headers: cook.headers })).json().items as Array<Record<string, unknown>>).map(
      ({ name, amount, always }) => ({ name, amount, always }),
    );
  expect(await pantryOf(chose)).toEqual([
    { name: 'Rice', amount: 2, always: true },
    { name: 'salt', amount: null, always: true },
  ]);
  expect((await pantryOf(never)).map((item) => item.name).sort()).toEqual(['oil', 'pepper', 'salt', 'water']);
  expect((await pantryOf(never)).every((item) => item.always)).toBe(true);
  const staplesOf = async (cook: typeof chose) =>
    (await app.inject({ method: 'GET', url: '/api/pantry-staples', headers: cook.headers })).json().staples as string[];
  expect((await staplesOf(chose)).sort()).toEqual(['Rice', 'salt']);
  await expect(sql`select * from pantry_staples`.execute(app.db)).rejects.toThrow();
});
