import { APIError } from 'better-auth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FRESH_SIGN_IN_MINUTES } from '@hearth/shared/account';
import { countPasswordGuess } from '../../auth/auth-attempts.js';
import { headersProving } from '../../auth/credentials.js';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../errors.js';
import { hasPassword } from './users.repository.js';

/**
 * A stolen session must not be enough to delete an account: whoever asks proves they are the
 * person, with the password, or, for an account that signs in with Google only, with a
 * sign-in in the last few minutes.
 */
export async function confirmDeletion(app: FastifyInstance, request: FastifyRequest, password: string | undefined): Promise<void> {
  const credential = app.credentialOf(request);
  if (!credential) throw new UnauthorizedError();
  const headers = headersProving(credential);

  if (await hasPassword(app.db, request.user.id)) {
    if (!password) throw new ValidationError('Enter your password to delete your account.', 'PASSWORD_REQUIRED');
    // A password check is a guess like a sign-in: it spends the same budget.
    await countPasswordGuess(app.limits, request.ip, request.user.email);
    try {
      await app.auth.api.verifyPassword({ body: { password }, headers });
    } catch (error) {
      if (error instanceof APIError && error.statusCode < 500) {
        throw new ForbiddenError('That password is not right, so nothing was deleted.', 'WRONG_PASSWORD');
      }
      throw error;
    }
    return;
  }

  const session = await app.auth.api.getSession({ headers });
  const signedInAt = session ? new Date(session.session.createdAt).getTime() : 0;
  if (Date.now() - signedInAt > FRESH_SIGN_IN_MINUTES * 60_000) {
    throw new ForbiddenError(
      `For your safety, sign out and sign in again, then delete the account within ${FRESH_SIGN_IN_MINUTES} minutes.`,
      'SIGN_IN_AGAIN',
    );
  }
}
