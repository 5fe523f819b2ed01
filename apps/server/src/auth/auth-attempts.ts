import { ValidationError } from '../errors.js';
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

const FORM_TYPE = /application\/x-www-form-urlencoded|multipart\/form-data/i;

/**
 * A form that names a field twice ("email=decoy&email=victim") is refused: we would count
 * one value and the auth library act on another. (A JSON body has one value per name.)
 */
async function refuseRepeatedFields(request: Request): Promise<void> {
  if (!FORM_TYPE.test(request.headers.get('content-type') ?? '')) return;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return;
  }
  const names: string[] = [];
  form.forEach((_value, name) => names.push(name));
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) {
    throw new ValidationError(`The field "${repeated.slice(0, 40)}" is sent more than once.`, 'REPEATED_FIELD');
  }
}

/**
 * Counts an attempt at an auth endpoint that guesses or creates: sign-in per client address
 * and per e-mail address (either running out answers 429), sign-up per client address, and a
 * password change per client address and per account, since its current-password check is a
 * guess too (it shares the account's sign-in budget). `path` is the canonical path
 * (auth-paths.ts), so no other spelling escapes the count. `sessionEmail` reads the caller's
 * account, only asked for a password change.
 */
export async function countAuthAttempt(
  limits: Limits,
  path: string,
  clientIp: string,
  request: Request,
  sessionEmail: () => Promise<string | undefined>,
): Promise<void> {
  if (request.method !== 'POST') return;
  await refuseRepeatedFields(request);
  if (path === `${AUTH_BASE_PATH}/sign-up/email`) {
    await limits.signUpPerIp.take(clientIp);
    return;
  }
  const guessesFor =
    path === `${AUTH_BASE_PATH}/sign-in/email` ? emailOf : path === `${AUTH_BASE_PATH}/change-password` ? sessionEmail : undefined;
  if (!guessesFor) return;
  await countPasswordGuess(limits, clientIp, await guessesFor(request));
}

/** One password guess against an account (when known) from a client address. */
export async function countPasswordGuess(limits: Limits, clientIp: string, email: string | undefined): Promise<void> {
  const outcomes = await Promise.allSettled([
    limits.signInPerIp.take(clientIp),
    ...(email ? [limits.signInPerEmail.take(email.trim().toLowerCase())] : []),
  ]);
  const refused = outcomes.find((outcome) => outcome.status === 'rejected');
  if (refused) throw refused.reason;
}
