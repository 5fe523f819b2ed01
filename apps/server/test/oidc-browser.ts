import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_PUBLIC_URL } from './test-app.js';

/** Cookies as a browser keeps them for one site (names and values; paths do not matter here). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookie: string | string[] | undefined | null) {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface SsoPerson {
  email: string;
  name?: string;
  groups?: string[];
  unverified?: boolean;
}

export interface SsoSignIn {
  /** The authorization request the app sent the browser to. */
  authorizationUrl: URL;
  /** The provider's answer, as the browser brings it back to the app. */
  callbackUrl: URL;
  /** The app's answer to the callback. */
  callback: LightMyRequestResponse;
  /** Where the app sent the browser after the callback. */
  landing: URL;
  /** The app's cookies afterwards (a session cookie when signed in). */
  cookie: string;
}

/**
 * Drives a browser through single sign-on: the app's sign-in button, the provider's sign-in
 * page (real HTTP on loopback), and the return to the app's callback (through inject). The
 * app fetches discovery, keys, tokens and userinfo from the provider itself. `tamper` edits
 * the callback address first, as an attacker in the middle could.
 */
export async function signInWithSso(
  app: FastifyInstance,
  person: SsoPerson,
  options: { appCookies?: string; tamper?: (callback: URL) => void; callbackURL?: string } = {},
): Promise<SsoSignIn> {
  const appJar = new CookieJar();
  if (options.appCookies) appJar.take(options.appCookies.split('; '));
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { cookie: appJar.header(), origin: TEST_PUBLIC_URL },
    payload: { provider: 'oidc', callbackURL: options.callbackURL ?? '/dashboard', errorCallbackURL: '/login' },
  });
  if (start.statusCode !== 200) throw new Error(`sign-in did not start: ${start.statusCode} ${start.body}`);
  appJar.take(start.headers['set-cookie']);
  const authorizationUrl = new URL(start.json<{ url: string }>().url);

  const providerJar = new CookieJar();
  let next = authorizationUrl.href;
  let callbackUrl: URL | undefined;
  for (let hop = 0; hop < 10 && !callbackUrl; hop += 1) {
    let response = await fetch(next, { redirect: 'manual', headers: { cookie: providerJar.header() } });
    providerJar.take(response.headers.getSetCookie());
    if (response.status === 200 && new URL(next).pathname.startsWith('/interaction/')) {
      const form = new URLSearchParams({ email: person.email, name: person.name ?? '', groups: (person.groups ?? []).join(',') });
      if (person.unverified) form.set('unverified', 'on');
      response = await fetch(next, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: providerJar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      providerJar.take(response.headers.getSetCookie());
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} at ${next}: ${await response.text()}`);
    const target = new URL(location, next);
    if (target.origin === TEST_PUBLIC_URL) callbackUrl = target;
    else next = target.href;
  }
  if (!callbackUrl) throw new Error('the provider never sent the browser back');
  options.tamper?.(callbackUrl);

  const callback = await app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { cookie: appJar.header() },
  });
  appJar.take(callback.headers['set-cookie']);
  const landing = new URL(String(callback.headers.location ?? '/'), TEST_PUBLIC_URL);
  return { authorizationUrl, callbackUrl, callback, landing, cookie: appJar.header() };
}
