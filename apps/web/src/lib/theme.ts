import { useEffect } from 'react';
import { parseTheme, type Theme } from '@hearth/shared/theme';
import { useSession } from './auth/get-session';

/** Also read by public/theme-boot.js, which applies the theme before the first paint. */
const THEME_KEY = 'theme';

/** The theme this browser last used; 'system' when none (sign-out clears local storage). */
export function storedTheme(): Theme {
  return parseTheme(localStorage.getItem(THEME_KEY));
}

/** Shows the theme now (styles/index.css reads `data-theme` on <html>) and keeps it for the next visit. */
export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem(THEME_KEY, theme);
}

/**
 * Keeps the page in the signed-in person's theme, which lives on the server so it survives
 * sign-out and follows them to other devices. Signed out, the browser's last theme stays.
 */
export function useAppTheme() {
  const session = useSession();
  const theme = session.data?.theme;

  useEffect(() => {
    if (theme) applyTheme(theme);
    else if (session.data === null) document.documentElement.dataset.theme = storedTheme();
  }, [theme, session.data]);
}
