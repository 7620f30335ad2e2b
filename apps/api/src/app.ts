import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
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
import { API_BODY_LIMIT, refuseControlCharacters, registerBoundedJsonParser } from './plugins/request-bounds.ts';
import { loggerOptions } from './plugins/logger.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { createSettingsRepository } from './features/settings/settings.repository.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { createContentRepository } from './features/content/content.repository.ts';
import { createContentService } from './features/content/content.service.ts';
import { flightsRoutes } from './features/flights/flights.routes.ts';
import { hotelsRoutes } from './features/hotels/hotels.routes.ts';
import { createHotelLocations } from './features/hotels/hotel-locations.ts';
import { createHotelSearch } from './features/hotels/hotel-search.ts';
import { createHotelSearchRepository } from './features/hotels/hotel-search.repository.ts';
import { createHotelDescriptions } from './features/hotels/hotel-descriptions.repository.ts';
import { createHotelReviews } from './features/hotels/reviews/reviews-module.ts';
import { reviewsRoutes } from './features/hotels/reviews/reviews.routes.ts';
import { createFlightsRepository } from './features/flights/flights.repository.ts';
import { createFlightsService, type FlightsServiceOptions } from './features/flights/flights.service.ts';
import { createInventoryRepository } from './partners/flight-sources/inventory.repository.ts';
import { cryptoRoutes } from './features/crypto/crypto.routes.ts';
import { createCryptoRepository } from './features/crypto/crypto.repository.ts';
import { createKeyStore } from './features/crypto/key-store.ts';
import { createCheckoutRepository } from './features/flights/booking/checkout.repository.ts';
import { createCheckoutService } from './features/flights/booking/checkout.service.ts';
import { flightBookingRoutes, flightConfirmer } from './features/flights/booking/flight-booking.routes.ts';
import { checkoutConfirmRoutes } from './features/orders/checkout-confirm.routes.ts';
import { CheckoutConfirmResponse } from '@thwa/domain/contracts/checkout-confirm';
import { createFlightModule } from './features/flights/booking/flight-module.ts';
import { createFlightOrders } from './features/flights/booking/flight-orders.ts';
import { createOrdersRepository } from './features/orders/orders.repository.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { createOrdersService, type OrdersService } from './features/orders/orders.service.ts';
import { createTrackedCancellation } from './features/orders/tracked-cancellation.ts';
import { createProductRegistry } from './features/orders/product-module.ts';
import { createHotelModule } from './features/hotels/booking/hotel-module.ts';
import { createHotelCheckoutRepository } from './features/hotels/booking/hotel-checkout.repository.ts';
import { createHotelPhonesRepository } from './features/hotels/booking/hotel-phones.repository.ts';
import { createHotelCheckoutService } from './features/hotels/booking/hotel-checkout.service.ts';
import { createHotelOrders } from './features/hotels/booking/hotel-orders.ts';
import { hotelBookingRoutes } from './features/hotels/booking/hotel-booking.routes.ts';
import { BED_BANK, STEADY_BED_BANK, createBedBankSource, type BedBankProfile } from './partners/hotel-sources/bed-bank-source.ts';
import { createHotelSources } from './partners/hotel-sources/hotel-sources.ts';
import { createInventorySource } from './partners/hotel-sources/inventory-source.ts';
import { createPaymentsRepository } from './features/payments/payments.repository.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { createPaymentsService, type PaymentsService } from './features/payments/payments.service.ts';
import { ticketsRoutes } from './features/tickets/tickets.routes.ts';
import { createPlaceOrder } from './features/orders/place-order.ts';
import { createInsuranceModule } from './features/insurance/booking/insurance-module.ts';
import { createCoverItems } from './features/insurance/booking/cover-item.ts';
import { createInsuranceOrders } from './features/insurance/booking/insurance-orders.ts';
import { createInsurancePremiumsRepository } from './features/insurance/insurance-premiums.repository.ts';
import { insuranceRoutes } from './features/insurance/insurance.routes.ts';
import { createHealthInsuranceModule } from './features/insurance/health/health-module.ts';
import { createHealthOrders } from './features/insurance/health/health-orders.ts';
import { createHealthPlanOffers } from './features/insurance/health/health-plan-offers.ts';
import { healthConfirmer, healthInsuranceRoutes } from './features/insurance/health/health-insurance.routes.ts';
import { createCrossSell } from './features/cross-sell/cross-sell.ts';
import { crossSellMail } from './features/cross-sell/cross-sell-mail.ts';
import { crossSellRoutes } from './features/cross-sell/cross-sell.routes.ts';
import { createCuratedFeeds } from './features/content/curated/curated-feeds.ts';
import { curatedFeedsRoutes } from './features/content/curated/curated-feeds.routes.ts';
import { createCuratedRepository } from './features/content/curated/curated.repository.ts';
import { createHomeContent } from './features/operations/home-content/home-content.ts';
import { homeContentRoutes } from './features/operations/home-content/home-content.routes.ts';
import { createQuoteTravelCover } from './features/insurance/quote-travel-cover.ts';
import { SANDBOX_INSURER, STEADY_INSURER, createSandboxInsurer } from './partners/insurers/sandbox-insurer.ts';
import { createBusRepository } from './features/bus/bus.repository.ts';
import { createBusBooking } from './features/bus/bus-booking.ts';
import { createBusModule } from './features/bus/booking/bus-module.ts';
import { createBusOrders } from './features/bus/booking/bus-orders.ts';
import { busRoutes } from './features/bus/bus.routes.ts';
import { busOperationsRoutes } from './features/bus/operations/bus-operations.routes.ts';
import { createBusOperationsRepository } from './features/bus/operations/bus-operations.repository.ts';
import { createCoachOccupancy } from './features/bus/coach-occupancy.ts';
import { createBusOperators } from './partners/bus-operators/bus-operators.ts';
import { SANDBOX_OPERATOR, type SandboxOperatorProfile } from './partners/bus-operators/sandbox-operator.ts';
import { travelersRoutes } from './features/travelers/travelers.routes.ts';
import { createTravelersRepository } from './features/travelers/travelers.repository.ts';
import { createTravelersService } from './features/travelers/travelers.service.ts';
import { tripsRoutes } from './features/trips/trips.routes.ts';
import { createTripsRepository } from './features/trips/trips.repository.ts';
import { createTripsService } from './features/trips/trips.service.ts';
import { createPdfRenderer } from './features/tickets/ticket-pdf.ts';
import { createMailer } from './features/notifications/mailer.ts';
import { mailboxRoutes } from './features/notifications/mailbox.routes.ts';
import { createBookingNotifications, type BookingNotifications } from './features/notifications/booking-notifications.ts';
import { JOBS } from './jobs/job-definitions.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createAuthSessionsRepository } from './features/accounts/auth-sessions.repository.ts';
import { createAuthTokens, type AuthTokens } from './features/accounts/auth-tokens.ts';
import { createAuthGuards, type AuthGuards } from './features/accounts/auth-guards.ts';
import { registerAccountRoutes } from './features/accounts/account-routes.ts';
import { agentDocumentCopies } from './features/accounts/agent-copies.ts';
import { createUsersRepository } from './features/accounts/users.repository.ts';
import { createAuditLogRepository } from './features/operations/audit-log.repository.ts';
import { registerPeopleRoutes } from './features/operations/people/register-people.ts';
import { createAgentAccountRepository } from './features/agent-account/agent-account.repository.ts';
import { agentAccountRoutes } from './features/agent-account/agent-account.routes.ts';
import { createAgentCredit } from './features/agent-account/agent-credit.ts';
import { createReadStatement } from './features/agent-account/read-statement.ts';
import { createConsoleGuards } from './features/operations/console-guards.ts';
import { createConsoleSessionsRepository } from './features/operations/console-sessions.repository.ts';
import { createConsoleSessions } from './features/operations/console-sessions.ts';
import { createEmployeeGroupsRepository } from './features/operations/employee-groups.repository.ts';
import { operationsRoutes } from './features/operations/operations.routes.ts';
import { queuesRoutes } from './features/operations/queues/queues.routes.ts';
import { inventoryRoutes } from './features/operations/inventory/inventory.routes.ts';
import { createInventoryRepository as createOpsInventoryRepository } from './features/operations/inventory/inventory.repository.ts';
import { hotelContentRoutes } from './features/operations/hotel-content/hotel-content.routes.ts';
import { createHotelContentRepository } from './features/operations/hotel-content/hotel-content.repository.ts';
import { createQueuesRepository } from './features/operations/queues/queues.repository.ts';
import { createQueuesService } from './features/operations/queues/queues.service.ts';
import { opsOrdersRoutes } from './features/operations/orders/ops-orders.routes.ts';
import { orderActionsRoutes } from './features/operations/order-actions/order-actions.routes.ts';
import { refundsRoutes } from './features/operations/refunds/refunds.routes.ts';
import { createRefundRequestsRepository } from './features/operations/refunds/refund-requests.repository.ts';
import { orderMessagesRoutes } from './features/operations/order-messages/order-messages.routes.ts';
import { createOrderMessagesRepository } from './features/operations/order-messages/order-messages.repository.ts';
import { createOpsOrders } from './features/operations/orders/ops-orders.service.ts';
import { createOpsOrdersRepository } from './features/operations/orders/ops-orders.repository.ts';
import { businessSettingsRoutes } from './features/operations/settings/business-settings.routes.ts';
import { createBusinessSettingsRepository } from './features/operations/settings/business-settings.repository.ts';
import { generalAlertsRoutes } from './features/content/general-alerts.routes.ts';
import { registerCampaigns } from './features/campaigns/register-campaigns.ts';
import { registerPopular } from './features/popular/register-popular.ts';
import { yangonDate } from '@thwa/domain/dates';
import { createCityCounter, createCityCountsRepository } from './features/hotels/city-counter.ts';
import type { FlightBookingPartner } from './partners/flight-sources/flight-booking.ts';
import { createInventoryBooking } from './partners/flight-sources/inventory-booking.ts';
import { SANDBOX_BOOKING_PROFILES, createSandboxBooking } from './partners/flight-sources/sandbox-booking.ts';
import { createSandboxBookingRepository } from './partners/flight-sources/sandbox-booking.repository.ts';
import { createSandboxPaymentProviders } from './partners/payments/sandbox-providers.ts';
import type { PaymentProviders } from './partners/payments/payment-provider.ts';
import { createSandboxSessionsRepository } from './partners/payments/sandbox-sessions.repository.ts';
import { sandboxPagesRoutes } from './partners/payments/sandbox-pages.routes.ts';
import { createSandboxWalletApp } from './partners/wallet-app/sandbox-wallet-app.ts';
import { createWalletAppTokensRepository } from './partners/wallet-app/wallet-app-tokens.repository.ts';
import { createPartnerWallet } from './partners/wallet-app/partner-wallet-provider.ts';
import { walletAppPagesRoutes } from './partners/wallet-app/wallet-app-pages.routes.ts';
import { createMiniApp } from './features/mini-app/mini-app.ts';
import { createMiniAppRepository } from './features/mini-app/mini-app.repository.ts';
import { miniAppRoutes } from './features/mini-app/mini-app.routes.ts';
import { createSandboxCallbacks, type SandboxCallbacks } from './partners/payments/sandbox-callbacks.ts';
import { createPaymentReconciliation, type PaymentReconciliation } from './features/payments/reconcile-payments.ts';
import { createHousekeeping, type Housekeeping } from './features/housekeeping/housekeeping.ts';
import { createHousekeepingRepository } from './features/housekeeping/housekeeping.repository.ts';
import { createHotDeals, type PriceHistoryRun } from './features/hot-deals/hot-deals.ts';
import { createHotDealsRepository } from './features/hot-deals/hot-deals.repository.ts';
import { hotDealsRoutes } from './features/hot-deals/hot-deals.routes.ts';
import type { PayStatusCallback } from '@thwa/domain/contracts/payments';
import { createWalletRepository } from './features/wallet/wallet.repository.ts';
import { createWalletService } from './features/wallet/wallet.service.ts';
import { walletRoutes } from './features/wallet/wallet.routes.ts';
import { createEncodeQueue } from './features/media/encode-queue.ts';
import { createMediaRepository } from './features/media/media.repository.ts';
import { mediaRoutes } from './features/media/media.routes.ts';
import { createServeVariant } from './features/media/serve-variant.ts';
import { createStoreImage, type StoreImage } from './features/media/store-image.ts';
import { createVariantCache } from './features/media/variant-cache.ts';

/** The use cases the worker runs (worker.ts) and tests drive directly. */
export interface AppServices {
  orders: OrdersService;
  payments: PaymentsService;
  notifications: BookingNotifications;
  jobs: JobQueue;
  auth: { tokens: AuthTokens; guards: AuthGuards };
  /** Asks providers about payments whose result never arrived (decision 016). */
  reconciliation: PaymentReconciliation;
  /** Deletes expired checkouts, search sessions and old idempotency keys in batches. */
  housekeeping: Housekeeping;
  /** The sandbox providers' callback retries; absent when SANDBOX_PAYMENTS is off. */
  sandboxCallbacks?: SandboxCallbacks;
  /** Invites guests whose stay ended to review it, one batch (decision 031); answers how many were mailed. */
  reviewInvitations: () => Promise<number>;
  /** Writes today's price of every route and hotel, and a fresh database's 90 days before (decision 038). */
  priceHistory: () => Promise<PriceHistoryRun>;
  /** The image pipeline's entry point (features/media): uploads and generated pictures are stored through it. */
  media: { storeImage: StoreImage };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** True once shutdown has begun (host/drain.ts): answers then tell clients to close the connection. */
    draining: boolean;
  }
}

export interface AppDependencies {
  db: Database;
  config: Config;
  /** Tests pass false to keep their output quiet; the host passes the logger it already started. */
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
  /** Tests replace the flight sources (a failing or slow partner), the clock or the source time-out. */
  flights?: Pick<FlightsServiceOptions, 'sources' | 'now' | 'sourceTimeoutMs'>;
  /** How the sandbox bed bank behaves, when sandbox sources are on (tests ask for failures or steadiness). */
  bedBank?: BedBankProfile;
  /** How the sandbox bus operator's system behaves, when sandbox sources are on (tests tell it when to fail or sell). */
  busOperator?: SandboxOperatorProfile;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Builds the HTTP application: the api under /api. The host (server.ts) adds the web app beside it;
 * tests use this alone through `app.inject`.
 */
export async function buildApp({ db, config, logger, loggerInstance, flights, bedBank, busOperator }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: logger ?? loggerOptions(config.LOG_LEVEL) }),
    trustProxy: config.TRUST_PROXY,
    // Accept a caller's request id (a load balancer's) so one id follows a request across nodes.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Sized for the largest contract (an encrypted booking envelope); see plugins/request-bounds.ts.
    bodyLimit: API_BODY_LIMIT,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, answers still in flight tell the client to close its keep-alive connection,
  // so the server's close does not wait on sockets that would otherwise stay open for a minute.
  app.decorate('draining', false);
  app.addHook('preClose', async () => {
    app.draining = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (app.draining) reply.header('connection', 'close');
  });
  // ROLES: a worker-only process runs jobs and answers its health check, nothing else. The web role
  // keeps the api beside it, because its loaders call the api in-process (decision 001).
  if (!config.ROLES.has('api') && !config.ROLES.has('web')) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.split('?')[0] !== '/api/health') return sendError(request, reply, 'NOT_FOUND');
    });
  }
  // Nothing typed in Zawgyi is stored: every string of every JSON body is Unicode before validation.
  // The conversion is bounded (per string and per body, @thwa/myanmar-text), and JSON nested deeper than
  // any contract is refused before it is parsed, so no body can keep the process busy. A control
  // character in any field is refused before validation too (an encrypted body's, when it is opened).
  registerBoundedJsonParser(app);
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters(request);
    // An uploaded file's bytes (Buffer) are not text to convert.
    if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) request.body = deepToUnicode(request.body);
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

  // The sandbox payment providers' own pages (a real provider hosts these itself), outside /api.
  const sandboxSessions = createSandboxSessionsRepository(db);
  // The provider's server-to-server call to our callback; in one process it needs no socket.
  const deliverCallback = async (payload: PayStatusCallback) => {
    const answer = await app.inject({ method: 'POST', url: '/api/pay/updatepaystatus', payload });
    if (answer.statusCode >= 400) throw new Error(`updatepaystatus answered ${answer.statusCode}`);
  };
  // Its outbox: a failed delivery stays due in the session and is retried with backoff (decision 016).
  const sandboxCallbacks = config.SANDBOX_PAYMENTS
    ? createSandboxCallbacks({
        repository: sandboxSessions,
        secret: config.PAYMENT_SANDBOX_SECRET,
        deliver: deliverCallback,
        ...(flights?.now ? { now: flights.now } : {}),
        scheduleRetry: (ref, at) => app.services.jobs.send(JOBS.sandboxCallbacks, { ref }, { startAfter: at }),
        log: app.log,
      })
    : undefined;
  if (sandboxCallbacks) {
    await app.register(sandboxPagesRoutes, {
      repository: sandboxSessions,
      secret: config.PAYMENT_SANDBOX_SECRET,
      merchantName: config.BRAND_NAME,
      ...(flights?.now ? { now: flights.now } : {}),
      deliverCallback,
      callbacks: sandboxCallbacks,
    });
  }
  // The sandbox partner wallet app (issue 22 item 5, decision 041): it opens our site as a mini-app and
  // is paid in; with the other sandbox providers or not at all. Our adapter and its pages share it.
  const sandboxContext = { repository: sandboxSessions, secret: config.PAYMENT_SANDBOX_SECRET, publicBase: '', now: flights?.now ?? (() => new Date()) };
  const walletApp = sandboxCallbacks ? createSandboxWalletApp({ tokens: createWalletAppTokensRepository(db), context: sandboxContext }) : undefined;
  const partnerWallet = walletApp && createPartnerWallet(walletApp, sandboxContext);
  if (walletApp && sandboxCallbacks) {
    await app.register(walletAppPagesRoutes, { walletApp, repository: sandboxSessions, callbacks: sandboxCallbacks, merchantName: config.BRAND_NAME, now: sandboxContext.now });
  }
  // Pictures in their fixed sizes and formats, beside the pages outside /api (decision 030).
  const mediaRepository = createMediaRepository(db);
  await app.register(mediaRoutes, { serveVariant: createServeVariant({ repository: mediaRepository, queue: createEncodeQueue(), cache: createVariantCache() }) });
  const storeImage = createStoreImage(mediaRepository);
  let notifications: BookingNotifications | undefined;
  if (config.DEV_MAILBOX) {
    await app.register(mailboxRoutes, { db, loadAttachment: (attachment) => notifications!.loadAttachment(attachment) });
  }

  await app.register(
    async (api) => {
      // The api answers only JSON, so it can have the strictest policy; pages get theirs from the web host.
      // Helmet's headers are worked out once here: @fastify/helmet built its middleware again on every
      // request (the policy parsed each time), 2 % of the hotel list's CPU, and a page makes several calls.
      const securityHeaders = helmet({
        contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
        crossOriginResourcePolicy: { policy: 'same-origin' },
      });
      api.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
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
        sandboxSources: config.SANDBOX_SOURCES,
        log: app.log,
        ...flights,
      });
      api.addHook('onClose', () => flightsService.close());
      await api.register(flightsRoutes, { service: flightsService });
      // Hotels: our own inventory in Myanmar and, when sandbox partners are on, the bed bank abroad.
      const hotelNow = flights?.now ?? (() => new Date());
      const hotelSources = createHotelSources([
        createInventorySource(db),
        ...(config.SANDBOX_SOURCES ? [createBedBankSource(db, bedBank ?? (config.BED_BANK_SURPRISES ? BED_BANK : STEADY_BED_BANK), hotelNow)] : []),
      ]);
      // Hotel listing searches and completed stays per city, for popular and trending hotel destinations (decision 039).
      const cityCounts = createCityCountsRepository(db);
      const cityCounter = createCityCounter(cityCounts, (error) => app.log.error({ err: error }, 'writing hotel city counts failed'));
      api.addHook('onClose', () => cityCounter.close());
      // Guest reviews (decision 031): their scores ride on the hotel list and detail from memory.
      const hotelReviews = createHotelReviews({ db, linkSecret: config.LINK_SIGNING_SECRET, now: hotelNow, hotelSlugOf: (hotelId) => hotelSources.hotel(hotelId)?.hotel.slug, log: app.log });
      await api.register(hotelsRoutes, {
        search: createHotelSearch({ sources: hotelSources, repository: createHotelSearchRepository(db), now: hotelNow, log: app.log, reviews: hotelReviews.summaries, descriptions: createHotelDescriptions(db), countSearch: (placeId, day) => cityCounter.search({ day, placeId }) }),
        findHotelLocations: createHotelLocations(hotelSources),
      });
      // Popular destinations, routes and lines, and trending for both products (issue 22 item 1, decision 039).
      await registerPopular(api, db, { flights: flightsService, hotels: hotelSources, cityCounts, cityCounter, now: hotelNow });

      const keys = createKeyStore(createCryptoRepository(db));
      await api.register(cryptoRoutes, { keys });

      // Identity: every account call authorises through these guards (features/accounts/auth-guards.ts).
      const tokens = createAuthTokens(createAuthSessionsRepository(db), { issuer: `${config.PUBLIC_URL.replace(/\/$/, '')}/api/auth/realms` });
      const guards = createAuthGuards(api, tokens);
      await api.register(reviewsRoutes, { ...hotelReviews, guards });

      // Booking: checkout, orders and payments, with the worker's jobs sent through the same database.
      const now = flights?.now ?? (() => new Date());
      const jobs = createJobQueue(db, { onError: (error) => app.log.error({ err: error }, 'job queue error') });
      const ordersRepository = createOrdersRepository(db);
      const checkoutRepository = createCheckoutRepository(db);
      const sandboxBookings = createSandboxBookingRepository(db);
      const partners = new Map<string, FlightBookingPartner>([
        ['S1', createInventoryBooking()],
        ...(config.SANDBOX_SOURCES
          ? ([
              ['S2', createSandboxBooking(SANDBOX_BOOKING_PROFILES.S2, sandboxBookings)],
              ['S3', createSandboxBooking(SANDBOX_BOOKING_PROFILES.S3, sandboxBookings)],
            ] as const)
          : []),
      ]);
      const checkout = createCheckoutService({ repository: checkoutRepository, flights: flightsService, now });
      // Every product the booking core serves (design §6a, decision 020), by the spec's product type id.
      const flight = createFlightModule(partners, (language) => flightsService.names(language));
      const hotel = createHotelModule(hotelSources, createHotelPhonesRepository(db), (placeId) => cityCounter.booking({ day: yangonDate(now()), placeId }));
      // The partner insurer: the sandbox one when sandbox partners are on; without one, cover is not sold.
      const insurer = config.SANDBOX_SOURCES ? createSandboxInsurer(config.INSURER_SURPRISES ? SANDBOX_INSURER : STEADY_INSURER) : undefined;
      const insurance = createInsuranceModule(insurer);
      const health = createHealthInsuranceModule(insurer);
      // Coaches (issue 21): our own inventory's operators always; Zwekabin through its system, the sandbox one when sandbox partners are on.
      const busRepository = createBusRepository(db);
      const busOperators = createBusOperators(config.SANDBOX_SOURCES ? (busOperator ?? SANDBOX_OPERATOR) : null, now);
      const coachOccupancy = createCoachOccupancy({ repository: busRepository, operators: busOperators, now });
      const bus = createBusModule(busRepository, coachOccupancy);
      const products = createProductRegistry([flight, hotel, insurance, health, bus]);
      // Accounts after the products: a deleted account's orders forget their people the way each product says.
      const accounts = await registerAccountRoutes(api, { db, config, tokens, guards, forgetTrip: (productType, trip) => products.of(productType).forget(trip), ...(flights?.now ? { now: flights.now } : {}) });
      // The operations console (issue 20, decision 032): its sessions and guards, which every /api/ops call goes through.
      const audit = createAuditLogRepository(db);
      const consoleSessions = createConsoleSessions({
        sessions: createConsoleSessionsRepository(db),
        groups: createEmployeeGroupsRepository(db),
        users: createUsersRepository(db),
        codes: accounts.codes,
        audit,
        now,
      });
      const consoleGuards = createConsoleGuards(api, { guards, sessions: consoleSessions });
      await api.register(operationsRoutes, { sessions: consoleSessions, guards, console: consoleGuards, limits: accounts.limits, users: createUsersRepository(db), audit });
      // Agents' accounts (decision 034): credit to book on, and the commission every paid agent booking earns.
      const agentAccounts = createAgentAccountRepository(db);
      const agentCredit = createAgentCredit({ repository: agentAccounts });
      const agentStatement = createReadStatement({ repository: agentAccounts });
      await api.register(agentAccountRoutes, { guards, statement: agentStatement });
      const orders = createOrdersService({ db, repository: ordersRepository, products, jobs, now, linkSecret: config.LINK_SIGNING_SECRET, onPaid: agentCredit.orderPaid });
      await api.register(opsOrdersRoutes, { console: consoleGuards, orders: createOpsOrders({ repository: createOpsOrdersRepository(db), orders, ordersRepository }) });
      await api.register(orderActionsRoutes, { console: consoleGuards, db, orders, ordersRepository, products, jobs, audit, now });
      // The console's business settings (issue 20 item 4): rates, promotions, content pages and the site alerts /general-alerts shows.
      const businessSettings = createBusinessSettingsRepository(db);
      await api.register(businessSettingsRoutes, { console: consoleGuards, db, repository: businessSettings, audit, contact: { phone: config.SUPPORT_PHONE, email: config.SUPPORT_EMAIL }, now });
      await api.register(generalAlertsRoutes, { repository: businessSettings, now });
      await registerCampaigns(api, db, now);
      // The console's people (issue 20 item 5): agents' applications, agents' terms, employees and their invitations.
      await registerPeopleRoutes(api, { db, config, console: consoleGuards, audit, limits: accounts.limits, accounts: agentAccounts, statement: agentStatement, now });
      const placeOrder = createPlaceOrder({ db, orders, now });
      const quote = insurer && createQuoteTravelCover({ premiums: createInsurancePremiumsRepository(db), insurerName: insurer.name, now });
      const covers = insurer && quote && createCoverItems({ insurance, quote, insurerName: insurer.name });
      const flightOrders = createFlightOrders({ db, orders, flight, checkout, checkouts: checkoutRepository, flights: flightsService, placeOrder, ...(covers ? { addCover: covers.flightCover } : {}) });
      const hotelCheckouts = createHotelCheckoutRepository(db);
      const hotelCheckout = createHotelCheckoutService({ repository: hotelCheckouts, sources: hotelSources, now });
      const hotelOrders = createHotelOrders({ hotel, checkout: hotelCheckout, checkouts: hotelCheckouts, placeOrder });
      if (quote && covers) await api.register(insuranceRoutes, { quote, orders: createInsuranceOrders({ covers, placeOrder }), keys, guards });
      // After a booking (issue 22 item 4): a hotel at the flight's destination and insurance for the trip, on the thank-you page and in the e-mail.
      const crossSell = createCrossSell({ orders, hotels: hotelSources, insuranceSold: Boolean(quote), now });
      await api.register(crossSellRoutes, { crossSell });
      // Hot deals (issue 22 item 1, decision 038): today's lowest prices against each item's kept price history.
      const hotDeals = createHotDeals({ db, repository: createHotDealsRepository(db), hotels: hotelSources, now });
      await api.register(hotDealsRoutes, { hotDeals });
      const healthOffers = insurer && createHealthPlanOffers({ insurerName: insurer.name, now });
      if (insurer && healthOffers) {
        await api.register(healthInsuranceRoutes, { offers: healthOffers, orders: createHealthOrders({ health, placeOrder, insurerName: insurer.name, now }), keys, guards });
      }
      await api.register(busRoutes, { booking: createBusBooking({ db, repository: busRepository, occupancy: coachOccupancy, now }), orders: createBusOrders({ bus, repository: busRepository, placeOrder, now }), keys, guards });
      // Sandbox payment providers only when enabled (decision 018); a real adapter would join them here.
      const providers: PaymentProviders = config.SANDBOX_PAYMENTS
        ? { ...createSandboxPaymentProviders({ repository: sandboxSessions, secret: config.PAYMENT_SANDBOX_SECRET, now }), ...(partnerWallet ? { partner_wallet: partnerWallet.provider } : {}) }
        : {};
      // The partner-wallet mini-app session (decision 041): opened only by the partner's token exchange.
      const miniApp = partnerWallet && createMiniApp({ partner: partnerWallet.miniApp, repository: createMiniAppRepository(db), now });
      if (miniApp) await api.register(miniAppRoutes, { miniApp });
      const pdf = createPdfRenderer({ log: app.log });
      // The customer wallet (decision 013): a ledger the payments feature pays from and refunds to.
      const wallet = createWalletService({ db, repository: createWalletRepository(db), providers, pdf, brand: config.BRAND_NAME, now });
      const payments = createPaymentsService({ db, repository: createPaymentsRepository(db), orders, providers, wallet: wallet.payments, credit: agentCredit, now });
      const mailer = createMailer({ db, smtpUrl: config.SMTP_URL, from: `"${config.BRAND_NAME}" <${config.SUPPORT_EMAIL}>`, log: app.log });
      notifications = createBookingNotifications({
        repository: ordersRepository,
        orders,
        products,
        mailer,
        pdf,
        support: { phone: config.SUPPORT_PHONE, email: config.SUPPORT_EMAIL, brand: config.BRAND_NAME },
        publicUrl: config.PUBLIC_URL.replace(/\/$/, ''),
        documentCopies: agentDocumentCopies(createUsersRepository(db)),
        crossSell: crossSellMail(crossSell, config.PUBLIC_URL.replace(/\/$/, '')),
        now,
      });
      const reconciliation = createPaymentReconciliation({ db, repository: createPaymentsRepository(db), orders, topups: wallet.reconciliation, providers, now, log: app.log });
      const housekeeping = createHousekeeping({ repository: createHousekeepingRepository(db), now });
      const reviewInvitations = hotelReviews.invitations({
        mailer,
        publicUrl: config.PUBLIC_URL.replace(/\/$/, ''),
        support: { phone: config.SUPPORT_PHONE, email: config.SUPPORT_EMAIL, brand: config.BRAND_NAME },
      });
      app.decorate('services', { orders, payments, notifications, jobs, auth: { tokens, guards }, reconciliation, housekeeping, reviewInvitations, priceHistory: hotDeals.recordDay, media: { storeImage }, ...(sandboxCallbacks ? { sandboxCallbacks } : {}) });
      // pg-boss installs its schema on start; doing it before the first request keeps that work out of
      // order transactions (which must not wait on other pooled connections).
      api.addHook('onReady', async () => {
        // Not fatal: with the database down the api still starts and answers 503 until it is back.
        await jobs.start().catch((error: unknown) => app.log.error({ err: error }, 'job queue could not start yet'));
      });
      api.addHook('onClose', async () => {
        await jobs.stop();
        await pdf.close();
      });
      await api.register(flightBookingRoutes, { checkout, orders: flightOrders, keys, guards });
      // The spec's one confirm path: each product that confirms there gives its confirmer.
      await api.register(checkoutConfirmRoutes, { keys, response: CheckoutConfirmResponse, confirmers: [flightConfirmer(checkout), ...(healthOffers ? [healthConfirmer(healthOffers)] : [])] });
      await api.register(hotelBookingRoutes, { checkout: hotelCheckout, orders: hotelOrders, keys, guards });
      // Track booking cancels only with a code mailed to the booking's contact: the accounts' codes and limits.
      await api.register(ordersRoutes, { orders, cancellation: createTrackedCancellation({ orders, codes: accounts.codes }), limits: accounts.limits });
      await api.register(paymentsRoutes, { payments, keys, guards, ...(miniApp ? { miniApp: (id: string) => miniApp.find(id) } : {}) });
      // The console's queues with deadlines (issue 20 item 3): its confirmation settles a payment as a callback would.
      // Inventory views and adjustments, hotel pictures and descriptions, reported reviews (issue 20 item 4).
      await api.register(inventoryRoutes, { console: consoleGuards, db, repository: createOpsInventoryRepository(db), audit });
      // The bus panel (issue 21): a day's coaches and a departure's manifest.
      await api.register(busOperationsRoutes, { console: consoleGuards, repository: createBusOperationsRepository(db), occupancy: coachOccupancy });
      await api.register(hotelContentRoutes, { console: consoleGuards, db, repository: createHotelContentRepository(db), audit, now, storeImage, summaries: hotelReviews.summaries });
      // The home page's curated banners and recommended hotels (issue 22 item 1, decision 040): the spec's feeds, and their editing in the console (content.edit).
      const curatedRepository = createCuratedRepository(db);
      const curatedFeeds = createCuratedFeeds({ repository: curatedRepository, hotels: hotelSources, reviews: hotelReviews.summaries, now });
      await api.register(curatedFeedsRoutes, { feeds: curatedFeeds });
      await api.register(homeContentRoutes, { console: consoleGuards, storeImage, content: createHomeContent({ db, repository: curatedRepository, audit, hotels: hotelSources, feeds: curatedFeeds, now }) });
      await api.register(queuesRoutes, { console: consoleGuards, queues: createQueuesService({ db, repository: createQueuesRepository(db), payments: createPaymentsRepository(db), orders, audit, now }) });
      // The console's refunds per item (paid out through the payments feature) and its resends and notes (through the mailer).
      await api.register(refundsRoutes, { console: consoleGuards, db, orders, ordersRepository, requests: createRefundRequestsRepository(db), jobs, audit, payOut: (refundId) => payments.refund(refundId), log: app.log, now });
      await api.register(orderMessagesRoutes, {
        console: consoleGuards,
        db,
        orders,
        ordersRepository,
        messages: createOrderMessagesRepository(),
        mailer,
        loadAttachment: (attachment) => notifications!.loadAttachment(attachment),
        audit,
        support: { phone: config.SUPPORT_PHONE, email: config.SUPPORT_EMAIL, brand: config.BRAND_NAME },
      });
      await api.register(walletRoutes, { wallet, guards });
      await api.register(ticketsRoutes, { orders, repository: ordersRepository, products });
      // Saved travellers and my trips: the signed-in user's own, through the same guards.
      await api.register(travelersRoutes, { service: createTravelersService({ repository: createTravelersRepository(db), now }), guards });
      await api.register(tripsRoutes, { service: createTripsService({ repository: createTripsRepository(db), orders, products, now }), guards });

      // Unknown paths count against the rate limit too, so scanning them is throttled like any call.
      api.setNotFoundHandler({ preHandler: api.rateLimit() }, (request, reply) => sendError(request, reply, 'NOT_FOUND'));
    },
    { prefix: '/api' },
  );

  return app;
}
