import { expect, type Page } from '@playwright/test';

/**
 * Setting a journey up through the app's own API, as the page's signed-in cook, so the
 * journey itself spends its steps on the screens it is about.
 */

/** Creates a dish and answers its id. */
export async function createDish(page: Page, data: object): Promise<number> {
  const response = await page.request.post('/api/dishes', { data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A new hearth of the owner's, which the other cook has joined as a member; answers its id. */
export async function hearthWithMember(
  owner: Page,
  member: Page,
  hearth: { name: string; startDate: string; endDate: string },
): Promise<number> {
  const created = await owner.request.post('/api/hearths', { data: hearth });
  expect(created.status()).toBe(201);
  const { hearth_id: hearthId } = (await created.json()) as { hearth_id: number };
  const invite = (await (await owner.request.post(`/api/hearths/${hearthId}/invites`, { data: { role: 'member' } })).json()) as {
    token: string;
  };
  expect((await member.request.post('/api/hearths/join', { data: { token: invite.token } })).ok()).toBe(true);
  return hearthId;
}

/** A YYYY-MM-DD date `days` from today where the browser is (the machine's own zone). */
export function localDayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * A YYYY-MM-DD date `days` after the Sunday that starts this week where the browser is: the week
 * "Shop this week" opens on in English (US), whose weeks start on Sunday.
 */
export function localDayOfThisWeek(days: number): string {
  return localDayFromToday(days - new Date().getDay());
}

/** A name no other journey's dish has, for what is matched by name across the run (Instacart pages). */
export function uniqueName(name: string): string {
  return `${name} ${Math.random().toString(36).slice(2, 8)}`;
}
