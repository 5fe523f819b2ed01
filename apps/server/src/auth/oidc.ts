import type { OAuth2Tokens } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { OIDC_PROVIDER_ID } from '@hearth/shared/sign-in-rules';
import type { OidcConfig } from '../config.js';

/** How long the provider may take to answer its discovery document or userinfo. */
const PROVIDER_TIMEOUT_MS = 10_000;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The claims of a JWT, read without checking it: only called on an ID token the library verified. */
function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `groups` claim as a list, whether the provider sends a list or one name. */
export function groupsOf(profile: Record<string, unknown> | undefined): string[] {
  const groups = profile?.groups;
  if (Array.isArray(groups)) return groups.filter((group): group is string => typeof group === 'string');
  return typeof groups === 'string' ? [groups] : [];
}

/** Reads the provider's userinfo endpoint from its discovery document, once per process. */
function userInfoEndpoint(issuerUrl: string) {
  let endpoint: Promise<string | undefined> | undefined;
  return () => {
    endpoint ??= fetch(`${withoutTrailingSlash(issuerUrl)}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    })
      .then(async (response) => (response.ok ? ((await response.json()) as { userinfo_endpoint?: unknown }) : {}))
      .then((document) => (typeof document.userinfo_endpoint === 'string' ? document.userinfo_endpoint : undefined))
      .catch(() => {
        endpoint = undefined;
        return undefined;
      });
    return endpoint;
  };
}

async function fetchUserInfo(url: string | undefined, accessToken: string | undefined): Promise<Record<string, unknown>> {
  if (!url || !accessToken) return {};
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) return {};
  const body: unknown = await response.json().catch(() => ({}));
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/**
 * The household's OpenID Connect provider through the auth library's generic OAuth plugin:
 * endpoints and signing keys from the issuer's discovery document, PKCE, and a state and a
 * nonce the library checks on the way back (it also refuses a callback whose `iss` names
 * another issuer). On top of that, the verified ID token must come from the issuer this
 * server was configured with, and the person's e-mail, name and groups are read from the ID
 * token and the userinfo endpoint together, since providers split them differently.
 */
export function oidcPlugin(oidc: OidcConfig, log: FastifyBaseLogger) {
  const issuer = withoutTrailingSlash(oidc.issuerUrl);
  const userInfoUrl = userInfoEndpoint(oidc.issuerUrl);

  async function getUserInfo(tokens: OAuth2Tokens) {
    // Only an OpenID Connect answer with an ID token (verified by the library) names a person.
    const claims = tokens.idToken ? jwtClaims(tokens.idToken) : null;
    if (!claims || typeof claims.sub !== 'string') return null;
    if (typeof claims.iss !== 'string' || withoutTrailingSlash(claims.iss) !== issuer) {
      log.warn({ expected: issuer, received: claims.iss }, 'single sign-on: an ID token from another issuer was refused');
      return null;
    }
    const userInfo = await fetchUserInfo(await userInfoUrl(), tokens.accessToken).catch(() => ({}));
    const profile: Record<string, unknown> = { ...userInfo, ...claims };
    const email = typeof profile.email === 'string' ? profile.email : undefined;
    const name = [profile.name, profile.preferred_username, email].find(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    return {
      id: claims.sub,
      sub: claims.sub,
      email,
      emailVerified: profile.email_verified === true || profile.email_verified === 'true',
      name,
      image: typeof profile.picture === 'string' ? profile.picture : undefined,
      username: name,
      groups: [...new Set([...groupsOf(userInfo), ...groupsOf(claims)])],
    };
  }

  return genericOAuth({
    config: [
      {
        providerId: OIDC_PROVIDER_ID,
        name: oidc.providerName,
        discoveryUrl: `${issuer}/.well-known/openid-configuration`,
        // Never fall back to unverified ID tokens when discovery gives no keys.
        requireIdTokenVerification: true,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        scopes: ['openid', 'email', 'profile', ...(oidc.adminGroup ? ['groups'] : [])],
        pkce: true,
        getUserInfo,
        // The display name a new account starts with; the person may change it in their profile.
        mapProfileToUser: (profile) => ({ username: typeof profile.username === 'string' ? profile.username : undefined }),
      },
    ],
  });
}
