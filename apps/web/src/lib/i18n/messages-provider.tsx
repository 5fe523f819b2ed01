import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { i18n } from './i18n';
import { I18nContext } from './use-i18n';

/** Gives components the message runtime and renders them again when the language changes. */
export function MessagesProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState(i18n.locale);
  useEffect(() => {
    const follow = () => setLocale(i18n.locale);
    follow();
    return i18n.on('change', follow);
  }, []);
  const value = useMemo(() => ({ i18n, locale }), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
