import type { Limits } from '../plugins/rate-limits.js';
import { AUTH_BASE_PATH } from './auth-paths.js';

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * The e-mail address in a sign-in body, read the way the auth library reads bodies: JSON,
 * an urlencoded form or a multipart form. Whatever else arrives, the library refuses too.
 */
async function emailOf(request: Request): Promise<string | undefined> {
  const contentType = request.headers.get('content-type') ?? '';
  let email: unknown;
  try {
    if (JSON_TYPE.test(contentType)) {
      email = ((await request.clone().json()) as { email?: unknown } | null)?.email;
    } else if (/application\/x-www-form-urlencoded|multipart\/form-data/i.test(contentType)) {
      email = (await request.clone().formData()).get('email');
    }
  } catch {
    return undefined;
  }
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/**
 * Counts an attempt at an auth endpoint that guesses or creates: sign-in per client address
 * and per e-mail address (either running out answers 429), sign-up per client address.
 * `path` is the canonical path (auth-paths.ts), so no other spelling escapes the count.
 */
export async function countAuthAttempt(limits: Limits, path: string, clientIp: string, request: Request): Promise<void> {
  if (request.method !== 'POST') return;
  if (path === `${AUTH_BASE_PATH}/sign-up/email`) {
    await limits.signUpPerIp.take(clientIp);
    return;
  }
  if (path !== `${AUTH_BASE_PATH}/sign-in/email`) return;
  const email = await emailOf(request);
  const outcomes = await Promise.allSettled([
    limits.signInPerIp.take(clientIp),
    ...(email ? [limits.signInPerEmail.take(email)] : []),
  ]);
  const refused = outcomes.find((outcome) => outcome.status === 'rejected');
  if (refused) throw refused.reason;
}
