import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An answer sent before the request's body was read to its end (an upload refused for its
 * field name, its size or its type) closes the connection: the unread rest of the body would
 * otherwise sit in front of the next request on that keep-alive connection, which then waits
 * for an answer that never comes.
 */
async function unreadBodies(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}

export default fp(unreadBodies, { name: 'unread-bodies' });
