import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './merge-catalogs';

/** Every catalog's ar, one chunk fetched only when the app shows ar (load-messages.ts). */
export const messages = mergeCatalogs(import.meta.glob<Messages>('../../../**/locales/ar.po', { eager: true, import: 'messages' }));
