import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A feed token: 32 bytes of HMAC-SHA256, written base64url (43 characters). */
export const CALENDAR_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Calendar addresses are derived, not stored (decision 0023): a token is an HMAC, under a key
 * derived from the server's secret, of the cook, the feed and the cook's current nonce. The
 * database keeps only the nonce and each token's SHA-256, so Settings can show an address
 * again while a copy of the database alone opens no calendar. A new nonce ends every old
 * address at once.
 */
export class CalendarTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('the-hearth calendar feeds').digest();
  }

  static freshNonce(): string {
    return randomBytes(16).toString('base64url');
  }

  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  tokenFor(userId: string, hearthId: number | null, nonce: string): string {
    return createHmac('sha256', this.key)
      .update(`${userId}\n${hearthId ?? 'personal'}\n${nonce}`)
      .digest('base64url');
  }
}
