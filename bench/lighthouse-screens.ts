import type { LighthouseScreen } from './lighthouse.js';

export interface LighthouseAccount {
  /** The session cookie. */
  cookie: string;
  /** A dish of theirs to open. */
  dishId: number;
}

/**
 * The screens Lighthouse loads: /login signed out, a dish's public page (no account), then
 * /dashboard, /dishes and a dish page for a new account (one dish, no meals) and for the cook
 * with 10,000 dishes and two years of meals. `--quick` measures only the large library.
 */
/**
 * A signed-in browser has opened the app before, which told the server its time zone
 * (apps/web/src/lib/time-zone-cookie.ts); the server renders a signed-in screen only then.
 */
export const TIME_ZONE_COOKIE = `hearth-tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;

export function lighthouseScreens(accounts: {
  newCook?: LighthouseAccount;
  library: LighthouseAccount;
  /** The path of the new account's dish's public link (/r/...). */
  publicDishPath?: string;
}): LighthouseScreen[] {
  const signedIn = (account: LighthouseAccount, label: string): LighthouseScreen[] => {
    const cookie = `${account.cookie}; ${TIME_ZONE_COOKIE}`;
    return [
      { name: `/dashboard (${label})`, path: '/dashboard', cookie },
      { name: `/dishes (${label})`, path: '/dishes', cookie },
      { name: `/dishes/:id (${label})`, path: `/dishes/${account.dishId}`, cookie },
    ];
  };
  return [
    { name: '/login (signed out)', path: '/login' },
    ...(accounts.publicDishPath ? [{ name: '/r/:token (public link)', path: accounts.publicDishPath }] : []),
    ...(accounts.newCook ? signedIn(accounts.newCook, 'new account') : []),
    ...signedIn(accounts.library, '10,000 dishes'),
  ];
}

/** Makes the dish's public link as its owner and answers its path (/r/...), for Lighthouse to load with no account. */
export async function publicLinkPath(baseUrl: string, cookie: string, dishId: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dishes/${dishId}/share-link`, { method: 'POST', headers: { cookie } });
  if (!response.ok) throw new Error(`share link: ${response.status} ${await response.text()}`);
  return new URL(((await response.json()) as { url: string }).url).pathname;
}
