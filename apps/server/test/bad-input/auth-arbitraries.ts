import fc from 'fast-check';
import { STORABLE_STRINGS, TRICKY_STRINGS, mutated } from './json-schema-arbitrary.js';
import { bodyArbitrary, type FuzzRequest } from './request-arbitrary.js';

export interface KnownAccount {
  email: string;
  password: string;
}

function authBodies(record: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: record.map((value) => JSON.stringify(value)), weight: 4 },
    { arbitrary: record.chain(mutated).map((value) => JSON.stringify(value) ?? 'null'), weight: 4 },
    { arbitrary: bodyArbitrary(undefined, { ids: [] }), weight: 1 },
  );
}

/**
 * The auth library's bodies have no zod schema of ours to derive from (its own validation
 * runs inside it), so these are written by hand: the fields each endpoint reads, with the
 * signed-in account's real e-mail and password among the candidates so some attempts succeed.
 */
export function authRequests(
  account: KnownAccount,
  headers: Record<string, string>,
): Array<{ name: string; arbitrary: fc.Arbitrary<FuzzRequest> }> {
  // Mostly what a person would type, so that many attempts succeed and store something.
  const text = fc.oneof(
    { arbitrary: fc.string({ minLength: 1, maxLength: 40 }), weight: 2 },
    { arbitrary: fc.constantFrom(...STORABLE_STRINGS), weight: 2 },
    { arbitrary: fc.constantFrom(...TRICKY_STRINGS), weight: 1 },
  );
  const email = fc.oneof(
    {
      arbitrary: fc
        .tuple(fc.stringMatching(/^[a-z0-9._+-]{1,20}$/), fc.constantFrom('example.com', 'mail.example.org'))
        .map(([local, domain]) => `${local}@${domain}`),
      weight: 4,
    },
    { arbitrary: fc.emailAddress({ size: 'small' }), weight: 1 },
    { arbitrary: fc.constantFrom(account.email, account.email.toUpperCase(), ` ${account.email} `), weight: 1 },
    { arbitrary: text, weight: 1 },
  );
  const password = fc.oneof(
    { arbitrary: fc.string({ minLength: 6, maxLength: 128 }), weight: 3 },
    { arbitrary: fc.constantFrom(account.password, '', '12345', 'x'.repeat(129)), weight: 1 },
    { arbitrary: text, weight: 1 },
  );
  const url = fc.oneof(fc.webUrl(), fc.constantFrom('', '/dashboard', '//evil.example'), text);
  const post = (path: string, record: fc.Arbitrary<Record<string, unknown>>) =>
    authBodies(record).map((payload) => ({
      method: 'POST',
      url: path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    }));

  return [
    {
      name: 'POST /api/auth/sign-up/email',
      arbitrary: post(
        '/api/auth/sign-up/email',
        fc.record(
          { email, password, username: text, name: text, image: url, callbackURL: url },
          { requiredKeys: ['email', 'password', 'username', 'name'] },
        ),
      ),
    },
    {
      name: 'POST /api/auth/sign-in/email',
      arbitrary: post(
        '/api/auth/sign-in/email',
        fc.record({ email, password, callbackURL: url, rememberMe: fc.jsonValue() }, { requiredKeys: ['email', 'password'] }),
      ),
    },
    {
      name: 'POST /api/auth/update-user',
      arbitrary: post(
        '/api/auth/update-user',
        fc.record(
          {
            username: text,
            name: text,
            image: url,
            theme: fc.oneof(fc.constantFrom('light', 'dark', 'system'), text),
            units: fc.oneof(fc.constantFrom('as-written', 'us', 'metric'), text),
          },
          { requiredKeys: [] },
        ),
      ),
    },
  ];
}
