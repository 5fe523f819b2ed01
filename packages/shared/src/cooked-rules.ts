/**
 * Cooking-log rules without zod, so the dish page, which only needs them, does not build the
 * schemas of cooked.ts as it loads.
 */

/** The longest note a cooking carries ("less salt next time"). */
export const COOKING_NOTE_MAX = 1000;
