import { INVITE_COOKIE, INVITE_COOKIE_MAX_AGE_S } from '@hearth/shared/sign-in-rules';

/**
 * The invitation a newcomer arrived with: an admin's link (`/register?invite=...`), or a
 * hearth's (`/join/{token}`, passed on as the `from` address by the sign-in screen).
 */
export function invitationFrom(search: URLSearchParams): string | null {
  const invite = search.get('invite');
  if (invite) return invite;
  const joining = /^\/join\/([\w-]+)$/.exec(search.get('from') ?? '');
  return joining?.[1] ?? null;
}

/**
 * Hands the invitation to the server in a cookie for the next hour: it must reach the sign-up
 * on every way in, single sign-on's return included, which carries no body.
 */
export function rememberInvitation(token: string) {
  document.cookie = `${INVITE_COOKIE}=${encodeURIComponent(token)}; Path=/api/auth; Max-Age=${INVITE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
