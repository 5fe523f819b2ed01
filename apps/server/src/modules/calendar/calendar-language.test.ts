import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { TEST_PUBLIC_URL, buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';

/** A calendar feed names the calendar and the meal types in its subscriber's language. */
const app = await buildTestAppForFile();
const { call } = hearthCalls(() => app);

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

async function feedOf(cook: TestUser, headers: Record<string, string> = {}) {
  const { personal_url: url, hearths } = (await call(cook, 'GET', '/api/calendar')).json();
  const read = (address: string) => app.inject({ method: 'GET', url: address.slice(TEST_PUBLIC_URL.length), headers });
  const calendarOf = (body: string) => {
    const calendar = new ICAL.Component(ICAL.parse(body));
    return {
      name: calendar.getFirstPropertyValue('x-wr-calname'),
      titles: calendar
        .getAllSubcomponents('vevent')
        .map((vevent) => new ICAL.Event(vevent).summary)
        .sort(),
    };
  };
  const personal = await read(url);
  return { personal: calendarOf(personal.body), vary: personal.headers.vary, hearths: hearths as Array<{ url: string }>, read, calendarOf };
}

async function cookWithDinner(language?: string) {
  const cook = await signUpUser(app);
  if (language) expect((await call(cook, 'POST', '/api/auth/update-user', { language })).statusCode).toBe(200);
  const dish = (await call(cook, 'POST', '/api/dishes', { dishName: 'Lemon Risotto' })).json();
  await call(cook, 'POST', '/api/meals', { date: tomorrow(), meal_type: 'Dinner', dish_id: dish.id });
  await call(cook, 'POST', '/api/meals', { date: tomorrow(), meal_type: 'Breakfast' });
  return cook;
}

describe('GET /api/calendar/{token}.ics in the subscriber’s language', () => {
  it('uses the language the cook chose in Settings, whatever the calendar app asks for', async () => {
    const cook = await cookWithDinner('de');
    const { personal } = await feedOf(cook, { 'accept-language': 'fr' });
    expect(personal).toEqual({ name: 'Meine Mahlzeiten (The Hearth)', titles: ['Abendessen: Lemon Risotto', 'Frühstück'] });
  });

  it('else the language the calendar app asks for, and says the feed varies with it', async () => {
    const cook = await cookWithDinner();
    const { personal, vary } = await feedOf(cook, { 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(personal).toEqual({ name: 'Moje posiłki (The Hearth)', titles: ['Kolacja: Lemon Risotto', 'Śniadanie'] });
    expect(vary).toBe('accept-encoding, accept-language');
  });

  it('else English, as it always was', async () => {
    const cook = await cookWithDinner();
    const { personal } = await feedOf(cook);
    expect(personal).toEqual({ name: 'My meals (The Hearth)', titles: ['Breakfast', 'Dinner: Lemon Risotto'] });
  });

  it("names a hearth's calendar by the hearth, in the reader's language", async () => {
    const cook = await signUpUser(app);
    await call(cook, 'POST', '/api/auth/update-user', { language: 'ar' });
    const created = await call(cook, 'POST', '/api/hearths', { name: 'Beit Salma', startDate: '2026-11-23', endDate: '2026-11-29' });
    const hearthId = created.json().hearth_id as number;
    await call(cook, 'POST', '/api/meals', { date: tomorrow(), meal_type: 'Lunch', hearth_id: hearthId });
    const { hearths, read, calendarOf } = await feedOf(cook);
    expect(calendarOf((await read(hearths[0]!.url)).body)).toEqual({ name: 'Beit Salma (The Hearth)', titles: ['الغداء'] });
  });
});
