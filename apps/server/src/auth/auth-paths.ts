import { NotFoundError, UnsupportedMediaTypeError } from '../errors.js';

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

type Method = 'GET' | 'POST';

/** Auth endpoints after which some of the caller's sessions may no longer exist. */
export const SESSION_ENDING_AUTH_PATHS: ReadonlySet<string> = new Set(
  ['sign-out', 'revoke-other-sessions', 'change-password'].map((path) => `${AUTH_BASE_PATH}/${path}`),
);

/**
 * The auth library's endpoints this app uses, by path under /api/auth (lower case) and
 * method; a `:name` segment stands for any one word. Every other endpoint the library or a
 * plugin would serve (verify-password, delete-user, revoke-session, list-sessions, ...)
 * answers 404 before the library sees it: an endpoint nobody here calls is a way around the
 * limits nobody here tests. To use another one (a plugin's sign-in, its admin routes), add
 * its line here, and count its password checks in auth-attempts.ts if it makes any.
 */
export const AUTH_ENDPOINTS_IN_USE: Readonly<Record<string, readonly Method[]>> = {
  'get-session': ['GET'],
  'sign-up/email': ['POST'],
  'sign-in/email': ['POST'],
  'sign-out': ['POST'],
  'update-user': ['POST'],
  'change-password': ['POST'],
  'revoke-other-sessions': ['POST'],
  // The link in the confirmation mail.
  'verify-email': ['GET'],
  // An admin's password-reset mail: its link, then the new password the reset page sends.
  'reset-password/:token': ['GET'],
  'reset-password': ['POST'],
  // Google: the redirect out, the way back (a form post for some response modes), its error page.
  'sign-in/social': ['POST'],
  'callback/:provider': ['GET', 'POST'],
  error: ['GET'],
};

const ENDPOINT_PATTERNS = Object.entries(AUTH_ENDPOINTS_IN_USE).map(([path, methods]) => ({
  pattern: new RegExp(`^${AUTH_BASE_PATH}/${path.replace(/:[a-z]+/g, '[a-z0-9_-]+')}$`),
  methods,
}));

/** Answers 404 for an auth endpoint the app does not use (`path` as canonicalAuthPath answers it). */
export function assertAuthEndpointInUse(method: string, path: string): void {
  const known = ENDPOINT_PATTERNS.some(({ pattern, methods }) => pattern.test(path) && methods.includes(method as Method));
  if (!known) throw new NotFoundError('No such authentication endpoint', 'ROUTE_NOT_FOUND');
}

const AUTH_BODY_TYPE = /^(application\/([a-z0-9.+-]*\+)?json|application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The auth endpoints read JSON and forms only; any other body is refused before anything else. */
export function assertAuthBodyType(method: string, contentType: string | undefined, hasBody: boolean): void {
  if (method !== 'POST' || !hasBody || !contentType) return;
  if (!AUTH_BODY_TYPE.test(contentType)) {
    throw new UnsupportedMediaTypeError(
      'The Content-Type must be application/json or a form (urlencoded or multipart).',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  }
}
