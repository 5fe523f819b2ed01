/**
 * What GET /api/events sends (server-sent events): changes to the lists and meals a reader
 * can see, so every open page shows them without reloading. Each event is a `data:` line of
 * JSON with one of these shapes, and an `id:` a reconnecting browser sends back
 * (Last-Event-ID) to receive what it missed. Zod-free: the web app only reads these.
 */
import type { ShoppingListItem } from './shopping-lists.js';

/**
 * The request header a page sends with each change it makes: a random name for the tab. The
 * change's event carries it back as `origin`, and that tab skips its own echo (it already
 * holds the server's answer). 8 to 64 letters, digits, - or _; anything else is ignored.
 */
export const LIVE_ORIGIN_HEADER = 'x-hearth-tab';
export const LIVE_ORIGIN_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export type LiveEvent =
  /** The stream is open and listening: changes from now on arrive. */
  | { type: 'connected' }
  /**
   * Items of a shopping list were added, changed, checked off or removed. When one item was
   * checked off or edited, `item` is that item as it now is (with its version), and when one
   * was removed, `removed_item_id` names it: a page patches its copy. Without either (items
   * added or merged, checked ones cleared) the page reads the list again.
   */
  | {
      type: 'shopping-list.changed';
      list_id: number;
      hearth_id: number | null;
      item?: ShoppingListItem;
      removed_item_id?: number;
      origin?: string;
    }
  /**
   * A meal was planned, changed or deleted (the timeline's cached weeks are out of date). A
   * meal reads differently to each member, so it is not carried; `only_this` says a deletion
   * took that one meal alone (not the rest of its series), which a page can take out itself.
   */
  | {
      type: 'meal.changed';
      meal_id: number;
      hearth_id: number | null;
      change: 'created' | 'updated' | 'deleted';
      only_this?: true;
      origin?: string;
    }
  /** Items of a pantry were added, changed or used up. */
  | { type: 'pantry.changed'; hearth_id: number | null }
  /** Someone joined, left or changed role in a hearth, or it was deleted. */
  | { type: 'hearth.members-changed'; hearth_id: number }
  /** Events were missed beyond what the server keeps: everything shown may be out of date. */
  | { type: 'resync' };

export type LiveEventType = LiveEvent['type'];
