import { betterAuth } from 'better-auth';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@hearth/shared/api-error';
import { UnauthorizedError } from '../errors.js';
import { countAuthAttempt } from './auth-attempts.js';
import { type AuthOptions, CLIENT_IP_HEADER } from './auth-options.js';
import { SESSION_ENDING_AUTH_PATHS, assertAuthBodyType, assertAuthEndpointInUse, canonicalAuthPath } from './auth-paths.js';
import { explainRefusedOrigin } from './refused-origin.js';
import { type Credential, credentialKey, credentialOf, headersProving } from './credentials.js';
import { authContextStorages, switchOffAuthContextWhenIdle } from './idle-auth-context.js';
import { SessionCache } from './session-cache.js';
import { findSessionState, timestampMs } from './sessions.repository.js';

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
    /** onRequest hook: answers 401 unless the request carries a live session (cookie or bearer). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The credential that proved the request's session; only after `authenticate`. */
    credentialOf: (request: FastifyRequest) => Credential | undefined;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; only read it in routes that use that hook. */
    user: SessionUser;
    /** The stored token of the session that proved the request (for a long stream to re-check it). */
    sessionToken: string;
  }
}

interface AuthPluginOptions {
  options: AuthOptions;
}

/** Answers the Fetch Response of the auth library through Fastify, cookies included. */
async function sendFetchResponse(reply: FastifyReply, response: Response, origin: string | undefined) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    // Fastify counts the body it sends (which may be our own wording of a refusal).
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = explainRefusedOrigin(response.status, Buffer.from(await response.arrayBuffer()), origin);
  // The library answers unknown auth paths with an empty 404; give it our error shape.
  if (!body.length && response.status === 404) {
    const error: ApiErrorBody = { code: 'ROUTE_NOT_FOUND', message: 'No such authentication endpoint' };
    return reply.header('content-type', 'application/json').send(error);
  }
  return reply.send(body.length ? body : null);
}

async function authPlugin(app: FastifyInstance, { options }: AuthPluginOptions) {
  // Every call into the library goes through `auth` (app.auth too), so none escapes the count.
  const auth = switchOffAuthContextWhenIdle(betterAuth(options), await authContextStorages());
  app.decorate('auth', auth);
  // A route that reads the user without the `authenticate` hook fails loudly, not with null.
  const users = new WeakMap<FastifyRequest, SessionUser>();
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = users.get(this);
      if (!user) throw new Error('request.user is read in a route without the authenticate hook');
      return user;
    },
    setter(this: FastifyRequest, user: SessionUser) {
      users.set(this, user);
    },
  });
  app.decorateRequest('sessionToken', '');
  // `__Secure-better-auth.session_token` on https, without the prefix on http.
  const sessionCookieName = (await auth.$context).authCookies.sessionToken.name;
  const credentialOfRequest = (request: FastifyRequest) => credentialOf(request.headers, sessionCookieName);
  app.decorate('credentialOf', credentialOfRequest);

  const sessions = new SessionCache();

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const credential = credentialOfRequest(request);
    if (!credential) throw new UnauthorizedError();
    const key = credentialKey(credential);

    const remembered = sessions.get(key);
    if (remembered) {
      const state = await findSessionState(app.db, remembered.sessionToken);
      if (state?.userChangedAt === remembered.userChangedAt) {
        request.user = remembered.user;
        request.sessionToken = remembered.sessionToken;
        return;
      }
      // Signed out, revoked or deleted on some process, or the profile changed: check in full.
      sessions.delete(key);
    }

    const { response: session, headers } = await auth.api.getSession({ headers: headersProving(credential), returnHeaders: true });
    // The library slides the session's expiry forward now and then; pass the fresh cookie on.
    const refreshed = headers.getSetCookie();
    if (refreshed.length) reply.header('set-cookie', refreshed);
    if (!session) throw new UnauthorizedError();
    const { id, email, name, image } = session.user;
    request.user = { id, email, name, image: image ?? null, username: session.user.username ?? null };
    request.sessionToken = session.session.token;
    sessions.set(
      key,
      { user: request.user, sessionToken: session.session.token, userChangedAt: timestampMs(session.user.updatedAt) },
      new Date(session.session.expiresAt),
    );
  });

  await app.register(async (scope) => {
    // The auth library parses its own bodies (JSON and forms), so hand it the raw bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const path = canonicalAuthPath(request.url);
        const headers = fromNodeHeaders(request.headers);
        headers.set(CLIENT_IP_HEADER, request.ip);
        const body = request.body as Buffer | undefined;
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body?.length;
        assertAuthBodyType(request.method, request.headers['content-type'], Boolean(hasBody));
        assertAuthEndpointInUse(request.method, path);
        const fetchRequest = new Request(new URL(request.url, app.config.publicUrl), {
          method: request.method,
          headers,
          body: hasBody ? new Uint8Array(body) : undefined,
        });
        const sessionEmail = async () => (await auth.api.getSession({ headers }))?.user.email;
        await countAuthAttempt(app.limits, path, request.ip, fetchRequest, sessionEmail);
        // Whose sessions a sign-out or revocation may end: none when the caller has no session.
        const endingFor =
          request.method === 'POST' && SESSION_ENDING_AUTH_PATHS.has(path) ? (await auth.api.getSession({ headers }))?.user.id : undefined;
        const response = await auth.handler(fetchRequest);
        // Only that cook's live streams check their sessions, on every process.
        if (endingFor && response.status < 400) await app.events.publish({ userId: endingFor }, { type: 'sessions.ended' });
        return sendFetchResponse(reply, response, request.headers.origin);
      },
    });
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['rate-limits', 'events'] });
