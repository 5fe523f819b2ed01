import type { DishSummary } from '@hearth/shared/dishes';

/**
 * The library as last answered, with the version (ETag) it had, in the browser's offline
 * copies. Its JSON text (decision 0079): IndexedDB copies one string in a moment, where
 * 10,000 objects are a long task to write and another to read. Copies kept before that hold
 * the list itself and are still read.
 */
export type LibraryCopy = { etag: string; body: string } | { etag: string; dishes: DishSummary[] };

export const libraryCopyKey = (userId: string) => `dishes:${userId}`;
