import type { Locale } from './locales.js';
import type { PutInPantryChoice } from './put-in-pantry-choice.js';
import type { Theme } from './theme.js';
import type { UnitSystem } from './unit-system-choice.js';

/** The signed-in person as every screen sees them (docs/product.md#entities, "App user"), with their theme, units and language. */
export interface AppUser {
  id: string;
  email: string;
  username: string;
  profile_image: string | null;
  theme: Theme;
  /** How quantities are shown: as each recipe wrote them, in US measures, or metric. */
  units: UnitSystem;
  /** The language chosen in Settings; null follows the browser's languages. */
  language: Locale | null;
  /** What the shopping list does with what is checked off: offer the pantry, or put it there at once. */
  put_in_pantry: PutInPantryChoice;
  /** Runs the server: the menu shows the admin screen. */
  admin: boolean;
}

/** docs/product.md#entities: the chosen username, else the part of the e-mail before the @. */
export function displayUsername(user: { email: string; username?: string | null }): string {
  const chosen = user.username?.trim();
  if (chosen) return chosen;
  return user.email.split('@')[0] ?? user.email;
}
