import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fastifySSE } from '@fastify/sse';
import { openNotifyChannel } from '../../db/notify-channel.js';
import { EventBus } from './event-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events: `publish` a change for the pages that show it (modules/events). */
    events: EventBus;
  }
}

/** The PostgreSQL channel every process listens on. */
const CHANNEL = 'hearth_live_events';

/**
 * The package's named export is its bare plugin function (the only export its types describe
 * under NodeNext); wrapped as the package wraps its own CommonJS export, its `sse` route
 * option works in every scope.
 */
const sse = fp(fastifySSE, { fastify: '5.x', name: '@fastify/sse' });

/** Auth endpoints after which some session may no longer exist. */
const SESSION_ENDING_AUTH_PATHS = new Set(
  ['sign-out', 'revoke-session', 'revoke-sessions', 'revoke-other-sessions', 'change-password', 'reset-password', 'delete-user'].map(
    (path) => `/api/auth/${path}`,
  ),
);

function mayHaveEndedSessions(request: FastifyRequest, statusCode: number): boolean {
  if (statusCode >= 400) return false;
  const path = request.url.split('?')[0]!.toLowerCase();
  if (request.method === 'DELETE' && path === '/api/account') return true;
  return request.method === 'POST' && SESSION_ENDING_AUTH_PATHS.has(path);
}

/**
 * The event bus every module publishes on, and the server-sent events plugin GET /api/events
 * streams with. A request that may have ended sessions (a sign-out, a revocation, a deleted
 * account) tells every process's streams to check theirs.
 */
async function eventsPlugin(app: FastifyInstance) {
  const channel = openNotifyChannel(app.config.database, CHANNEL, (error) =>
    app.log.warn({ err: error }, 'the live-events LISTEN connection failed; retrying'),
  );
  const bus = new EventBus(app.db, app.log.child({ module: 'events' }), channel);
  app.decorate('events', bus);
  app.addHook('onClose', () => bus.close());
  await app.register(sse, { heartbeatInterval: app.config.eventsHeartbeatMs });

  app.addHook('onResponse', async (request, reply) => {
    if (mayHaveEndedSessions(request, reply.statusCode)) await bus.publish('server', { type: 'sessions.ended' });
  });
}

export default fp(eventsPlugin, { name: 'events' });
