import type { BrowserContext, Page } from '@playwright/test';
import { type KeystrokeFigures, timeSearchTyping } from './keystrokes.js';

/**
 * The shopping list's figures (docs/design.md#budgets): a list of 300 items rendering and filtering within
 * a frame, and a check-off reaching another member's open page (median of 20), both in
 * Chromium against the running server. A second cook joins the bench cook's hearth for it.
 */
export interface ShoppingListFigures {
  items: number;
  /**
   * The render: from the page's code holding the list (its answer read and parsed) to the last
   * item laid out. Median of `RENDER_LOADS` page loads, the way a shopper opens the list again
   * and again: after the first, the browser has the screen's code compiled.
   */
  renderMs: number;
  /**
   * From the answer's last byte arriving to the last item laid out: the render, plus however
   * long the page was still busy with its own first paint when the answer came. Same loads.
   */
  renderFromArrivalMs: number;
  /** The first of those loads, both ways: the browser compiles the screen's code as it renders. */
  firstLoad: { renderMs: number; renderFromArrivalMs: number };
  /** Per keystroke in "Find on the list": the input event, React's render, style and layout. */
  filterMs: KeystrokeFigures;
  /** From a click on one page to the item checked on the other member's page. */
  checkOffToOtherPageMs: { median: number; max: number; samples: number };
}

const ITEMS = 300;
const CHECK_OFFS = 20;
/** Page loads the render is timed on: one load's figure depends on what else its page was doing. */
const RENDER_LOADS = 5;
const FOODS = ['tomato', 'onion', 'garlic', 'carrot', 'lemon', 'potato', 'pepper', 'basil', 'rice', 'bean', 'cheese', 'apple'];
const FILTER_TEXT = 'tomato 1';

const round = (value: number) => Math.round(value * 100) / 100;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function ok(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string) {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A hearth of the bench cook's with a second member, and its list of 300 items. */
async function household(owner: BrowserContext, member: BrowserContext, baseUrl: string): Promise<number> {
  const hearth = await ok(
    await owner.request.post(`${baseUrl}/api/hearths`, {
      data: { name: 'Bench household', startDate: '2026-11-23', endDate: '2026-11-29' },
    }),
    'hearth',
  );
  const invite = await ok(
    await owner.request.post(`${baseUrl}/api/hearths/${hearth.hearth_id}/invites`, { data: { role: 'member' } }),
    'invite',
  );
  const email = `bench-member-${Date.now()}@example.com`;
  await ok(
    await member.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: { email, password: 'bench-password', name: 'Member', username: 'Member' },
    }),
    'sign-up',
  );
  await ok(await member.request.post(`${baseUrl}/api/hearths/join`, { data: { token: invite.token } }), 'join');
  const lists = (await (await owner.request.get(`${baseUrl}/api/shopping-lists`)).json()) as Array<{
    id: number;
    hearth_id: number | null;
  }>;
  const listId = lists.find((list) => list.hearth_id === hearth.hearth_id)!.id;
  for (let index = 0; index < ITEMS; index += 1) {
    await ok(
      await owner.request.post(`${baseUrl}/api/shopping-lists/${listId}/items`, {
        data: { text: `2 ${FOODS[index % FOODS.length]} ${index}` },
      }),
      'item',
    );
  }
  return listId;
}

interface RenderTimes {
  fromHeld: number;
  fromArrival: number;
}

async function openList(page: Page, baseUrl: string, listId: number): Promise<RenderTimes> {
  await page.goto(`${baseUrl}/shopping?list=${listId}`);
  // Waits for the page's own mark, not with a role query: Playwright answers one by computing
  // every element's accessible role and visibility on the page's main thread, which, polled
  // while the list renders, was measured as part of the render (the first runs' spread).
  await page.waitForFunction(() => (window as unknown as RenderMarks).lastItemAt !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate((id) => {
    const marks = window as unknown as RenderMarks;
    const answer = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === `/api/shopping-lists/${id}`) as PerformanceResourceTiming | undefined;
    const laidOut = marks.lastItemAt ?? Number.NaN;
    return { fromHeld: laidOut - (marks.listHeldAt ?? Number.NaN), fromArrival: answer ? laidOut - answer.responseEnd : Number.NaN };
  }, listId);
}

interface RenderMarks {
  lastItemAt?: number;
  listHeldAt?: number;
}

/**
 * Marks when the list's answer is in the page's hands (its JSON parsed, the first code that
 * reads it running) and when its last item is in the page and laid out.
 */
function recordRender({ items, listPath }: { items: number; listPath: string }) {
  const marks = window as unknown as RenderMarks;
  const json = Response.prototype.json;
  Response.prototype.json = function (this: Response) {
    const parsed = json.call(this);
    if (new URL(this.url).pathname === listPath) void parsed.then(() => (marks.listHeldAt ??= performance.now()));
    return parsed;
  };
  const observer = new MutationObserver(() => {
    if (marks.lastItemAt === undefined && document.querySelectorAll('main input[type=checkbox]').length >= items) {
      void document.body.offsetHeight;
      marks.lastItemAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function filter(page: Page): Promise<ShoppingListFigures['filterMs']> {
  return (await timeSearchTyping(page, FILTER_TEXT)).figures;
}

/** The label of the item written exactly `text` (its first line, the label's own text), in the page. */
function itemLabel(text: string): HTMLLabelElement | undefined {
  return Array.from(document.querySelectorAll('label')).find((label) =>
    Array.from(label.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent === text),
  );
}

/** One check-off on `from`, timed until `to` shows it checked (both pages share the machine's clock). */
async function checkOff(from: Page, to: Page, index: number): Promise<number> {
  const name = `2 ${FOODS[index % FOODS.length]} ${index}`;
  await Promise.all([from, to].map((page) => page.evaluate(`window.itemLabel = ${itemLabel.toString()}`)));
  const seen = to.evaluate(
    (label) =>
      new Promise<number>((resolve) => {
        const itemLabel = (window as unknown as { itemLabel: (text: string) => HTMLLabelElement | undefined }).itemLabel;
        const checked = () => itemLabel(label)?.querySelector('input:checked');
        const observer = new MutationObserver(() => {
          if (!checked()) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true });
      }),
    name,
  );
  const clickedAt = await from.evaluate((label) => {
    const itemLabel = (window as unknown as { itemLabel: (text: string) => HTMLLabelElement | undefined }).itemLabel;
    const box = itemLabel(label)?.querySelector('input');
    if (!box) throw new Error(`no item ${label}`);
    const at = performance.timeOrigin + performance.now();
    box.click();
    return at;
  }, name);
  return (await seen) - clickedAt;
}

export async function measureShoppingList(
  baseUrl: string,
  ownerContext: BrowserContext,
  newContext: () => Promise<BrowserContext>,
): Promise<ShoppingListFigures> {
  const memberContext = await newContext();
  try {
    const listId = await household(ownerContext, memberContext, baseUrl);
    const render = { items: ITEMS, listPath: `/api/shopping-lists/${listId}` };
    const owner = await ownerContext.newPage();
    await owner.addInitScript(recordRender, render);
    const loads: RenderTimes[] = [];
    for (let load = 0; load < RENDER_LOADS; load += 1) loads.push(await openList(owner, baseUrl, listId));
    const filterMs = await filter(owner);
    await owner.reload();
    await owner
      .getByRole('checkbox')
      .nth(ITEMS - 1)
      .waitFor();
    const member = await memberContext.newPage();
    await member.addInitScript(recordRender, render);
    await openList(member, baseUrl, listId);
    const samples: number[] = [];
    for (let index = 0; index < CHECK_OFFS; index += 1) samples.push(await checkOff(owner, member, index));
    return {
      items: ITEMS,
      renderMs: round(median(loads.map((load) => load.fromHeld))),
      renderFromArrivalMs: round(median(loads.map((load) => load.fromArrival))),
      firstLoad: { renderMs: round(loads[0]!.fromHeld), renderFromArrivalMs: round(loads[0]!.fromArrival) },
      filterMs,
      checkOffToOtherPageMs: { median: round(median(samples)), max: round(Math.max(...samples)), samples: samples.length },
    };
  } finally {
    await memberContext.close();
  }
}
