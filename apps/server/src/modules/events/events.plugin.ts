import type { FastifyInstance } from 'fastify';
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

/**
 * The event bus every module publishes on, and the server-sent events plugin GET /api/events
 * streams with. A deleted account tells its cook's streams on every process to check their
 * sessions (the auth route does the same after a sign-out or a revocation, auth.plugin.ts).
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
    const deletedAccount = request.method === 'DELETE' && request.url.split('?')[0]!.toLowerCase() === '/api/account';
    if (deletedAccount && reply.statusCode < 400 && request.user) {
      await bus.publish({ userId: request.user.id }, { type: 'sessions.ended' });
    }
  });
}

export default fp(eventsPlugin, { name: 'events' });
