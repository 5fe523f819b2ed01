import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { TEST_PUBLIC_URL, buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

/** Private calendar feeds (docs/product.md#calendar-feeds), read by a real iCalendar parser. */
const app = await buildTestAppForFile({ CALENDAR_FEED_LIMIT_PER_HOUR: '5' });
const { call, household } = hearthCalls(() => app);

/** YYYY-MM-DD `days` from today (UTC), so meals sit inside the feed's window whenever this runs. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function addressesOf(user: TestUser) {
  const response = await call(user, 'GET', '/api/calendar');
  expect(response.statusCode).toBe(200);
  return response.json() as { personal_url: string; hearths: Array<{ hearth_id: number; url: string }> };
}

/** The feed at an address, as a calendar app fetches it: no cookie, no header. */
function fetchFeed(url: string) {
  return app.inject({ method: 'GET', url: url.slice(TEST_PUBLIC_URL.length) });
}

function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      description: event.description,
      url: vevent.getFirstPropertyValue('url'),
      status: vevent.getFirstPropertyValue('status'),
    };
  });
}

describe('GET /api/calendar', () => {
  it('gives a personal address and one per hearth (named), the same on every call, each a long random token', async () => {
    const { owner, hearthId } = await household();
    const first = await addressesOf(owner);
    expect(first.personal_url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(first.hearths).toEqual([
      { hearth_id: hearthId, name: 'The Smiths', url: expect.stringMatching(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/) },
    ]);
    expect(await addressesOf(owner)).toEqual(first);
    // Only hashes are stored: no token appears in the database.
    const stored = await app.db.selectFrom('calendar_feeds').selectAll().execute();
    const token = first.personal_url.split('/').pop()!.replace('.ics', '');
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/calendar' })).statusCode).toBe(401);
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it("lists the cook's meals as all-day events with titles, links, notes, stable UIDs and cancellations", async () => {
    const cook = await signUpUser(app);
    const dish = (await call(cook, 'POST', '/api/dishes', { dishName: 'Lemon Risotto' })).json();
    const dinner = (
      await call(cook, 'POST', '/api/meals', {
        date: dayFromToday(2),
        meal_type: 'Dinner',
        dish_id: dish.id,
        notes: 'Use the good parmesan',
      })
    ).json();
    const lunch = (await call(cook, 'POST', '/api/meals', { date: dayFromToday(3), meal_type: 'Lunch' })).json();
    const snack = (await call(cook, 'POST', '/api/meals', { date: dayFromToday(4), meal_type: 'Snack', dish_id: dish.id })).json();
    await call(cook, 'PATCH', `/api/meals/${snack.id}`, { meal_status: 'cancelled' });
    await call(cook, 'DELETE', `/api/dishes/${dish.id}`);
    const breakfast = (await call(cook, 'POST', '/api/meals', { date: dayFromToday(-1), meal_type: 'Breakfast' })).json();

    const { personal_url: url } = await addressesOf(cook);
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toContain('DTSTART;VALUE=DATE:');
    // RFC 5545 ends every content line with CRLF, the last one too.
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const events = eventsOf(response.body);
    expect(events.map((event) => event.summary)).toEqual(['Breakfast', 'Dinner: Lemon Risotto', 'Lunch', 'Snack: Lemon Risotto']);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(byUid.get(`meal-${dinner.id}@localhost:3000`)).toMatchObject({
      start: dayFromToday(2),
      end: dayFromToday(3),
      allDay: true,
      // The dish was deleted after planning: its meals keep the name and lose the link.
      url: null,
      description: 'Use the good parmesan',
      status: 'CONFIRMED',
    });
    expect(byUid.get(`meal-${snack.id}@localhost:3000`)).toMatchObject({ status: 'CANCELLED' });
    expect(byUid.get(`meal-${lunch.id}@localhost:3000`)!.start).toBe(dayFromToday(3));
    expect(byUid.has(`meal-${breakfast.id}@localhost:3000`)).toBe(true);

    // A second read: the same UIDs, so subscribers update events rather than duplicate them.
    expect(eventsOf((await fetchFeed(url)).body).map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it('links each meal to its dish page and puts the link in the description too', async () => {
    const cook = await signUpUser(app);
    const dish = (await call(cook, 'POST', '/api/dishes', { dishName: 'Lemon Risotto' })).json();
    await call(cook, 'POST', '/api/meals', { date: dayFromToday(1), meal_type: 'Dinner', dish_id: dish.id, notes: 'Stir often' });
    const [event] = eventsOf((await fetchFeed((await addressesOf(cook)).personal_url)).body);
    expect(event).toMatchObject({
      url: `${TEST_PUBLIC_URL}/dishes/${dish.id}`,
      description: `Stir often\n\n${TEST_PUBLIC_URL}/dishes/${dish.id}`,
    });
  });

  it('raises SEQUENCE and moves LAST-MODIFIED when a meal or its dish changes, keeping the UID', async () => {
    const cook = await signUpUser(app);
    const dish = (await call(cook, 'POST', '/api/dishes', { dishName: 'Lemon Risotto' })).json();
    const meal = (await call(cook, 'POST', '/api/meals', { date: dayFromToday(2), meal_type: 'Dinner', dish_id: dish.id })).json();
    // Planned an hour ago, so a change now is a later revision by whole seconds.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await app.db.updateTable('meals').set({ created_at: hourAgo, updated_at: hourAgo }).where('id', '=', meal.id).execute();
    await app.db.updateTable('dishes').set({ updated_at: hourAgo }).where('id', '=', dish.id).execute();
    const { personal_url: url } = await addressesOf(cook);
    const propertiesOf = (ics: string) => {
      const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
      const stamp = (name: string) => (vevent.getFirstPropertyValue(name) as ICAL.Time).toJSDate().getTime();
      return {
        uid: vevent.getFirstPropertyValue('uid'),
        summary: vevent.getFirstPropertyValue('summary'),
        sequence: Number(vevent.getFirstPropertyValue('sequence')),
        lastModified: stamp('last-modified'),
        dtstamp: stamp('dtstamp'),
      };
    };
    const before = propertiesOf((await fetchFeed(url)).body);
    expect(before).toMatchObject({
      summary: 'Dinner: Lemon Risotto',
      sequence: 0,
      lastModified: Math.floor(Date.parse(hourAgo) / 1000) * 1000,
    });

    await call(cook, 'PUT', `/api/dishes/${dish.id}`, { dishName: 'Lime Risotto' });
    const after = propertiesOf((await fetchFeed(url)).body);
    expect(after).toMatchObject({ uid: before.uid, summary: 'Dinner: Lime Risotto' });
    expect(after.sequence).toBeGreaterThanOrEqual(3_599);
    expect(after.lastModified).toBeGreaterThan(before.lastModified);
    expect(after.dtstamp).toBe(after.lastModified);
  });

  it('keeps to six months back and a year ahead', async () => {
    const cook = await signUpUser(app);
    for (const days of [-200, -170, 360, 380]) await call(cook, 'POST', '/api/meals', { date: dayFromToday(days), meal_type: 'Dinner' });
    const events = eventsOf((await fetchFeed((await addressesOf(cook)).personal_url)).body);
    expect(events.map((event) => event.start)).toEqual([dayFromToday(-170), dayFromToday(360)]);
  });

  it("a hearth's address lists that hearth's meals, and stops working for someone who left", async () => {
    const { owner, member, hearthId } = await household();
    await call(owner, 'POST', '/api/meals', { date: dayFromToday(1), meal_type: 'Dinner', hearth_id: hearthId, notes: 'Family dinner' });
    await call(member, 'POST', '/api/meals', { date: dayFromToday(1), meal_type: 'Lunch', notes: 'Just me' });
    const { hearths } = await addressesOf(member);
    const events = eventsOf((await fetchFeed(hearths[0]!.url)).body);
    expect(events.map((event) => event.description)).toEqual(['Family dinner']);

    await call(owner, 'DELETE', `/api/hearths/${hearthId}/members/${member.id}`);
    expect((await fetchFeed(hearths[0]!.url)).statusCode).toBe(404);
  });

  it("writes a hearth's name as the calendar's name, commas, semicolons and line breaks included", async () => {
    const { owner, hearthId } = await household();
    const name = 'Smith, Jones; and co\r\nBEGIN:VEVENT\r\nSUMMARY:Not a meal\r\nEND:VEVENT';
    expect((await call(owner, 'PATCH', `/api/hearths/${hearthId}`, { name })).statusCode).toBe(200);
    await call(owner, 'POST', '/api/meals', { date: dayFromToday(1), meal_type: 'Dinner', hearth_id: hearthId });
    const { hearths } = await addressesOf(owner);
    const ics = (await fetchFeed(hearths[0]!.url)).body;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    // ical.js leaves x-properties as written; a calendar app reads them as TEXT.
    const written = calendar.getFirstPropertyValue('x-wr-calname') as string;
    expect(ICAL.design.defaultSet.value.text!.fromICAL!(written)).toBe(`${name.replaceAll('\r\n', '\n')} (The Hearth)`);
    expect(eventsOf(ics).map((event) => event.summary)).toEqual(['Dinner']);
  });

  it('reset ends every old address at once and gives new ones', async () => {
    const { owner } = await household();
    const old = await addressesOf(owner);
    const reset = await call(owner, 'POST', '/api/calendar/reset');
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json();
    expect(fresh.personal_url).not.toBe(old.personal_url);
    expect(fresh.hearths[0].url).not.toBe(old.hearths[0]!.url);
    expect((await fetchFeed(old.personal_url)).statusCode).toBe(404);
    expect((await fetchFeed(old.hearths[0]!.url)).statusCode).toBe(404);
    expect((await fetchFeed(fresh.personal_url)).statusCode).toBe(200);
    expect(await addressesOf(owner)).toEqual(fresh);
  });

  it('answers as a calendar file a subscriber may keep privately, with validators', async () => {
    const cook = await signUpUser(app);
    await call(cook, 'POST', '/api/meals', { date: dayFromToday(1), meal_type: 'Dinner' });
    const response = await fetchFeed((await addressesOf(cook)).personal_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="meals.ics"',
      'cache-control': 'private, no-cache',
      etag: expect.stringMatching(/^"[A-Za-z0-9_-]{43}"$/),
    });
    const lastModified = Date.parse(String(response.headers['last-modified']));
    expect(Number.isFinite(lastModified)).toBe(true);
  });

  /** A cook with a dinner and a lunch planned, their feed's path, and its first read (each address may be read 5 times here). */
  async function feedWithTwoMeals() {
    const cook = await signUpUser(app);
    const dinner = (await call(cook, 'POST', '/api/meals', { date: dayFromToday(1), meal_type: 'Dinner' })).json();
    await call(cook, 'POST', '/api/meals', { date: dayFromToday(2), meal_type: 'Lunch' });
    const path = (await addressesOf(cook)).personal_url.slice(TEST_PUBLIC_URL.length);
    const first = await app.inject({ method: 'GET', url: path });
    const read = (headers: Record<string, string>) => app.inject({ method: 'GET', url: path, headers });
    return { cook, dinner, read, etag: String(first.headers.etag), lastModified: String(first.headers['last-modified']) };
  }

  it('answers 304 with no body to a subscriber whose copy is current, by ETag or by date', async () => {
    const { read, etag, lastModified } = await feedWithTwoMeals();
    const conditions: Array<Record<string, string>> = [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", W/${etag}` },
      { 'if-modified-since': lastModified },
    ];
    for (const headers of conditions) {
      const unchanged = await read(headers);
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
    }
    // If-None-Match decides when both are sent (RFC 9110 13.2.2).
    expect((await read({ 'if-none-match': '"other"', 'if-modified-since': lastModified })).statusCode).toBe(200);
  });

  it('answers 200 with the new feed once a meal is deleted, by ETag and by date', async () => {
    const { cook, dinner, read, etag, lastModified } = await feedWithTwoMeals();
    expect((await read({ 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).statusCode).toBe(200);
    // A deleted meal leaves no date behind; the feed still dates its change after the last one.
    await call(cook, 'DELETE', `/api/meals/${dinner.id}`);
    const byTag = await read({ 'if-none-match': etag });
    expect(byTag.statusCode).toBe(200);
    expect(byTag.headers.etag).not.toBe(etag);
    expect(eventsOf(byTag.body).map((event) => event.summary)).toEqual(['Lunch']);
    const byDate = await read({ 'if-modified-since': lastModified });
    expect(byDate.statusCode).toBe(200);
    expect(Date.parse(String(byDate.headers['last-modified']))).toBeGreaterThan(Date.parse(lastModified));
  });

  it('answers HEAD like GET, without the body', async () => {
    const cook = await signUpUser(app);
    await call(cook, 'POST', '/api/meals', { date: dayFromToday(1), meal_type: 'Dinner' });
    const path = (await addressesOf(cook)).personal_url.slice(TEST_PUBLIC_URL.length);
    const get = await app.inject({ method: 'GET', url: path });
    const head = await app.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'content-disposition', 'cache-control', 'etag', 'last-modified'])
      expect(head.headers[name]).toBe(get.headers[name]);
    expect((await app.inject({ method: 'HEAD', url: `/api/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
  });

  it('writes a valid empty calendar when there are no meals', async () => {
    const cook = await signUpUser(app);
    const response = await fetchFeed((await addressesOf(cook)).personal_url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect(eventsOf(response.body)).toEqual([]);
  });

  it('answers a reset address exactly as one that never existed', async () => {
    const cook = await signUpUser(app);
    const old = (await addressesOf(cook)).personal_url;
    await call(cook, 'POST', '/api/calendar/reset');
    const reset = await fetchFeed(old);
    const unknown = await app.inject({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` });
    expect(reset.statusCode).toBe(404);
    expect(reset.body).toBe(unknown.body);
  });

  it.each([
    ['a wrong token', `/api/calendar/${'A'.repeat(43)}.ics`],
    ['a short token', '/api/calendar/abc.ics'],
    ['a 10 KB token', `/api/calendar/${'A'.repeat(10_240)}.ics`],
    ['a token with no .ics', `/api/calendar/${'A'.repeat(43)}`],
  ])('answers 404 to %s and changes nothing', async (_name, url) => {
    const before = await countRows(app, 'calendar_feeds');
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toMatch(/NOT_FOUND/);
    expect(await countRows(app, 'calendar_feeds')).toBe(before);
  });

  it('limits how often one address is read', async () => {
    const cook = await signUpUser(app);
    const { personal_url: url } = await addressesOf(cook);
    const statuses = [];
    for (let read = 0; read < 6; read += 1) statuses.push((await fetchFeed(url)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
