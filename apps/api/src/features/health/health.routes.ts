import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@thwa/domain/contracts/health';
import type { Database } from '@thwa/db/connection';
import { sql } from '@thwa/db/sql';

/** For load balancers: 200 while this node can reach the database, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthResponse, 503: HealthResponse } }, config: { rateLimit: false } },
    async (request, reply) => {
      const up = await db.execute(sql`select 1`).then(
        () => true,
        (error: Error) => {
          request.log.warn({ err: error.message }, 'health check: database unreachable');
          return false;
        },
      );
      reply.header('cache-control', 'no-store');
      return reply.status(up ? 200 : 503).send({
        code: up ? 200 : 503,
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
