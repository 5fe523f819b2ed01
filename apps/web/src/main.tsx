import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterFirstScreen } from './lib/after-first-screen';
import { AppProvider } from './app/provider';
import { createRouter, createRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { getSessionQueryOptions } from './lib/auth/get-session';
import { registerOfflineApp } from './lib/register-offline-app';
import { rememberTimeZone } from './lib/time-zone-cookie';
import { createQueryClient } from './lib/query-client';
import { initialLocale } from './lib/i18n/locale-choice';
import { nextTask } from './lib/next-task';
import { TakingOver, useTakenOver } from './lib/use-taken-over';
import { formattingLocale, switchLocale } from './lib/i18n/locale-switch';
import './styles/index.css';
import './styles/boot-shell.css';

// One client for the screens and for the route loaders that start their fetches.
const queryClient = createQueryClient();
// A page the server rendered (entry-server.tsx) brings the answers it was rendered from.
const serverState = readServerState();
if (serverState) hydrate(queryClient, serverState.queries);
// Every screen asks who is signed in before it shows: ask now, beside the screen's own data and
// code, rather than once the first screen has rendered.
const sessionAsked = queryClient.prefetchQuery(getSessionQueryOptions());
// It shows in the language public/theme-boot.js gave the shell (the account's, remembered, else
// the browser's), whose messages were fetched beside this code; for English there is nothing to
// fetch. A language that cannot be fetched leaves the screen in English rather than blank.
// A page the server rendered is taken over in its own language first; the person's own then
// follows (LanguageProvider), if it differs.
const languageReady = switchLocale(serverState?.locale ?? initialLocale()).catch(() => undefined);

/** Whether someone is signed in, as far as the app knows yet (a rendered page brings the answer). */
function signedIn(): boolean {
  return Boolean(queryClient.getQueryData(getSessionQueryOptions().queryKey));
}

/**
 * Lets the person use a page the server rendered, which it sent inert, once the app has taken it
 * over: when its fields stop saying they are read-only (useTakenOver), not a render before.
 */
function Usable({ children }: { children: ReactNode }) {
  const takenOver = useTakenOver();
  useEffect(() => {
    if (takenOver) document.getElementById('root')?.removeAttribute('inert');
  }, [takenOver]);
  return children;
}

// index.html's static shell (or the server's screen) has painted before this code was even asked
// for (build/first-paint.ts), so the app takes over at once; the screen's data is already on its
// way (the loaders).
function render(router: ReturnType<typeof createRouter>) {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Usable>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </Usable>
    </StrictMode>
  );
  if (!serverState) return void createRoot(root).render(app);
  // The server's markup is kept and taken over; a mismatch says so in the console (the journeys fail on it).
  // As a transition, React takes it over in slices that give the main thread back between them,
  // rather than in one long task (the page is already painted, and inert until then).
  startTransition(() => {
    hydrateRoot(root, <TakingOver>{app}</TakingOver>, { onRecoverableError: (error) => console.error('Hydration failed', error) });
  });
}

/**
 * The code of the screens at this address, before the router starts: the server rendered them,
 * and the first render must draw them rather than a loading state while their code arrives.
 */
async function loadRenderedScreens(routes: ReturnType<typeof createRoutes>): Promise<void> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<object>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * The router and what follows it, each in a task of its own after this module's evaluation: on
 * a phone, evaluating the app, the router's first navigation and building the first screen's
 * formatters were one long task. (A timer rather than a top-level await, which would split the
 * app's code into many more files for the first screen.)
 */
setTimeout(async () => {
  const routes = createRoutes(queryClient);
  if (serverState) {
    // A screen whose code cannot be fetched is drawn again once it can, rather than never.
    await loadRenderedScreens(routes).catch(() => undefined);
    // Its code was evaluated just now (its schemas built): the router in a task of its own.
    await nextTask();
  }
  const router = createRouter(queryClient, routes, serverState?.router);
  // The first number and date formatter load the language's Intl data: not inside the first render.
  // (Its code is the signed-in screens' own chunk, asked for here a little sooner; the signed-out
  // screens write no dates, so the sign-in page does not fetch it.)
  // The server renders the next page this browser asks for with "today" where the cook is
  // (rememberTimeZone). Reading the device's zone builds the first date formatter, about 17 ms
  // here (70 on Lighthouse's phone): not in the app's first task, where it was its longest step,
  // but beside the formatters, which load the same data, or once a signed-out screen is up.
  const formattersWarm = sessionAsked.then(async () => {
    if (!signedIn()) return void afterFirstScreen(queryClient, rememberTimeZone);
    const { warmFormatters } = await import('./lib/i18n/format');
    await warmFormatters(formattingLocale(serverState?.locale ?? initialLocale()));
    void nextTask().then(rememberTimeZone);
  });
  // The service worker installs (and precaches the app) once the first screen is up, not while
  // the screen's own code and data are on their way.
  afterFirstScreen(queryClient, registerOfflineApp);
  // A page the server rendered for a signed-in cook has numbers and dates, which React formats
  // again as it takes the page over: after the warm-up, not inside one of its slices. A warm-up
  // whose code cannot be fetched (a new deploy) must not leave the page inert: it is taken over anyway.
  const renderedSignedIn = Boolean(serverState) && signedIn();
  const warmedUp = renderedSignedIn ? formattersWarm.catch(() => undefined) : undefined;
  void Promise.all([languageReady, warmedUp]).then(() => render(router));
}, 0);
