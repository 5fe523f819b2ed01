/**
 * The idempotency key of a change a client may send twice (an offline queue replaying it).
 * Without zod: the web app's "Add to list" and its offline sender load it on screens that must
 * not load the schema library; shopping-lists.ts re-exports it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
