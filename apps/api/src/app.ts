import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from '@thwa/db/connection';
import { deepToUnicode } from '@thwa/myanmar-text/zawgyi';
import type { Config } from './config.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { loggerOptions } from './plugins/logger.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { createSettingsRepository } from './features/settings/settings.repository.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { createContentRepository } from './features/content/content.repository.ts';
import { createContentService } from './features/content/content.service.ts';
import { flightsRoutes } from './features/flights/flights.routes.ts';
import { createFlightsRepository } from './features/flights/flights.repository.ts';
import { createFlightsService, type FlightsServiceOptions } from './features/flights/flights.service.ts';
import { createInventoryRepository } from './partners/flight-sources/inventory.repository.ts';

export interface AppDependencies {
  db: Database;
  config: Config;
  /** Tests pass false to keep their output quiet; the host passes the logger it already started. */
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
  /** Tests replace the flight sources (a failing or slow partner), the clock or the source time-out. */
  flights?: Pick<FlightsServiceOptions, 'sources' | 'now' | 'sourceTimeoutMs'>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Builds the HTTP application: the api under /api. The host (server.ts) adds the web app beside it;
 * tests use this alone through `app.inject`.
 */
export async function buildApp({ db, config, logger, loggerInstance, flights }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: logger ?? loggerOptions(config.LOG_LEVEL) }),
    trustProxy: config.TRUST_PROXY,
    // Accept a caller's request id (a load balancer's) so one id follows a request across nodes.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, answers still in flight tell the client to close its keep-alive connection,
  // so the server's close does not wait on sockets that would otherwise stay open for a minute.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  // Nothing typed in Zawgyi is stored: every string of every JSON body is Unicode before validation.
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = deepToUnicode(request.body);
  });
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.BRAND_NAME} API`, version: '1.0.0', description: 'Every call of the product, below /api.' },
      servers: [{ url: '/api' }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      // The api answers only JSON, so it can have the strictest policy; pages get theirs from the web host.
      await api.register(helmet, {
        contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
        crossOriginResourcePolicy: { policy: 'same-origin' },
      });
      await api.register(rateLimit, {
        max: config.RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        // With REDIS_URL every node counts against one shared budget per address.
        ...(config.REDIS_URL ? { redis: new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }) } : {}),
        skipOnError: true,
      });

      await api.register(healthRoutes, { db });
      await api.register(settingsRoutes, { service: createSettingsService(createSettingsRepository(db)) });
      await api.register(contentRoutes, {
        service: createContentService(createContentRepository(db), {
          phone: config.SUPPORT_PHONE,
          email: config.SUPPORT_EMAIL,
        }),
      });

      const flightsService = createFlightsService({
        repository: createFlightsRepository(db),
        inventory: createInventoryRepository(db),
        log: app.log,
        ...flights,
      });
      api.addHook('onClose', () => flightsService.close());
      await api.register(flightsRoutes, { service: flightsService });

      // Unknown paths count against the rate limit too, so scanning them is throttled like any call.
      api.setNotFoundHandler({ preHandler: api.rateLimit() }, (request, reply) => sendError(request, reply, 'NOT_FOUND'));
    },
    { prefix: '/api' },
  );

  return app;
}
