import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthSchema } from '@hearth/shared/health';
import { ServiceUnavailableError } from '../../errors.js';

/**
 * Two questions a load balancer or orchestrator asks: is this process alive (`/health/live`,
 * which never touches the database, so a slow database does not get the process restarted),
 * and is it ready to serve (`/health`, which also reaches the database).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Readiness: the process is up and reaches its database', response: { 200: healthSchema } } },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'health check could not reach the database');
        throw new ServiceUnavailableError('The database is not reachable.', 'DATABASE_UNAVAILABLE');
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers; the database is not consulted',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default healthRoutes;
