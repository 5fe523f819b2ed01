import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './merge-catalogs';
// The problems' texts by code come with every language but English, which never says them (decision 0062).
import '../../errors/problem-texts';

/** Every catalog's it, one chunk fetched only when the app shows it (load-messages.ts). */
export const messages = mergeCatalogs(import.meta.glob<Messages>('../../../**/locales/it.po', { eager: true, import: 'messages' }));
