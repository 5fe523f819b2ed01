import { APIError } from 'better-auth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { headersProving } from '../../auth/credentials.js';
import { AppError, UnauthorizedError } from '../../errors.js';

/**
 * Calls one of the auth library's endpoints as the signed-in admin making the request, so the
 * library's own permission check (its admin plugin's roles) applies on top of ours, and turns
 * its refusals into our error answers.
 */
export async function asAdmin<T>(app: FastifyInstance, request: FastifyRequest, call: (headers: Headers) => Promise<T>): Promise<T> {
  const credential = app.credentialOf(request);
  if (!credential) throw new UnauthorizedError();
  try {
    return await call(headersProving(credential));
  } catch (error) {
    if (error instanceof APIError) {
      const body = (error.body ?? {}) as { code?: string; message?: string };
      throw new AppError(error.statusCode, body.code ?? 'AUTH_ERROR', body.message ?? error.message);
    }
    throw error;
  }
}
