import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { Meal } from '@hearth/shared/meals';
import type { MealRevision } from '../meals/meals.repository.js';
import { writeCalendarFeed } from './calendar-feed.js';

/**
 * The feed's text as strict iCalendar readers take it: RFC 5545's line rules checked byte by
 * byte, and the document read by two independent parsers (ical.js, which Thunderbird uses,
 * and node-ical).
 */
const PUBLIC_URL = 'https://hearth.example';

function revision(meal: Partial<Meal> & { id: number }, times: Partial<Omit<MealRevision, 'meal'>> = {}): MealRevision {
  return {
    meal: {
      date: '2026-03-14T00:00:00.000Z',
      meal_type: 'Dinner',
      meal_status: 'planned',
      personal_meal: true,
      dish_id: null,
      notes: null,
      dish_text_fallback: null,
      hearth_id: null,
      series_id: null,
      ...meal,
    },
    createdAt: '2026-03-01T10:00:00.000Z',
    changedAt: '2026-03-01T10:00:00.000Z',
    ...times,
  };
}

function feedOf(meals: MealRevision[], name = 'My meals (The Hearth)'): string {
  return writeCalendarFeed({ name, publicUrl: PUBLIC_URL, meals });
}

/** Every RFC 5545 line rule a byte-level validator checks (sections 3.1 and 3.3.11). */
function expectWellFormedLines(ics: string) {
  const bytes = Buffer.from(ics, 'utf8');
  expect(bytes.subarray(-2).toString()).toBe('\r\n');
  const lines = bytes.subarray(0, -2).toString('latin1').split('\r\n');
  const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
  for (const line of lines) {
    // Octets, not characters: latin1 keeps one character per byte.
    expect(line.length).toBeLessThanOrEqual(75);
    // A fold never splits a UTF-8 sequence: each physical line decodes on its own...
    const text = strictUtf8.decode(Buffer.from(line, 'latin1'));
    // ...and holds no bare CR or LF, nor any other control character but tab.
    expect(text).not.toMatch(/(?!\t)\p{Cc}/u);
  }
}

function icalJsEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

function nodeIcalEvents(ics: string): VEvent[] {
  return Object.values(nodeIcal.sync.parseICS(ics)).filter((component): component is VEvent => component?.type === 'VEVENT');
}

describe('writeCalendarFeed', () => {
  it('writes a calendar subscribers accept: version, product, scale, method, name, refresh interval', () => {
    const ics = feedOf([revision({ id: 1 })]);
    expectWellFormedLines(ics);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//The Hearth//Meal plan//EN\r\n')).toBe(true);
    for (const line of [
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:My meals (The Hearth)',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ]) {
      expect(ics).toContain(`\r\n${line}\r\n`);
    }
  });

  it('writes each meal as an all-day event with a UID, a UTC DTSTAMP and an exclusive end the next day', () => {
    const ics = feedOf([revision({ id: 7, date: '2026-12-31T00:00:00.000Z' })]);
    expect(ics).toContain('\r\nUID:meal-7@hearth.example\r\n');
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\n');
    expect(ics).toContain('\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics).toContain('\r\nTRANSP:TRANSPARENT\r\n');
    const [event] = nodeIcalEvents(ics);
    expect(event).toMatchObject({ uid: 'meal-7@hearth.example', datetype: 'date' });
    const [byIcalJs] = icalJsEvents(ics);
    expect([byIcalJs!.startDate.toString(), byIcalJs!.endDate.toString(), byIcalJs!.startDate.isDate]).toEqual([
      '2026-12-31',
      '2027-01-01',
      true,
    ]);
  });

  it('gives the same bytes for the same meals, and a higher SEQUENCE and new LAST-MODIFIED when a meal changes', () => {
    const before = feedOf([revision({ id: 3 })]);
    expect(feedOf([revision({ id: 3 })])).toBe(before);
    const after = feedOf([revision({ id: 3, notes: 'Moved' }, { changedAt: '2026-03-02T08:30:00.000Z' })]);
    const [old] = icalJsEvents(before);
    const [changed] = icalJsEvents(after);
    expect(old!.sequence).toBe(0);
    expect(changed!.sequence).toBeGreaterThan(old!.sequence);
    expect(changed!.uid).toBe(old!.uid);
    expect(after).toContain('\r\nLAST-MODIFIED:20260302T083000Z\r\n');
    expect(after).toContain('\r\nDTSTAMP:20260302T083000Z\r\n');
  });

  it('writes an empty calendar that both parsers read', () => {
    const ics = feedOf([]);
    expectWellFormedLines(ics);
    expect(ics).toContain('\r\nEND:VCALENDAR\r\n');
    expect(icalJsEvents(ics)).toEqual([]);
    expect(nodeIcalEvents(ics)).toEqual([]);
  });

  it('keeps long, emoji, right-to-left, escaped and multi-line texts intact and folds them at 75 octets', () => {
    const name = `${'🍲'.repeat(30)} שקשוקה; "Smith, Jones" \\ back\nslash é`.repeat(4);
    const notes = `Line one\r\nLine two\rLine three\n${'مرق العدس، '.repeat(40)}\ttabbed; comma, backslash \\n`;
    const ics = feedOf([revision({ id: 9, dish_text_fallback: name, notes })], `Hearth ${name}`);
    expectWellFormedLines(ics);

    const expectedNotes = notes.replace(/\r\n?/g, '\n');
    const [event] = icalJsEvents(ics);
    expect(event!.summary).toBe(`Dinner: ${name}`);
    expect(event!.description).toBe(expectedNotes);
    const [second] = nodeIcalEvents(ics);
    expect(second!.summary).toBe(`Dinner: ${name}`);
    // node-ical 0.27 reads a written backslash before an "n" as a line break; ical.js does not.
    expect(second!.description).toBe(expectedNotes.replace(/\\n$/, '\\\n'));
    const calendarName = new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue('x-wr-calname') as string;
    expect(ICAL.design.defaultSet.value.text!.fromICAL!(calendarName)).toBe(`Hearth ${name}`);
  });

  it('drops control characters and lone surrogates, which no TEXT value may hold', () => {
    const ics = feedOf(
      [revision({ id: 4, dish_text_fallback: 'Soup\u0007\u001B[31m\u0085 red\uD83D', notes: 'a\u0000b\u000Bc\u007Fd' })],
      'Ours\u0001',
    );
    expectWellFormedLines(ics);
    const [event] = icalJsEvents(ics);
    expect(event!.summary).toBe('Dinner: Soup[31m red\uFFFD');
    expect(event!.description).toBe('abcd');
    expect(ics).toContain('\r\nX-WR-CALNAME:Ours\r\n');
  });

  it('links a meal to its dish page', () => {
    const ics = feedOf([revision({ id: 5, dish_id: 12, dish: { id: 12, dishName: 'Risotto', cookTime: null, difficulty: '' } })]);
    const [event] = nodeIcalEvents(ics);
    expect(event).toMatchObject({
      summary: 'Dinner: Risotto',
      url: { val: `${PUBLIC_URL}/dishes/12` },
      description: `${PUBLIC_URL}/dishes/12`,
    });
  });
});
