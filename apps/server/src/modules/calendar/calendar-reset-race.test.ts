import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpUser, type TestUser } from '../../../test/test-app.js';
import { TEST_PUBLIC_URL } from '../../../test/test-app.js';
import { sharedDatabaseUrl } from '../../../test/test-database.js';
import { CalendarTokens } from './calendar-tokens.js';
import { saveCalendarFeeds } from './calendar.repository.js';

const DATABASE_URL = await sharedDatabaseUrl();
/** Two server processes on one database. */
const env = { DATABASE_URL, CALENDAR_FEED_LIMIT_PER_HOUR: '1000' };
const one = await buildTestApp(env);
const two = await buildTestApp(env);
afterAll(async () => {
  await one.close();
  await two.close();
});

async function addressesOn(app: typeof one, cook: TestUser): Promise<{ personal_url: string }> {
  const response = await app.inject({ method: 'GET', url: '/api/calendar', headers: cook.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function feedStatus(app: typeof one, url: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: url.replace(TEST_PUBLIC_URL, '') })).statusCode;
}

function tokenOf(url: string): string {
  return /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;
}

describe('POST /api/calendar/reset beside reads of the addresses on other processes', () => {
  it('leaves the old address 404 on every process even when a read stored it again after the reset', async () => {
    const cook = await signUpUser(one);
    const old = (await addressesOn(one, cook)).personal_url;
    expect((await two.inject({ method: 'POST', url: '/api/calendar/reset', headers: cook.headers })).statusCode).toBe(200);
    // What a Settings read that had taken the old key before the reset commits would store.
    await saveCalendarFeeds(one.db, cook.id, [{ hearthId: null, tokenHash: CalendarTokens.hash(tokenOf(old)) }]);
    expect(await feedStatus(one, old)).toBe(404);
    expect(await feedStatus(two, old)).toBe(404);
    expect(await feedStatus(two, (await addressesOn(two, cook)).personal_url)).toBe(200);
  });

  it('never lets an old address answer once its reset has answered', async () => {
    const cook = await signUpUser(one);
    for (let round = 0; round < 4; round += 1) {
      const old = (await addressesOn(one, cook)).personal_url;
      const [reset] = await Promise.all([
        one.inject({ method: 'POST', url: '/api/calendar/reset', headers: cook.headers }),
        two.inject({ method: 'GET', url: '/api/calendar', headers: cook.headers }),
        one.inject({ method: 'GET', url: '/api/calendar', headers: cook.headers }),
      ]);
      expect(reset.statusCode).toBe(200);
      expect({ round, one: await feedStatus(one, old), two: await feedStatus(two, old) }).toEqual({ round, one: 404, two: 404 });
    }
  }, 120_000);
});
