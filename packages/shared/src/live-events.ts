/**
 * What GET /api/events sends (server-sent events): changes to the lists and meals a reader
 * can see, so every open page shows them without reloading. Each event is a `data:` line of
 * JSON with one of these shapes, and an `id:` a reconnecting browser sends back
 * (Last-Event-ID) to receive what it missed. Zod-free: the web app only reads these.
 */
export type LiveEvent =
  /** The stream is open and listening: changes from now on arrive. */
  | { type: 'connected' }
  /** Items of a shopping list were added, changed, checked off or removed. */
  | { type: 'shopping-list.changed'; list_id: number; hearth_id: number | null }
  /** A meal was planned, changed or deleted (the timeline's cached weeks are out of date). */
  | { type: 'meal.changed'; meal_id: number; hearth_id: number | null; change: 'created' | 'updated' | 'deleted' }
  /** Items of a pantry were added, changed or used up. */
  | { type: 'pantry.changed'; hearth_id: number | null }
  /** Someone joined, left or changed role in a hearth, or it was deleted. */
  | { type: 'hearth.members-changed'; hearth_id: number }
  /** Events were missed beyond what the server keeps: everything shown may be out of date. */
  | { type: 'resync' };

export type LiveEventType = LiveEvent['type'];
