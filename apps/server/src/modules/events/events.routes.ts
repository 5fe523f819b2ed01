import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SSEReplyInterface } from '@fastify/sse';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { NotAcceptableError } from '../../errors.js';
import { LiveStream } from './live-stream.js';

/**
 * GET /api/events: the caller's live events as server-sent events (text/event-stream), one
 * `data:` line of JSON each (@hearth/shared/live-events). Browsers reconnect by themselves
 * and send the last id they saw (Last-Event-ID) to receive what they missed.
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Each open stream and how to end its response. */
  const open = new Map<LiveStream, () => void>();
  // Open streams never end by themselves; closing the server ends them first.
  app.addHook('preClose', async () => {
    for (const [stream, end] of open) {
      stream.stop();
      end();
    }
  });

  app.get(
    '/events',
    {
      onRequest: app.authenticate,
      sse: 'dual',
      schema: {
        tags: ['events'],
        summary: 'Live changes to the lists and meals the caller can see (server-sent events; send Accept: text/event-stream)',
        response: { 401: apiErrorSchema, 406: apiErrorSchema },
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // @fastify/sse leaves reply.sse unset for a request that does not accept an event stream.
      const sse = reply.sse as SSEReplyInterface | undefined;
      if (!sse) throw new NotAcceptableError('This endpoint answers text/event-stream only; send Accept: text/event-stream.');
      sse.keepAlive();
      const stream = new LiveStream({
        db: app.db,
        bus: app.events,
        log: request.log,
        userId: request.user.id,
        sessionToken: request.sessionToken,
        lastEventId: sse.lastEventId ?? undefined,
        checkEveryMs: app.config.eventsHeartbeatMs,
        send: (message) => sse.send(message),
        end: () => sse.close(),
      });
      open.set(stream, () => sse.close());
      sse.onClose(() => {
        stream.stop();
        open.delete(stream);
      });
      await stream.open();
    },
  );
};

export default eventsRoutes;
