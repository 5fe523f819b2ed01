import { type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '@hearth/shared/locales';

/**
 * The one message runtime of the app (Lingui). English is active until main.tsx switches to the
 * person's language (locale-switch.ts); each catalog adds its English messages when the code that
 * shows them loads (`catalogHook`), and every other language loads whole when it is chosen.
 */
export const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** Adds a catalog's English messages, which ship inside the code that renders them. */
export function addSourceMessages(messages: Messages): void {
  i18n.load(DEFAULT_LOCALE, messages);
}
