import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { afterFirstScreen } from './app/after-first-screen';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { getSessionQueryOptions } from './lib/auth/get-session';
import { registerOfflineApp } from './lib/register-offline-app';
import { createQueryClient } from './lib/query-client';
import { warmFormatters } from './lib/i18n/format';
import { initialLocale } from './lib/i18n/locale-choice';
import { formattingLocale, switchLocale } from './lib/i18n/locale-switch';
import './styles/index.css';
import './styles/boot-shell.css';

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// One client for the screens and for the route loaders that start their fetches.
const queryClient = createQueryClient();
// Every screen asks who is signed in before it shows: ask now, beside the screen's own data and
// code, rather than once the first screen has rendered.
void queryClient.prefetchQuery(getSessionQueryOptions());
// The router starts the screen's loaders in a task of its own: on a phone, this module's
// evaluation and the router's first navigation together were one long task.
const router = await nextTask().then(() => createRouter(queryClient));
void nextTask().then(() => warmFormatters(formattingLocale(initialLocale())));

// The service worker installs (and precaches the app) once the first screen is up, not while
// the screen's own code and data are on their way.
afterFirstScreen(queryClient, registerOfflineApp);

// index.html's static shell has painted before this code was even asked for (build/first-paint.ts),
// so the app takes over at once; the screen's data is already on its way (the loaders above).
// It shows in the language public/theme-boot.js gave the shell (the account's, remembered, else
// the browser's), whose messages were fetched beside this code; for English there is nothing to
// fetch. A language that cannot be fetched leaves the screen in English rather than blank.
function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
void switchLocale(initialLocale())
  .catch(() => undefined)
  .then(render);
