import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './auth.plugin.js';

/** How long a checked session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 15_000;
const MAX_ENTRIES = 10_000;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** Auth endpoints after which a cached session may be wrong: it ended, or its user changed. */
const SESSION_CHANGING_PATHS = new Set([
  '/api/auth/sign-out',
  '/api/auth/revoke-session',
  '/api/auth/revoke-sessions',
  '/api/auth/revoke-other-sessions',
  '/api/auth/change-password',
  '/api/auth/change-email',
  '/api/auth/update-user',
  '/api/auth/delete-user',
  '/api/auth/reset-password',
  '/api/auth/update-session',
]);

/**
 * The sessions this process checked in the last few seconds, keyed by exactly what the client
 * sent (the signed session cookie, or the bearer token). A request presenting the same
 * credential within the window skips the auth library's two queries (docs/decisions/0013).
 *
 * Any sign-out, revocation, password change or account change in this process empties it at
 * once; another process sharing the database stops trusting a revoked session within
 * SESSION_CACHE_TTL_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();

  /** The credential a request presents, or undefined when it presents none. */
  static credentialOf(request: FastifyRequest): string | undefined {
    const bearer = request.headers.authorization;
    if (bearer) return `bearer:${bearer}`;
    const cookie = request.headers.cookie?.match(SESSION_COOKIE)?.[1];
    return cookie ? `cookie:${cookie}` : undefined;
  }

  static changesSessions(path: string): boolean {
    return SESSION_CHANGING_PATHS.has(path);
  }

  get(credential: string, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(credential);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(credential);
      return undefined;
    }
    return entry.user;
  }

  set(credential: string, user: SessionUser, sessionExpiresAt: Date, now = Date.now()) {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(credential, { user, until: Math.min(now + SESSION_CACHE_TTL_MS, sessionExpiresAt.getTime()) });
  }

  clear() {
    this.entries.clear();
  }
}
