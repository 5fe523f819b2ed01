import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../errors.js';

interface SignInLimits {
  perIp: number;
  perEmail: number;
  windowMs: number;
}

function emailOf(body: unknown): string | undefined {
  if (!Buffer.isBuffer(body)) return undefined;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { email?: unknown };
    return typeof parsed.email === 'string' ? parsed.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Counts sign-in attempts per client address and per e-mail address; either running out
 * answers 429. The e-mail count stops password guessing against one account from many
 * addresses; the address count stops one client trying many accounts.
 */
export function createSignInLimiter({ perIp, perEmail, windowMs }: SignInLimits) {
  const duration = Math.ceil(windowMs / 1000);
  const byIp = new RateLimiterMemory({ keyPrefix: 'sign-in-ip', points: perIp, duration });
  const byEmail = new RateLimiterMemory({ keyPrefix: 'sign-in-email', points: perEmail, duration });

  return async function limitSignIn(request: FastifyRequest, reply: FastifyReply) {
    const email = emailOf(request.body);
    const attempts = [byIp.consume(request.ip), ...(email ? [byEmail.consume(email)] : [])];
    const outcomes = await Promise.allSettled(attempts);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    if (!refused) return;
    if (!(refused.reason instanceof RateLimiterRes)) throw refused.reason;
    reply.header('retry-after', Math.ceil(refused.reason.msBeforeNext / 1000));
    throw new TooManyRequestsError('Too many sign-in attempts. Please wait a few minutes and try again.');
  };
}
