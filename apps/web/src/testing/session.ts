/**
 * What GET /auth/get-session answers for Ada, signed in, with the account's choices given
 * (theme, units); a choice not given is left out, as for an account that never chose.
 */
export function sessionAnswer(choices: Record<string, string> = {}) {
  return {
    body: {
      session: { id: 's', expiresAt: '2030-01-01' },
      user: { id: 'u', email: 'ada@example.com', name: 'Ada', theme: 'system', ...choices, emailVerified: true },
    },
  };
}

/** A server error, as any route answers one. */
export const SERVER_ERROR = { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } };
