import { accountChoice } from './account-choice.js';

/**
 * The colour schemes a person can choose; 'system' follows the device's light or dark setting.
 * No zod here: the web app reads the theme before the first screen, and zod is not in that bundle.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

export const { is: isTheme, parse: parseTheme } = accountChoice<Theme>(THEMES, DEFAULT_THEME);
