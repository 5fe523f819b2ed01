import type { I18n, Messages } from '@lingui/core';
import { createContext, useContext } from 'react';
import { addSourceMessages, i18n } from './i18n';

export interface I18nContextValue {
  i18n: I18n;
  /** The language shown; a change re-renders every component that reads the context. */
  locale: string;
}

/**
 * The message runtime as components read it (messages-provider.tsx gives it). Our own context
 * rather than @lingui/react's: that package would put its Trans component on the first screen.
 */
export const I18nContext = createContext<I18nContextValue | null>(null);

/** Outside the provider (a component test that renders one piece), the runtime in its language at the time. */
export function useI18nContext(): I18nContextValue {
  return useContext(I18nContext) ?? { i18n, locale: i18n.locale };
}

/**
 * The hook a catalog's folder exports from its `i18n.ts` (docs/translating.md): it adds the
 * folder's English messages to the runtime when the folder's code loads, and gives components
 * `i18n`, whose `i18n._('cookMode.exit')` is what extraction finds.
 */
export function catalogHook(sourceMessages: Messages) {
  addSourceMessages(sourceMessages);
  return useI18nContext;
}
