import { createHash, randomBytes } from 'node:crypto';

/** A new link token (hearth invitations, sign-up invitations) and the public id that names it. */
export function newInviteToken(): { token: string; id: string } {
  return { token: randomBytes(24).toString('base64url'), id: randomBytes(12).toString('hex') };
}

/** Only a token's hash is stored, so a copy of the database lets nobody in. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
