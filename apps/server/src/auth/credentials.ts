import type { IncomingHttpHeaders } from 'node:http';

/**
 * What a request offers as proof of a session: a bearer token (API clients) or the session
 * cookie (the web app). Exactly one is ever used: a request with an `Authorization: Bearer`
 * header is judged by that token alone and never falls back to its cookies, and any other
 * Authorization scheme (a reverse proxy's Basic credentials, say) is not ours and is ignored.
 */
export type Credential = { kind: 'bearer'; token: string } | { kind: 'cookie'; name: string; value: string };

const BEARER = /^bearer\s+(\S+)\s*$/i;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

/** `sessionCookieName` is the name the auth library gives the cookie (with `__Secure-` on https). */
export function credentialOf(headers: IncomingHttpHeaders, sessionCookieName: string): Credential | undefined {
  const authorization = headers.authorization;
  if (authorization && /^bearer(\s|$)/i.test(authorization)) {
    const token = BEARER.exec(authorization)?.[1];
    // A Bearer header without a usable token proves nothing, whatever cookies come with it.
    return token ? { kind: 'bearer', token } : undefined;
  }
  const value = cookieValue(headers.cookie, sessionCookieName);
  return value ? { kind: 'cookie', name: sessionCookieName, value } : undefined;
}

/** The credential as a cache key: a session is only ever remembered under what proved it. */
export function credentialKey(credential: Credential): string {
  return credential.kind === 'bearer' ? `bearer:${credential.token}` : `cookie:${credential.value}`;
}

/** Request headers carrying this credential and nothing else, for the auth library to check. */
export function headersProving(credential: Credential): Headers {
  return credential.kind === 'bearer'
    ? new Headers({ authorization: `Bearer ${credential.token}` })
    : new Headers({ cookie: `${credential.name}=${credential.value}` });
}
