import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Public link tokens, derived as calendar addresses are (decision 0023): an HMAC, under a key
 * derived from the server's secret, of the dish and the link's random nonce. 256 bits, written
 * base64url in 43 characters. The database keeps the nonce and the token's SHA-256 only.
 */
export class ShareLinkTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('the-hearth public dish links').digest();
  }

  static freshNonce(): string {
    return randomBytes(16).toString('base64url');
  }

  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  tokenFor(dishId: number, nonce: string): string {
    return createHmac('sha256', this.key).update(`${dishId}\n${nonce}`).digest('base64url');
  }
}
