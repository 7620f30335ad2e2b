import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@thwa/domain/contracts/health';
import type { Database } from '@thwa/db/connection';
import { createHealthRepository } from './health.repository.ts';

/** For load balancers: 200 while this node can reach the database, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = createHealthRepository(db);
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthResponse, 503: HealthResponse } }, config: { rateLimit: false } },
    async (request, reply) => {
      const up = await repository.databaseIsUp();
      if (!up) request.log.warn('health check: database unreachable');
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
