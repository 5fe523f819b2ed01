import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './merge-catalogs';

/** Every catalog's pt-BR, one chunk fetched only when the app shows pt-BR (load-messages.ts). */
export const messages = mergeCatalogs(import.meta.glob<Messages>('../../../**/locales/pt-BR.po', { eager: true, import: 'messages' }));
