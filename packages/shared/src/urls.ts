import { z } from 'zod';

export const URL_MAX_LENGTH = 2048;

/** True for absolute http: and https: URLs, the only schemes we ever turn into links or fetch. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * An optional link typed by a person: empty, or an absolute http(s) URL.
 * Anything else (javascript:, data:, relative paths) is refused rather than silently dropped.
 */
export const optionalHttpUrl = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH, `Must be at most ${URL_MAX_LENGTH} characters`)
  .refine((value) => value === '' || isHttpUrl(value), 'Must be an http:// or https:// URL');
