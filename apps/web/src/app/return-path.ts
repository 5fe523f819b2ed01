/**
 * /login?from={path}{search}. The value is encoded so a search of its own survives the trip,
 * but slashes stay readable: /login?from=/profile.
 */
export function loginPathFrom(pathAndSearch: string): string {
  return `/login?from=${encodeURIComponent(pathAndSearch).replace(/%2F/gi, '/')}`;
}

/** Where to go after signing in: `from` when it is a path on this site, else the dashboard. */
export function returnPathAfterSignIn(from: string | null): string {
  // "//evil.example" and "/\evil.example" are other sites to a browser; only plain paths are ours.
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\')) return from;
  return '/dashboard';
}
