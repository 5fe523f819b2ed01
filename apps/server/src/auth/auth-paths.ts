import { NotFoundError } from '../errors.js';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * Auth endpoints are plain words: `/api/auth/sign-in/email`, `/api/auth/callback/google`,
 * `/api/auth/reset-password/<token>`. Fastify hands every path under /api/auth to one route
 * and the auth library resolves dot segments and percent-escapes itself, so a path such as
 * `/api/auth/./sign-in/email` or `/api/auth/%2e/sign-in/email` would reach sign-in under
 * another name and step around its limits. Only the one spelling is answered.
 */
const CANONICAL_AUTH_PATH = /^\/api\/auth(?:\/[A-Za-z0-9_-]+)+$/;

/** The path of an auth request as the limits compare it; 404 for any other spelling. */
export function canonicalAuthPath(rawUrl: string): string {
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  if (!CANONICAL_AUTH_PATH.test(path)) throw new NotFoundError('No such authentication endpoint', 'ROUTE_NOT_FOUND');
  // The library's router may not care about case; the limits never do.
  return path.toLowerCase();
}
