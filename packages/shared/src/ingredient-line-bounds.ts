/**
 * The amount parser (parse-ingredient) finds where a quantity ends by trying every prefix of
 * a run of number-like characters, so its work grows with the square of the run's length:
 * a line of a thousand "⅓" took half a second. No quantity a cook writes ("1 1/2 - 2 ¼",
 * "0.5", "1e3") is longer than a few characters, so each such run is cut to QUANTITY_RUN_MAX
 * before the parser sees the line: the work per line is then bounded by its length.
 */
export const QUANTITY_RUN_MAX = 32;

/**
 * The characters the parser's scan treats as possibly part of a number (its
 * `nonQuantityCharRegExp` negated): decimal digits, spaces, separators, fraction and
 * super/subscript digits, signs and exponents.
 */
const QUANTITY_RUN = new RegExp(
  `[\\p{Nd}\\s.,_/+\\u2044\\u00BC-\\u00BE\\u2150-\\u215F\\u2189\\u2070-\\u209F\\u00B2\\u00B3\\u00B9eE-]{${QUANTITY_RUN_MAX + 1},}`,
  'gu',
);

/** The line with every run of number-like characters cut to QUANTITY_RUN_MAX characters. */
export function withBoundedQuantityRuns(line: string): string {
  return line.replace(QUANTITY_RUN, (run) => Array.from(run).slice(0, QUANTITY_RUN_MAX).join(''));
}
