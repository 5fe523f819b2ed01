import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../errors.js';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_MESSAGE =
  'This request came from another site or address and was refused. Open The Hearth at its own address, or set PUBLIC_URL to the address you use and restart the server.';

/** Our routes, matched by their pattern; better-auth checks the origin of its own. */
function isOurApiRoute(pattern: string | undefined): boolean {
  if (!pattern?.startsWith('/api/')) return false;
  return !pattern.startsWith('/api/auth/');
}

function sendsBearerToken(request: FastifyRequest): boolean {
  return /^bearer\s/i.test(request.headers.authorization ?? '');
}

/**
 * Refuses a state-changing API request that carries our session cookie but was sent by a
 * page of another origin. SameSite=Lax keeps the cookie off requests from other sites, but
 * not from other origins of the same site (a sibling subdomain, another port on the host),
 * and not in every browser; the Origin header and Fetch Metadata name the sender.
 *
 * Allowed: requests without an Origin (curl, scripts, API clients: browsers always send one
 * with POST, PUT, PATCH and DELETE) and bearer-token requests (a page of another origin cannot
 * add an Authorization header without a CORS preflight, which this server never grants).
 */
async function sameOrigin(app: FastifyInstance) {
  const trusted = new Set(app.config.trustedOrigins);

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    if (!isOurApiRoute(request.routeOptions.url)) return;
    if (sendsBearerToken(request) || !request.headers.cookie) return;

    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    const foreignOrigin = origin !== undefined && !trusted.has(origin);
    if (crossSite || foreignOrigin) {
      request.log.warn({ origin, secFetchSite: request.headers['sec-fetch-site'] }, 'refused a cross-origin request');
      throw new ForbiddenError(CROSS_ORIGIN_MESSAGE, 'CROSS_ORIGIN_REQUEST');
    }
  });
}

export default fp(sameOrigin, { name: 'same-origin' });
