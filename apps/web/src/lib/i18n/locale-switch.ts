import { flushSync } from 'react-dom';
import { DEFAULT_LOCALE } from '@hearth/shared/locales';
import { i18n } from './i18n';
import { htmlAttributes, PSEUDO_LOCALE, type ShownLocale } from './locale-choice';
import { loadMessages } from './load-messages';

/** The language whose numbers and dates the test language borrows. */
export function formattingLocale(locale: string): string {
  return locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;
}

let switching: { locale: ShownLocale; done: Promise<void> } | null = null;

/**
 * Shows the app in `locale`: its messages are fetched first (one chunk; none for English), then
 * every component re-renders in it at once, and <html lang dir> follow. Asking again for the
 * language being fetched waits for the same fetch. A language that cannot be fetched (offline
 * before it was ever loaded) rejects, and the app stays in the language it shows.
 */
export function switchLocale(locale: ShownLocale): Promise<void> {
  if (switching?.locale === locale) return switching.done;
  const done = (async () => {
    if (locale !== i18n.locale) {
      const messages = await loadMessages(locale);
      // A later choice, made while these were on their way, wins.
      if (switching?.locale !== locale) return;
      if (messages) i18n.load(locale, messages);
      // The screen is drawn in the new language before <html lang> names it (below): a page the
      // server rendered in another language changes its words and its lang together.
      flushSync(() => i18n.activate(locale, [formattingLocale(locale)]));
    }
    const { lang, dir } = htmlAttributes(locale);
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  })();
  switching = { locale, done };
  done.catch(() => {
    if (switching?.done === done) switching = null;
  });
  return done;
}
