import { betterAuth } from 'better-auth';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@hearth/shared/api-error';
import { UnauthorizedError } from '../errors.js';
import { type AuthOptions, CLIENT_IP_HEADER } from './auth-options.js';
import { SessionCache } from './session-cache.js';
import { createSignInLimiter } from './sign-in-limiter.js';

export type Auth = ReturnType<typeof betterAuth<AuthOptions>>;

/** The signed-in user as the API's routes see them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  username: string | null;
  image: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** preHandler: answers 401 unless the request carries a live session (cookie or bearer). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Drops every session remembered by `authenticate`; call it after ending sessions outside the auth routes. */
    forgetSessions: () => void;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; only read it in routes that use that hook. */
    user: SessionUser;
  }
}

interface AuthPluginOptions {
  options: AuthOptions;
}

/** Answers the Fetch Response of the auth library through Fastify, cookies included. */
async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  // The library answers unknown auth paths with an empty 404; give it our error shape.
  if (!body.length && response.status === 404) {
    const error: ApiErrorBody = { code: 'ROUTE_NOT_FOUND', message: 'No such authentication endpoint' };
    return reply.header('content-type', 'application/json').send(error);
  }
  return reply.send(body.length ? body : null);
}

async function authPlugin(app: FastifyInstance, { options }: AuthPluginOptions) {
  const auth = betterAuth(options);
  app.decorate('auth', auth);
  app.decorateRequest('user', null as unknown as SessionUser);

  const sessions = new SessionCache();
  app.decorate('forgetSessions', () => sessions.clear());

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const credential = SessionCache.credentialOf(request);
    if (!credential) throw new UnauthorizedError();
    const cached = sessions.get(credential);
    if (cached) {
      request.user = cached;
      return;
    }
    const { response: session, headers } = await auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    // The library slides the session's expiry forward now and then; pass the fresh cookie on.
    const refreshed = headers.getSetCookie();
    if (refreshed.length) reply.header('set-cookie', refreshed);
    if (!session) throw new UnauthorizedError();
    const { id, email, name, image } = session.user;
    request.user = { id, email, name, image: image ?? null, username: session.user.username ?? null };
    sessions.set(credential, request.user, new Date(session.session.expiresAt));
  });

  await app.register(async (scope) => {
    // The auth library parses its own bodies (JSON and forms), so hand it the raw bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const limitSignIn = createSignInLimiter(app.config.signInLimits);

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, app.config.publicUrl);
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const body = request.body as Buffer | undefined;
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body?.length;
      const response = await auth.handler(
        new Request(url, { method: request.method, headers, body: hasBody ? new Uint8Array(body) : undefined }),
      );
      if (request.method === 'POST' && SessionCache.changesSessions(url.pathname)) sessions.clear();
      return sendFetchResponse(reply, response);
    };

    scope.post('/api/auth/sign-in/email', { preHandler: limitSignIn, schema: { hide: true } }, handler);
    scope.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: { hide: true }, handler });
  });
}

export default fp(authPlugin, { name: 'auth' });
