import { z } from 'zod';
import { UNITS } from './dish-rules.js';

/** Field schemas several contracts share, so a rule and its message are written once. */

/** Trimmed text of at most `max` characters ("Must be at most 5,000 characters"). */
export function limitedText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max.toLocaleString('en-US')} characters`);
}

/** How much of something: from 0 (none given) to `max`. */
export function quantitySchema(max: number) {
  return z
    .number()
    .min(0, 'Quantity must be 0 or more')
    .max(max, `Quantity must be at most ${max.toLocaleString('en-US')}`);
}

/** One of our units, or '' for a count or an amount in a unit outside our list. */
export const unitSchema = z.enum([...UNITS, '']);
