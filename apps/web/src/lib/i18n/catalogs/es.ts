import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './merge-catalogs';

/** Every catalog's es, one chunk fetched only when the app shows es (load-messages.ts). */
export const messages = mergeCatalogs(import.meta.glob<Messages>('../../../**/locales/es.po', { eager: true, import: 'messages' }));
