import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale } from '@hearth/shared/locales';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { type ServerState, serverStateScript } from './app/server-state';
import { type ApiTransport, setApiTransport } from './lib/api-client';
import { getSessionQueryOptions } from './lib/auth/get-session';
import { readTodayIn } from './lib/dates';
import { i18n } from './lib/i18n/i18n';
import { htmlAttributes } from './lib/i18n/locale-choice';
import { formattingLocale } from './lib/i18n/locale-switch';
import { loadMessages } from './lib/i18n/load-messages';
import { createQueryClient } from './lib/query-client';
import { markServerRender } from './lib/server-render';

/**
 * Renders a screen's first view on the server (docs/decisions/0082), built by `vite build --ssr`
 * into apps/web/dist-ssr and called by the server's page plugin: the signed-out screens, and
 * the library's first cards (decision 0083), a dish's page and the dashboards for someone signed
 * in (the timeline's first week), with their data. The screen paints with the page, and the app
 * then takes it over (main.tsx) rather than drawing it again.
 */
const SIGNED_OUT_PAGES = /^\/(login|register|reset-password)\/?$/;
/** These also need the browser's time zone (the cookie the app sets): they say what "today" is ("Last cooked yesterday"). */
const SIGNED_IN_PAGES = /^\/(dishes(\/\d+)?|dashboard(\/\d+)?)\/?$/;
/**
 * The library showing a hearth's cookbook (`/dishes?hearth=N`): the browser's to draw. Only the
 * cook's own library has a first screenful to render from; a cookbook arrives whole.
 */
const isCookbook = (address: URL) => /^\/dishes\/?$/.test(address.pathname) && address.searchParams.has('hearth');

/** Each render's visitor: the requests of one page go through their own way to the API, and "today" is theirs. */
const pageVisitors = new AsyncLocalStorage<Pick<PageToRender, 'api' | 'timeZone'>>();
setApiTransport((url, init) => {
  const visitor = pageVisitors.getStore();
  if (!visitor) return Promise.reject(new Error('An API request outside a page render'));
  return visitor.api(url, init);
});
readTodayIn(() => pageVisitors.getStore()?.timeZone ?? null);
markServerRender();

export interface PageToRender {
  /** The address asked for, whole (origin, path and query). */
  url: string;
  locale: Locale;
  /** Answers the app's API requests as the server would answer this visitor's own. */
  api: ApiTransport;
  /** The browser's time zone (an IANA name), when the app has told the server. */
  timeZone: string | null;
}

export interface RenderedPage {
  /** The markup of the app's root element. */
  root: string;
  /** The JSON block the browser takes the page over from. */
  stateScript: string;
  htmlAttributes: { lang: string; dir: 'ltr' | 'rtl' };
}

/**
 * How long a render waits for the screen's data. Beyond it, the static shell serves the page
 * and the browser asks for the data itself: a slow read never holds a page back longer.
 */
const DATA_WAIT_MS = 2_000;

/** Whether every query settled by `deadline` (a time in ms), including ones a settled fetch starts. */
async function settledBy(queryClient: QueryClient, deadline: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([settled(queryClient).then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function settled(queryClient: QueryClient): Promise<void> {
  const cache = queryClient.getQueryCache();
  while (queryClient.isFetching() > 0) {
    await new Promise<void>((resolve) => {
      const stop = cache.subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        stop();
        resolve();
      });
    });
    // A fetch a settled one starts begins in a later turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The screen at `url` with its data, or null when the browser is to draw it: a screen not
 * rendered here, a visitor it sends elsewhere, data that failed or was slow, markup the policy
 * would spoil.
 */
export async function renderPage({ url, locale: browserLocale, api, timeZone }: PageToRender): Promise<RenderedPage | null> {
  const address = new URL(url);
  const signedOutPage = SIGNED_OUT_PAGES.test(address.pathname);
  if (!signedOutPage && !(SIGNED_IN_PAGES.test(address.pathname) && timeZone && !isCookbook(address))) return null;
  return pageVisitors.run({ api, timeZone }, async () => {
    // Failed reads are not logged here: the browser asks again, and reports them itself.
    const queryClient = createQueryClient({ reportFailures: false });
    try {
      return await render(url, queryClient, browserLocale, signedOutPage);
    } finally {
      // Nothing of this visitor's stays behind: no query kept for later, no retry still to come.
      void queryClient.cancelQueries();
      queryClient.clear();
    }
  });
}

/** A render's steps, inside its visitor's context: the route's data, then the markup in the visitor's language. */
async function render(url: string, queryClient: QueryClient, browserLocale: Locale, signedOutPage: boolean): Promise<RenderedPage | null> {
  const deadline = Date.now() + DATA_WAIT_MS;
  // Who is asking comes first, alone, so no screen's data is asked for someone it is not for: a
  // signed-in visitor to a signed-out screen is sent on, and a signed-out one to a screen behind
  // the guard is sent to sign in, which is the browser's to do.
  void queryClient.prefetchQuery(getSessionQueryOptions());
  if (!(await settledBy(queryClient, deadline))) return null;
  const session = queryClient.getQueryData(getSessionQueryOptions().queryKey);
  if (session === undefined || (session === null) !== signedOutPage) return null;
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  if (!(await settledBy(queryClient, deadline))) return null;
  // A failed answer (a dish that is not theirs, say) is not handed over with the page: the
  // browser asks again and shows its own message, as it would without the server's render.
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0;
  if (failed) return null;
  // The account's language, else the browser's (lib/i18n/locale-choice.ts chooses alike).
  const locale = session?.language ?? browserLocale;
  const messages = await loadMessages(locale);
  if (messages) i18n.load(locale, messages);
  // Activated and rendered in one synchronous step, so renders in other languages never interleave.
  i18n.activate(locale, [formattingLocale(locale)]);
  const root = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  // The Content-Security-Policy allows no style attributes in a page, and React would not set
  // them again when it takes the page over: such a screen is the browser's to draw.
  if (/\sstyle="/.test(root)) return null;
  const state: ServerState = {
    locale,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return { root, stateScript: serverStateScript(state), htmlAttributes: htmlAttributes(locale) };
}
