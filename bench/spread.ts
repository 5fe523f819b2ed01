/**
 * The bench repeats what it measures (`--runs N`): every figure becomes its median with the
 * lowest and highest of the runs, and budgets are judged on the median. On a shared machine
 * one run proves little; the range says how far to trust the median.
 */
export interface Spread {
  median: number;
  min: number;
  max: number;
  /** Every run's value, in run order. */
  runs: number[];
}

/** A figure of several runs: each number becomes a Spread; lists and text are the first run's. */
export type Spreads<T> = T extends number
  ? Spread
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]: Spreads<T[K]> }
      : T;

export function spreadOf(values: readonly number[]): Spread {
  const sorted = values.filter((value) => typeof value === 'number' && !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: [...values] };
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: [...values] };
}

/** The runs of one measurement, folded into one object of the same shape. */
export function spreadsOf<T>(runs: readonly T[]): Spreads<T> {
  const first = runs[0];
  if (typeof first === 'number') return spreadOf(runs as readonly number[]) as Spreads<T>;
  if (first === null || typeof first !== 'object' || Array.isArray(first)) return first as Spreads<T>;
  const folded: Record<string, unknown> = {};
  for (const key of Object.keys(first)) {
    folded[key] = spreadsOf(runs.map((run) => (run as Record<string, unknown>)[key]));
  }
  return folded as Spreads<T>;
}

/** Digits that keep a figure readable: 1234, 123, 12.3, 1.23. */
function rounded(value: number): string {
  if (Number.isNaN(value)) return '?';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return String(Math.round(value * 10 ** digits) / 10 ** digits);
}

/** "12.3 ms [10.1-15.2]": the median, then the range when the runs differ. */
export function formatSpread(spread: Spread, unit = ''): string {
  const suffix = unit ? ` ${unit}` : '';
  const median = `${rounded(spread.median)}${suffix}`;
  if (spread.runs.length < 2 || rounded(spread.min) === rounded(spread.max)) return median;
  return `${median} [${rounded(spread.min)}-${rounded(spread.max)}]`;
}
