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

/** What GET /config/services answers on a server with Instacart (and Google) set up or not. */
export function servicesAnswer({ instacart = true, google = false }: { instacart?: boolean; google?: boolean } = {}) {
  return {
    body: {
      googleSignIn: { configured: google },
      email: { configured: false, confirmationRequired: false },
      instacart: { configured: instacart },
      photoRecognition: { configured: true, engine: 'built-in-ocr' },
    },
  };
}
