import type { Theme } from './theme.js';

/** The signed-in person as every screen sees them (spec section 3, "App user"), with their theme. */
export interface AppUser {
  id: string;
  email: string;
  username: string;
  profile_image: string | null;
  theme: Theme;
}

/** The spec's rule: the chosen username, else the part of the e-mail before the @. */
export function displayUsername(user: { email: string; username?: string | null }): string {
  const chosen = user.username?.trim();
  if (chosen) return chosen;
  return user.email.split('@')[0] ?? user.email;
}
