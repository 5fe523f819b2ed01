/**
 * Who may create an account on this server. `open`: anyone; `invite`: only someone holding a
 * hearth invitation or an admin's invitation link; `closed`: nobody. The first account of a
 * new server, and accounts named by ADMIN_EMAILS, may always be created.
 */
export const SIGN_UP_POLICIES = ['open', 'invite', 'closed'] as const;
export type SignUpPolicy = (typeof SIGN_UP_POLICIES)[number];

/**
 * The cookie that carries an invitation (a hearth's or an admin's) from the Register screen
 * to the server, so the policy can let its holder in on every way of signing up, single
 * sign-on's return included, which no request body accompanies.
 */
export const INVITE_COOKIE = 'hearth_invite';
/** How long the Register screen keeps an invitation in that cookie, in seconds. */
export const INVITE_COOKIE_MAX_AGE_S = 60 * 60;

/** The provider id of the household's OpenID Connect provider in the auth library. */
export const OIDC_PROVIDER_ID = 'oidc';

/** GET /api/sign-in-options: which doors the sign-in and register screens show. Public, no secrets. */
export interface SignInOptions {
  /** E-mail and password (off when PASSWORD_SIGN_IN=false). */
  password: boolean;
  google: boolean;
  /** Single sign-on's button label, or null when it is not set up. */
  sso: { name: string } | null;
  signUp: SignUpPolicy;
}

export function isSignUpPolicy(value: unknown): value is SignUpPolicy {
  return typeof value === 'string' && (SIGN_UP_POLICIES as readonly string[]).includes(value);
}
