import type { LighthouseScreen } from './lighthouse.js';

export interface LighthouseAccount {
  /** The session cookie. */
  cookie: string;
  /** A dish of theirs to open. */
  dishId: number;
}

/**
 * The screens Lighthouse loads: /login signed out, then /dashboard, /dishes and a dish page for
 * a new account (one dish, no meals) and for the cook with 10,000 dishes and two years of meals.
 * `--quick` measures only the large library.
 */
export function lighthouseScreens(accounts: { newCook?: LighthouseAccount; library: LighthouseAccount }): LighthouseScreen[] {
  const signedIn = (account: LighthouseAccount, label: string): LighthouseScreen[] => [
    { name: `/dashboard (${label})`, path: '/dashboard', cookie: account.cookie },
    { name: `/dishes (${label})`, path: '/dishes', cookie: account.cookie },
    { name: `/dishes/:id (${label})`, path: `/dishes/${account.dishId}`, cookie: account.cookie },
  ];
  return [
    { name: '/login (signed out)', path: '/login' },
    ...(accounts.newCook ? signedIn(accounts.newCook, 'new account') : []),
    ...signedIn(accounts.library, '10,000 dishes'),
  ];
}
