import type { AppUser } from '@hearth/shared/app-user';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { queryKeys } from '../query-keys';
import { localeFor, rememberAccountLocale } from './locale-choice';
import { switchLocale } from './locale-switch';
import { MessagesProvider } from './messages-provider';

/**
 * The session as the query cache holds it (main.tsx asks for it first thing): undefined until
 * known. Read from the cache rather than through useSession, so the first screen's own code
 * carries no query observer before a screen needs one.
 */
function useCachedSession(): AppUser | null | undefined {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const cached = () => queryClient.getQueryData<AppUser | null>(queryKeys.session);
  // The server renders a page from the cache it hands over: the same session on both sides.
  return useSyncExternalStore((onChange) => cache.subscribe(onChange), cached, cached);
}

/**
 * Gives every component the message runtime, and keeps it in the person's language: the
 * account's choice once the session says who is signed in (so a choice made in Settings, or on
 * another device, applies at once), the browser's languages for someone signed out.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const session = useCachedSession();
  const known = session !== undefined;
  const accountLocale = session?.language ?? null;

  useEffect(() => {
    if (!known) return;
    rememberAccountLocale(accountLocale);
    // Offline with a language never fetched: the screen stays in the language it shows.
    switchLocale(localeFor(accountLocale)).catch(() => undefined);
  }, [known, accountLocale]);

  return <MessagesProvider>{children}</MessagesProvider>;
}
