import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/auth/get-session';
import { patchMealsFromEvent } from '../../features/meals/api/meal-live-patch';
import { patchListFromEvent } from '../../features/shopping-lists/api/list-live-patch';
import { type LivePatches, useLiveEvents } from '../../lib/live-events';
import { useAppTheme } from '../../lib/theme';
import { useOnline } from '../../lib/use-online';
import { useI18n } from '../../i18n';
import { afterFirstScreen } from '../../lib/after-first-screen';
import { NavBar } from './nav-bar';
import styles from './root-layout.module.css';

/**
 * Sends shopping-list changes made offline whenever a connection allows, whichever screen is
 * open. The sender loads on its own once the first screen is up, or at once on the shopping
 * list, whose check-offs wait in the outbox until it runs.
 */
function useShoppingListSync(userId: string | undefined) {
  const queryClient = useQueryClient();
  const onList = useLocation().pathname.startsWith('/shopping');
  const [due, setDue] = useState(onList);
  if (onList && !due) setDue(true);
  useEffect(() => {
    if (!due) return afterFirstScreen(queryClient, () => setDue(true));
  }, [due, queryClient]);
  useEffect(() => {
    if (!userId || !due) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../features/shopping-lists/offline/sync').then(({ startBackgroundSync }) => {
      if (!cancelled) stop = startBackgroundSync(queryClient, userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId, due]);
}

/** Pages a signed-out visitor sees; while the session is still unknown they show no menu either. */
const OPEN_PAGES = /^\/(login|register|join)(\/|$)/;

export function RootLayout() {
  const { i18n } = useI18n();
  useAppTheme();
  const session = useSession();
  const userId = session.data?.id;
  const { pathname } = useLocation();
  // The shopping list says so itself, with the changes waiting to be sent.
  const offline = !useOnline() && !pathname.startsWith('/shopping');
  const showMenu = userId !== undefined || (session.isPending && !OPEN_PAGES.test(pathname));
  const patches: LivePatches = userId
    ? { shoppingList: (queryClient, event) => patchListFromEvent(queryClient, userId, event), meal: patchMealsFromEvent }
    : {};
  useLiveEvents(userId !== undefined, patches);
  useShoppingListSync(userId);
  return (
    <>
      <a href="#main" className={styles.skip}>
        {i18n._('app.skipToContent')}
      </a>
      <NavBar signedIn={showMenu} />
      {offline ? (
        <p className={styles.offline} role="status">
          {i18n._('app.offline')}
        </p>
      ) : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
