import { z } from 'zod';
import { UNITS } from './dish-rules.js';

/** Field schemas several contracts share, so a rule and its message are written once. */

/**
 * A whole-number limit as the English messages write it ("5,000"), without `Intl`: the schemas
 * are built while the first screen loads, and a first number formatter costs a phone a long
 * task of its own.
 */
export function englishCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
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
