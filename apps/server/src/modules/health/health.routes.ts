import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthSchema } from '@hearth/shared/health';
import { ServiceUnavailableError } from '../../errors.js';

/** A load balancer's question: is this process up and can it reach its database? */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema } } },
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
};

export default healthRoutes;
