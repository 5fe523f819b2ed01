import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseLocale } from '@hearth/shared/locales';
import { parsePutInPantryChoice } from '@hearth/shared/put-in-pantry-choice';
import { parseTheme } from '@hearth/shared/theme';
import { parseUnitSystem } from '@hearth/shared/unit-system-choice';
import { displayUsername, type AppUser } from '@hearth/shared/app-user';
import { api, isServerAnswer } from '../api-client';
import { withOfflineCopy } from '../offline-copies';
import { queryKeys } from '../query-keys';

/** The user record as the auth service stores it. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  username?: string | null;
  image?: string | null;
  theme?: string | null;
  units?: string | null;
  language?: string | null;
  put_in_pantry?: string | null;
  /** The admin plugin's role: 'admin' or 'user'. */
  role?: string | null;
  emailVerified: boolean;
}

interface SessionAnswer {
  session: { id: string; expiresAt: string };
  user: AuthUser;
}

export function toAppUser(user: AuthUser): AppUser {
  return {
    id: user.id,
    email: user.email,
    username: displayUsername(user),
    profile_image: user.image ?? null,
    theme: parseTheme(user.theme),
    units: parseUnitSystem(user.units),
    language: parseLocale(user.language),
    put_in_pantry: parsePutInPantryChoice(user.put_in_pantry),
    admin: user.role === 'admin',
  };
}

/** The signed-in user, or null when nobody is signed in. */
export async function getSession(): Promise<AppUser | null> {
  // Without a connection the cook is still who they were: the copy opens their screens offline.
  const answer = await withOfflineCopy(SESSION_COPY, () => api<SessionAnswer | null>('/auth/get-session'), isServerAnswer);
  return answer?.user ? toAppUser(answer.user) : null;
}

const SESSION_COPY = 'session';

export const sessionQueryKey = queryKeys.session;

export function getSessionQueryOptions() {
  return queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 5 * 60_000 });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
