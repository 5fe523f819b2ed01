import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './merge-catalogs';

/** Every catalog's nl, one chunk fetched only when the app shows nl (load-messages.ts). */
export const messages = mergeCatalogs(import.meta.glob<Messages>('../../../**/locales/nl.po', { eager: true, import: 'messages' }));
