/**
 * The colour schemes a person can choose; 'system' follows the device's light or dark setting.
 * No zod here: the web app reads the theme before the first screen, and zod is not in that bundle.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** Reads a stored or received theme, falling back to the default for anything unknown. */
export function parseTheme(value: unknown): Theme {
  return isTheme(value) ? value : DEFAULT_THEME;
}
