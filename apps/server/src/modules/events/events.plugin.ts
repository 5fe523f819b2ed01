import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import sseModule, { type SSEPluginOptions } from '@fastify/sse';
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
 * The package's CommonJS export is the plugin wrapped by fastify-plugin (so its route option
 * works in every scope); its `default` is the bare function. Its types describe neither
 * under NodeNext, hence the cast.
 */
const sse = sseModule as unknown as FastifyPluginAsync<SSEPluginOptions>;

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
