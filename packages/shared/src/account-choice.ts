/**
 * A setting kept on the account as one of a few words (the theme, the units). It is read
 * leniently: a word stored by an older version, or sent by anyone, falls back to the default.
 * No zod here, so the session every screen reads stays light.
 */
export interface AccountChoice<T extends string> {
  is: (value: unknown) => value is T;
  /** The stored or received value, or the default for anything unknown. */
  parse: (value: unknown) => T;
}

export function accountChoice<T extends string>(choices: readonly T[], fallback: T): AccountChoice<T> {
  const is = (value: unknown): value is T => (choices as readonly unknown[]).includes(value);
  return { is, parse: (value) => (is(value) ? value : fallback) };
}
