import type { Kysely } from 'kysely';
import { INVITE_COOKIE } from '@hearth/shared/sign-in-rules';
import type { Config } from '../config.js';
import type { DatabaseSchema } from '../db/schema.js';
import { hashInviteToken } from '../lib/invite-tokens.js';
import { hasAnyAccount } from '../modules/admin/index.js';
import { isLiveSignUpInvitation } from '../modules/admin/index.js';
import { currentSignUpPolicy } from '../modules/admin/index.js';
import { findInvite } from '../modules/hearths/index.js';

type Db = Kysely<DatabaseSchema>;

export interface SignUpRefusal {
  code: 'SIGN_UP_CLOSED' | 'SIGN_UP_INVITE_ONLY';
  message: string;
}

const CLOSED: SignUpRefusal = {
  code: 'SIGN_UP_CLOSED',
  message: 'This server is not taking new accounts. Ask the person who runs it.',
};

const INVITE_ONLY: SignUpRefusal = {
  code: 'SIGN_UP_INVITE_ONLY',
  message: 'New accounts on this server need an invitation link. Ask someone here to send you one.',
};

/** The invitation token the Register screen put in its cookie, if any. */
export function invitationFromCookies(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== INVITE_COOKIE) continue;
    try {
      const token = decodeURIComponent(value.join('='));
      return token && token.length <= 200 ? token : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A hearth invitation or an admin's sign-up invitation that has not expired. */
async function isUsableInvitation(db: Db, token: string): Promise<boolean> {
  const hash = hashInviteToken(token);
  const now = new Date().toISOString();
  if (await isLiveSignUpInvitation(db, hash, now)) return true;
  const hearthInvite = await findInvite(db, hash);
  return hearthInvite !== undefined && hearthInvite.expiresAt > now;
}

/**
 * Why a new account for `email` may not be created now, or null when it may. The sign-up
 * policy (the admin screen's choice, else SIGN_UP) decides, except that the first account of a
 * new server, which becomes its admin, and the accounts ADMIN_EMAILS names are always let in.
 * Asked for every way an account comes to be: the sign-up form and single sign-on alike.
 */
export async function signUpRefusal(
  db: Db,
  config: Pick<Config, 'signUp' | 'adminEmails'>,
  request: { email: string | undefined; invitation: string | undefined },
): Promise<SignUpRefusal | null> {
  const policy = await currentSignUpPolicy(db, config.signUp);
  if (policy === 'open') return null;
  if (request.email && config.adminEmails.includes(request.email.trim().toLowerCase())) return null;
  if (!(await hasAnyAccount(db))) return null;
  if (policy === 'closed') return CLOSED;
  return request.invitation && (await isUsableInvitation(db, request.invitation)) ? null : INVITE_ONLY;
}
