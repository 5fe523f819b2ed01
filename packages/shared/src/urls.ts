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
