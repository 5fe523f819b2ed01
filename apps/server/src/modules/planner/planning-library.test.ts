import { expect, it } from 'vitest';
import { addDays, isoWeekday, utcToday } from '@hearth/shared/calendar-dates';
import type { ProposalSlot } from '@hearth/shared/planner';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';
import { sharedDatabaseUrl } from '../../../test/test-database.js';

/**
 * The planner keeps each cook's library between proposals: two app instances on one database,
 * as two server processes would be, and a change made through one is seen by the other's next
 * proposal (the copy is used only while the library's fingerprint is unchanged).
 */
const DATABASE_URL = await sharedDatabaseUrl();
const first = await buildTestAppForFile({ DATABASE_URL });
const second = await buildTestAppForFile({ DATABASE_URL });

const today = utcToday();
const monday = addDays(today, 8 - isoWeekday(today));

async function proposed(app: typeof first, cook: TestUser): Promise<string[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/planner/proposal',
    headers: cook.headers,
    payload: { today, start_date: monday, end_date: addDays(monday, 1), meal_types: ['Dinner'] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().slots as ProposalSlot[]).map((slot) => slot.dish.dishName);
}

async function send(app: typeof first, cook: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: cook.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : {}) as { id: number };
}

it('sees a dish added, renamed or deleted through another process in the next proposal', async () => {
  const cook = await signUpUser(first);
  const soup = await send(first, cook, 'POST', '/api/dishes', { dishName: 'Only soup' });
  expect(await proposed(first, cook)).toEqual(['Only soup', 'Only soup']);

  await send(second, cook, 'PUT', `/api/dishes/${soup.id}`, { dishName: 'Renamed soup' });
  expect(await proposed(first, cook)).toEqual(['Renamed soup', 'Renamed soup']);

  await send(second, cook, 'POST', '/api/dishes', { dishName: 'New stew' });
  await send(second, cook, 'DELETE', `/api/dishes/${soup.id}`);
  expect(await proposed(first, cook)).toEqual(['New stew', 'New stew']);
});
