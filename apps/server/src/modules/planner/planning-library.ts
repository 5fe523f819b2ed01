import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import { type DishForPlanning, dishLibraryVersion, listDishesForPlanning } from '../dishes/index.js';

/**
 * A cook's library as the planner reads it (names, tags, times: 10,000 rows take tens of
 * milliseconds to read and decode), kept per cook while the library's fingerprint is unchanged.
 * The fingerprint (one statement, the one the dish list asks on every read) is read from the
 * database before a copy is used, so a dish added, changed or deleted through any process is
 * seen at once. A hearth's cookbook is read each time: shares have no fingerprint of their own.
 */
export class PlanningLibraryCache {
  /** Cooks whose libraries are kept at most; the least recently asked goes first. */
  static readonly MAX_COOKS = 32;
  private readonly entries = new Map<string, { version: string; dishes: readonly DishForPlanning[] }>();

  async read(db: Kysely<DatabaseSchema>, ownerId: string): Promise<readonly DishForPlanning[]> {
    // Read before the dishes: a change between the two leaves a copy filed under an older
    // fingerprint, which the next request finds stale and reads again.
    const version = await dishLibraryVersion(db, ownerId);
    const kept = this.entries.get(ownerId);
    this.entries.delete(ownerId);
    const dishes = kept?.version === version ? kept.dishes : await listDishesForPlanning(db, { ownerId });
    this.entries.set(ownerId, { version, dishes });
    if (this.entries.size > PlanningLibraryCache.MAX_COOKS) this.entries.delete(this.entries.keys().next().value!);
    return dishes;
  }
}
