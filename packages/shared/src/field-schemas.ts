import { z } from 'zod';
import { UNITS } from './dish-rules.js';

/** Field schemas several contracts share, so a rule and its message are written once. */

const ENGLISH_COUNT = new Intl.NumberFormat('en-US');

/**
 * A limit as the English messages write it ("5,000"). One formatter for every schema: each
 * `toLocaleString` builds its own, and the schemas are built while the first screen loads.
 */
export function englishCount(value: number): string {
  return ENGLISH_COUNT.format(value);
}

/** Trimmed text of at most `max` characters ("Must be at most 5,000 characters"). */
export function limitedText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${englishCount(max)} characters`);
}

/** How much of something: from 0 (none given) to `max`. */
export function quantitySchema(max: number) {
  return z
    .number()
    .min(0, 'Quantity must be 0 or more')
    .max(max, `Quantity must be at most ${englishCount(max)}`);
}

/** One of our units, or '' for a count or an amount in a unit outside our list. */
export const unitSchema = z.enum([...UNITS, '']);
