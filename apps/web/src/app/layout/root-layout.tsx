import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/auth/get-session';
import { useLiveEvents } from '../../lib/live-events';
import { useAppTheme } from '../../lib/theme';
import { NavBar } from './nav-bar';
import styles from './root-layout.module.css';

/**
 * Sends shopping-list changes made offline whenever a connection allows, whichever screen is
 * open. The sender loads on its own, after the screen.
 */
function useShoppingListSync(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../features/shopping-lists/offline/sync').then(({ startBackgroundSync }) => {
      if (!cancelled) stop = startBackgroundSync(queryClient, userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
}

export function RootLayout() {
  useAppTheme();
  const userId = useSession().data?.id;
  useLiveEvents(userId !== undefined);
  useShoppingListSync(userId);
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <NavBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
