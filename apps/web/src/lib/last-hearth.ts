/** docs/product.md#entities, local storage: the id of the last hearth visited, for the dish Back button. */
const LAST_HEARTH_KEY = 'lastHearthId';

export function getLastHearthId(): string | null {
  return localStorage.getItem(LAST_HEARTH_KEY);
}

export function rememberLastHearth(hearthId: number | string) {
  localStorage.setItem(LAST_HEARTH_KEY, String(hearthId));
}
