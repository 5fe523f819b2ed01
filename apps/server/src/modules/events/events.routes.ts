import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SSEReplyInterface } from '@fastify/sse';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { NotAcceptableError, TooManyRequestsError } from '../../errors.js';
import { LiveStream } from './live-stream.js';

/**
 * GET /api/events: the caller's live events as server-sent events (text/event-stream), one
 * `data:` line of JSON each (@hearth/shared/live-events). Browsers reconnect by themselves
 * and send the last id they saw (Last-Event-ID) to receive what they missed.
 */
/**
 * Streams one cook may keep open on one process: a browser keeps one per tab, and each
 * stream costs a database read whenever the cook's sessions change.
 */
export const MAX_STREAMS_PER_USER = 12;

const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Each open stream and how to end its response. */
  const open = new Map<LiveStream, () => void>();
  const openPerUser = new Map<string, number>();
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
        response: { 401: apiErrorSchema, 406: apiErrorSchema, 429: apiErrorSchema },
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // @fastify/sse leaves reply.sse unset for a request that does not accept an event stream.
      const sse = reply.sse as SSEReplyInterface | undefined;
      if (!sse) throw new NotAcceptableError('This endpoint answers text/event-stream only; send Accept: text/event-stream.');
      const userId = request.user.id;
      const already = openPerUser.get(userId) ?? 0;
      if (already >= MAX_STREAMS_PER_USER) {
        throw new TooManyRequestsError('Too many live connections are open for this account. Close a few tabs and reload.', 30);
      }
      openPerUser.set(userId, already + 1);
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
        const left = (openPerUser.get(userId) ?? 1) - 1;
        if (left > 0) openPerUser.set(userId, left);
        else openPerUser.delete(userId);
      });
      await stream.open();
    },
  );
};

export default eventsRoutes;
