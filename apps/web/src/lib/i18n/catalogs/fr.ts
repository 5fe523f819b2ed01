import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './merge-catalogs';

/** Every catalog's fr, one chunk fetched only when the app shows fr (load-messages.ts). */
export const messages = mergeCatalogs(import.meta.glob<Messages>('../../../**/locales/fr.po', { eager: true, import: 'messages' }));
