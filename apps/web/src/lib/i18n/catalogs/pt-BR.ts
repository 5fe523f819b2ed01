import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './merge-catalogs';
// The problems' texts by code come with every language but English, which never says them (decision 0062).
import '../../errors/problem-texts';

/** Every catalog's pt-BR, one chunk fetched only when the app shows pt-BR (load-messages.ts). */
export const messages = mergeCatalogs(import.meta.glob<Messages>('../../../**/locales/pt-BR.po', { eager: true, import: 'messages' }));
