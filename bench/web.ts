import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, type Page, type Response, chromium } from '@playwright/test';
import { AFTER_FIRST_SCREEN_MARK } from '../apps/web/src/lib/after-first-screen.js';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium.js';
import { timeSearchTyping } from './keystrokes.js';
import { type ShoppingListFigures, measureShoppingList } from './shopping-list.js';

export interface InitialJs {
  /** Every script the page loaded until its first screen showed, gzipped (zlib default level), in KiB. */
  gzipKb: number;
  files: Array<{ url: string; gzipBytes: number }>;
}

export interface WebFigures {
  initialJsGzipKb: { login: InitialJs; dashboard: InitialJs; dishes: InitialJs };
  shoppingList: ShoppingListFigures;
  /** `unsettled`: keystrokes whose work went on after the measured span (should be 0). */
  dishFilterMs: { p95: number; median: number; max: number; keystrokes: number; unsettled: number };
  timelineRenderMs: {
    /**
     * From the moment the first screen's data is in (the outline, /api/meals/days, and the first
     * window of meals to arrive, /api/meals) to the first meal laid out; median of warm loads.
     */
    median: number;
    firstLoad: number;
    navigationToFirstMealMs: number;
    expandToggleMs: number;
    loads: number;
  };
}

const FIRST_MEAL = 'section[aria-labelledby^="day-"] li';
const FIRST_CARD = 'article[role="listitem"]';
const SEARCH_TEXT = 'garlic soup 12';
const WARM_LOADS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The session cookie header the bench signed in with, as the browser's cookies (no second sign-in). */
function sessionCookies(baseUrl: string, cookie: string) {
  return cookie.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url: baseUrl };
  });
}

/**
 * Scripts a fresh browser (empty cache) asked for until `ready` resolves, less those asked for
 * once the app started its deferred work (the service worker's registration, the offline list
 * sender: lib/after-first-screen.ts marks the moment), which are not the first screen's.
 */
async function initialJs(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<InitialJs> {
  const page = await context.newPage();
  const files: Array<Promise<{ url: string; gzipBytes: number; requestedAt: number }>> = [];
  const countScript = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const requestedAt = response.request().timing().startTime;
    files.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length, requestedAt })));
  };
  page.on('response', countScript);
  await page.goto(url);
  await ready(page);
  // A page the server rendered shows its content before any script has run: the first screen's
  // scripts are those the app needed to take it over (main.tsx lifts `inert` then).
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('inert') === false);
  page.off('response', countScript);
  // Epoch milliseconds, as Playwright's request timing gives them; Infinity when nothing was deferred yet.
  const deferredFrom = await page.evaluate((mark) => {
    const [first] = performance.getEntriesByName(mark);
    return first ? performance.timeOrigin + first.startTime : Number.POSITIVE_INFINITY;
  }, AFTER_FIRST_SCREEN_MARK);
  const measured = (await Promise.all(files))
    .filter((file) => file.requestedAt < deferredFrom)
    .map(({ url: path, gzipBytes }) => ({ url: path, gzipBytes }));
  await page.close();
  const bytes = measured.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { gzipKb: round(bytes / 1024), files: measured };
}

/**
 * Per keystroke on /dishes with the whole library loaded: the input event, React's render
 * (a discrete update, flushed in the microtask queued during the event), style and layout.
 * After each one the next frame is awaited, and the count text must not change any more,
 * which shows the measured span held all the work.
 */
async function dishFilter(page: Page, baseUrl: string, dishes: number): Promise<WebFigures['dishFilterMs']> {
  await page.goto(`${baseUrl}/dishes`);
  await page.getByText(`${dishes.toLocaleString('en-US')} dishes`, { exact: true }).waitFor({ timeout: 120_000 });
  const { figures, statusTexts, unsettled } = await timeSearchTyping(page, SEARCH_TEXT, '[role=status]');
  if (!statusTexts.some((shown) => shown.includes(' of ')))
    throw new Error('typing in the search box never narrowed the list: the measurement is broken');
  return { ...figures, unsettled };
}

/** Marks when the first meal of the timeline is in the page and laid out. */
function recordFirstMeal() {
  const marker = window as unknown as { firstMealAt?: number };
  const observer = new MutationObserver(() => {
    if (marker.firstMealAt === undefined && document.querySelector('section[aria-labelledby^="day-"] li')) {
      void document.body.offsetHeight;
      marker.firstMealAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function timeline(page: Page, baseUrl: string): Promise<WebFigures['timelineRenderMs']> {
  await page.addInitScript(recordFirstMeal);
  const loads: Array<{ render: number; navigation: number }> = [];
  for (let load = 0; load <= WARM_LOADS; load += 1) {
    await page.goto(`${baseUrl}/dashboard`);
    await page.locator(FIRST_MEAL).first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Expanded', pressed: true }).waitFor();
    loads.push(
      await page.evaluate(() => {
        const firstMealAt = (window as unknown as { firstMealAt?: number }).firstMealAt ?? Number.NaN;
        // The first meal can show once the outline and one window of meals (the first to arrive) are in.
        const answered = (path: string) => {
          const ends = performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === path)
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
          if (ends.length === 0) throw new Error(`the timeline never asked for ${path}`);
          return Math.min(...ends);
        };
        const data = Math.max(answered('/api/meals'), answered('/api/meals/days'));
        return { render: firstMealAt - data, navigation: firstMealAt };
      }),
    );
  }
  const expandToggleMs = await page.evaluate(async () => {
    const button = (name: string) => Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent === name);
    button('Condensed')?.click();
    await Promise.resolve();
    void document.body.offsetHeight;
    const start = performance.now();
    button('Expanded')?.click();
    await Promise.resolve();
    void document.body.offsetHeight;
    return performance.now() - start;
  });
  const [first, ...warm] = loads;
  return {
    median: round(median(warm.map((entry) => entry.render))),
    firstLoad: round(first?.render ?? Number.NaN),
    navigationToFirstMealMs: round(median(warm.map((entry) => entry.navigation))),
    expandToggleMs: round(expandToggleMs),
    loads: warm.length,
  };
}

type FreshContext = (signedIn: boolean) => Promise<BrowserContext>;

/** The first screen's scripts of the sign-in page, the dashboard and the library, each in an empty browser. */
export async function measureInitialJs(fresh: FreshContext, baseUrl: string): Promise<WebFigures['initialJsGzipKb']> {
  const measure = async (signedIn: boolean, path: string, ready: (page: Page) => Promise<void>) => {
    const context = await fresh(signedIn);
    try {
      return await initialJs(context, `${baseUrl}${path}`, ready);
    } finally {
      await context.close();
    }
  };
  return {
    dashboard: await measure(true, '/dashboard', (page) => page.locator(FIRST_MEAL).first().waitFor()),
    login: await measure(false, '/login', (page) => page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()),
    dishes: await measure(true, '/dishes', (page) => page.locator(FIRST_CARD).first().waitFor()),
  };
}

/** A browser context maker: signed in with the bench's session cookie or not. */
export function freshContexts(browser: Browser, baseUrl: string, cookie: string): FreshContext {
  return async (signedIn) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (signedIn) await context.addCookies(sessionCookies(baseUrl, cookie));
    // tsx compiles this file keeping function names, through a helper (__name) that the
    // functions sent to the page refer to; the page gets a do-nothing one.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    return context;
  };
}

/** The web figures, in Chromium against the running server, signed in as the bench cook (`cookie`). */
export async function measureWeb(baseUrl: string, dishes: number, cookie: string): Promise<WebFigures> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const fresh = freshContexts(browser, baseUrl, cookie);
    const initialJsGzipKb = await measureInitialJs(fresh, baseUrl);

    const context = await fresh(true);
    const page = await context.newPage();
    const dishFilterMs = await dishFilter(page, baseUrl, dishes);
    const timelineRenderMs = await timeline(page, baseUrl);
    const shoppingList = await measureShoppingList(baseUrl, context, () => fresh(false));
    await context.close();
    return { initialJsGzipKb, dishFilterMs, timelineRenderMs, shoppingList };
  } finally {
    await browser.close();
  }
}
