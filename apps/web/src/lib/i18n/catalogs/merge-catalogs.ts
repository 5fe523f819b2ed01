import type { Messages } from '@lingui/core';

/** One language's messages from every catalog; ids are unique across catalogs (tools/i18n checks it). */
export function mergeCatalogs(catalogs: Record<string, Messages>): Messages {
  return Object.assign({}, ...Object.values(catalogs));
}
