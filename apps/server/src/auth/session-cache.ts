import type { SessionUser } from './auth.plugin.js';

/** How long a checked session is remembered before the auth library checks it in full again. */
export const SESSION_CACHE_TTL_MS = 15_000;
const MAX_ENTRIES = 10_000;

export interface RememberedSession {
  user: SessionUser;
  /** The session's row in the database, looked up on every use (see auth/sessions.repository.ts). */
  sessionToken: string;
  /** When the user row last changed (ms since epoch): a profile edit makes the entry stale. */
  userChangedAt: number;
}

/**
 * Sessions this process checked in the last few seconds, keyed by the credential that proved
 * each one (auth/credentials.ts). A remembered session still costs one small query per request:
 * its row must exist and its user must be unchanged, so a sign-out, revocation or account
 * deletion on any process sharing the database ends it everywhere at once
 * (docs/decisions/0013-session-cache.md). What it saves is the auth library's full check.
 */
export class SessionCache {
  private readonly entries = new Map<string, RememberedSession & { until: number }>();

  get(key: string, now = Date.now()): RememberedSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, session: RememberedSession, sessionExpiresAt: Date, now = Date.now()) {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...session, until: Math.min(now + SESSION_CACHE_TTL_MS, sessionExpiresAt.getTime()) });
  }

  delete(key: string) {
    this.entries.delete(key);
  }
}
