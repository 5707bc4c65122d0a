import type { FastifyInstance } from 'fastify';
import type { ScryptCost } from './auth/password';
import { createPasswordHashing, type PasswordHashing } from './auth/password-hashing';
import { createSessionStore } from './auth/session-store';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { startHousekeeping } from './housekeeping/housekeeping';
import './app-decorations';
import { createCatalogueCache } from './http/catalogue-cache';
import { createHttpServer } from './http/create-http-server';
import { registerCustomDomainRedirect } from './http/custom-domain';
import { registerSeoRoutes } from './http/seo';
import { registerWebApp } from './http/web-app';
import { registerMetrics } from './metrics/metrics.routes';
import { createAccountsRepo } from './modules/accounts/accounts.repo';
import { registerAccountRoutes } from './modules/accounts/accounts.routes';
import { createPasswordChecker } from './modules/accounts/credentials';
import { createAdminOrdersRepo } from './modules/admin-orders/admin-orders.repo';
import { registerAdminOrderRoutes } from './modules/admin-orders/admin-orders.routes';
import { registerOrderListRoutes } from './modules/admin-orders/order-list.routes';
import { catalogueReadyAnswers } from './modules/catalogue/catalogue.ready-answers';
import { createCatalogueRepo } from './modules/catalogue/catalogue.repo';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createDriverDeliveriesRepo } from './modules/driver-deliveries/driver-deliveries.repo';
import { registerDriverDeliveryRoutes } from './modules/driver-deliveries/driver-deliveries.routes';
import { registerCashRoutes } from './modules/finance/cash.routes';
import { createCashLedgerRepo } from './modules/finance/cash-ledger.repo';
import { createFinanceRepo } from './modules/finance/finance.repo';
import { registerFinanceRoutes } from './modules/finance/finance.routes';
import { createStatementsRepo } from './modules/finance/statements.repo';
import { registerStatementRoutes } from './modules/finance/statements.routes';
import { registerGeocodingRoutes } from './modules/geocoding/geocoding.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createMenuRepo } from './modules/menu/menu.repo';
import { registerMenuRoutes } from './modules/menu/menu.routes';
import { createOrderLifecycleRepo } from './modules/order-lifecycle/order-lifecycle.repo';
import { startOrderWatches } from './modules/order-lifecycle/order-watches';
import { createRateCardCache } from './modules/order-lifecycle/rate-card-cache';
import { createRateCardsRepo } from './modules/order-lifecycle/rate-cards.repo';
import { createRefundsRepo } from './modules/order-lifecycle/refunds.repo';
import { hashTrackingToken } from './modules/order-lifecycle/tracking-token';
import { createOrderIdBlocks } from './modules/ordering/order-id-blocks';
import { createOrderingRepo } from './modules/ordering/ordering.repo';
import { registerOrderingRoutes } from './modules/ordering/ordering.routes';
import { createPlacementRestaurants } from './modules/ordering/placement-restaurants';
import { createApprovalsRepo } from './modules/partners/approvals.repo';
import { registerApprovalRoutes } from './modules/partners/approvals.routes';
import { registerDriverListRoutes } from './modules/partners/drivers.routes';
import { createProfileRepo } from './modules/partners/profile.repo';
import { registerProfileRoutes } from './modules/partners/profile.routes';
import { createPaymentsRepo } from './modules/payments/payments.repo';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import { createPromotionsRepo } from './modules/promotions/promotions.repo';
import { registerPromotionRoutes } from './modules/promotions/promotions.routes';
import { startPush } from './modules/push/start-push';
import { createRateCardAuditRepo } from './modules/rate-cards/rate-card-audit.repo';
import { registerRateCardRoutes } from './modules/rate-cards/rate-cards.routes';
import { createRegistrationRepo } from './modules/registration/registration.repo';
import { registerRegistrationRoutes } from './modules/registration/registration.routes';
import { createRestaurantOrdersRepo } from './modules/restaurant-orders/restaurant-orders.repo';
import { registerRestaurantOrderRoutes } from './modules/restaurant-orders/restaurant-orders.routes';
import { createReviewsRepo } from './modules/reviews/reviews.repo';
import { registerReviewRoutes } from './modules/reviews/reviews.routes';
import { createTrackingRepo } from './modules/tracking/tracking.repo';
import { registerTrackingRoutes } from './modules/tracking/tracking.routes';
import { createPaymentProvider } from './payment-providers/create-payment-provider';
import type { RealtimeHub } from './realtime/hub';
import { createInProcessHub } from './realtime/in-process-hub';
import { createNotifier } from './realtime/notifier';
import { createPostgresHub } from './realtime/postgres-hub';
import { createSocketRegistry } from './realtime/socket-registry';
import { registerLiveChannel } from './realtime/ws.routes';
import type { StartingServer } from './startup/starting-server';

export interface AppDependencies {
  database: DatabaseHandle;
  /**
   * The server start-up listens with (answering "starting"), for the app to take over once ready
   * (src/server/startup/starting-server.ts); without it the app makes its own (tests, inject).
   */
  server?: Pick<StartingServer, 'adopt'>;
  /** scrypt cost for new password hashes; tests lower it. Defaults to DESIGN section 5's. */
  passwordCost?: ScryptCost;
  /** The password-hashing queue; tests hand in a narrow one to fill it. */
  passwordHashing?: PasswordHashing;
  /** Live-channel heartbeat period; tests shorten it. */
  heartbeatMs?: number;
  /** Delays before each retry of a failed push notification; tests shorten them. */
  pushRetryDelaysMs?: readonly number[];
  /** The clock opening hours are read against; tests set it. */
  now?: () => Date;
}

// Builds the whole HTTP application without listening, so tests drive it through app.inject().
// The database is opened (and migrated) by the caller, which also owns closing it.
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const { app, readyAnswers, apiSecurityHeaders, limits } = await createHttpServer(config, deps);
  // Before the routes it measures: each one's label set is made as it is added.
  const metrics = registerMetrics(app, { token: config.metricsToken });

  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  registerHealthRoutes(app, deps.database, config);
  const catalogueCache = createCatalogueCache();
  app.decorate('catalogueCache', catalogueCache);
  registerCatalogueRoutes(app, createCatalogueRepo(db), catalogueCache, now);
  readyAnswers.open({
    lookup: catalogueReadyAnswers(catalogueCache),
    securityHeaders: apiSecurityHeaders,
    log: config.logLevel === 'silent' ? undefined : app.log,
    metrics,
  });
  app.addHook('preClose', (done) => {
    readyAnswers.close();
    done();
  });
  registerSeoRoutes(app, db, config);

  const sessions = createSessionStore(db);
  const accounts = createAccountsRepo(db);
  const hub = await createHub(app, deps.database);
  const liveSockets = createSocketRegistry();
  app.decorate('sessions', sessions);
  app.decorate('hub', hub);
  app.decorate('liveSockets', liveSockets);
  const ordersRepo = createOrderLifecycleRepo(db);
  const orderingRepo = createOrderingRepo(db);
  const trackingRepo = createTrackingRepo(db);
  hub.subscribe(
    createNotifier({
      registry: liveSockets,
      catalogueCache,
      reads: {
        findOrderForLiveEvent: (orderId) => ordersRepo.findOrderForLiveEvent(orderId),
        findPartnerName: (type, id) => accounts.findPartnerName(type, id),
      },
      onError: (error) => app.log.error({ err: error }, 'live event relay failed'),
    }),
  );
  app.addHook('onClose', async () => hub.close());
  const push = startPush(app, { db, hub, sessions, config, retryDelaysMs: deps.pushRetryDelaysMs });
  app.decorate('pushCounters', push.counters);

  const passwordHashing = deps.passwordHashing ?? createPasswordHashing({ cost: deps.passwordCost });
  registerAccountRoutes(app, {
    db,
    hub,
    sessions,
    accounts,
    checkPassword: createPasswordChecker(passwordHashing),
    createLoginThrottle: limits.createLoginThrottle,
  });
  registerRegistrationRoutes(app, { repo: createRegistrationRepo(db), hashing: passwordHashing });
  const findAdmin = (id: number) => accounts.findSessionUser('admin', id);
  const rateCards = createRateCardsRepo(db);
  const rateCardCache = createRateCardCache({
    load: () => rateCards.allRateCards(),
    hearsChanges: () => hub.connected,
  });
  catalogueCache.onInvalidate(() => rateCardCache.invalidate());
  registerRateCardRoutes(app, {
    db,
    rateCards,
    audit: createRateCardAuditRepo(),
    hub,
    catalogueCache,
    sessions,
    findAdmin,
  });
  const adminRepo = createApprovalsRepo(db);
  registerApprovalRoutes(app, { db, repo: adminRepo, rateCards, sessions, hub, catalogueCache, findAdmin });
  registerProfileRoutes(app, { db, repo: createProfileRepo(db), sessions, hub, catalogueCache });
  registerMenuRoutes(app, { db, repo: createMenuRepo(db), sessions, hub, catalogueCache });
  registerPromotionRoutes(app, { db, repo: createPromotionsRepo(db), sessions, hub, catalogueCache });
  registerDriverListRoutes(app, { listDrivers: () => adminRepo.listDrivers(), sessions });
  const payments = createPaymentProvider(config, db);
  registerPaymentRoutes(app, payments, createPaymentsRepo(db));
  const housekeeping = startHousekeeping(
    { database: deps.database, payments },
    config.housekeepingIntervalSeconds,
    app.log,
  );
  app.addHook('onClose', () => housekeeping.stop());
  const refunds = createRefundsRepo(db);
  const placementRestaurants = createPlacementRestaurants({
    load: (restaurantId) => orderingRepo.loadPlacementRestaurant(restaurantId),
    hearsChanges: () => hub.connected,
  });
  catalogueCache.onInvalidate(() => placementRestaurants.invalidate());
  registerOrderingRoutes(app, {
    repo: orderingRepo,
    lifecycle: ordersRepo,
    hub,
    payments,
    placementRestaurants,
    rateCards: rateCardCache,
    orderIds: createOrderIdBlocks((count) => orderingRepo.reserveOrderIds(count)),
    orderRateLimit: config.orderRateLimit,
    now,
    scheduleMinLeadMinutes: config.scheduleMinLeadMinutes,
  });
  registerTrackingRoutes(app, {
    repo: trackingRepo,
    lifecycle: { db, repo: ordersRepo, hub, payments, refunds },
    phoneLookupRateLimit: config.phoneLookupRateLimit,
  });
  registerReviewRoutes(app, {
    db,
    repo: createReviewsRepo(db),
    hub,
    catalogueCache,
    sessions,
    findAdmin,
    now,
    trackingRateLimit: config.phoneLookupRateLimit,
  });
  registerGeocodingRoutes(app, config);
  registerRestaurantOrderRoutes(app, {
    db,
    repo: ordersRepo,
    kitchen: createRestaurantOrdersRepo(db),
    hub,
    payments,
    refunds,
    sessions,
  });
  registerDriverDeliveryRoutes(app, {
    db,
    repo: ordersRepo,
    deliveries: createDriverDeliveriesRepo(db),
    rateCards,
    hub,
    payments,
    refunds,
    sessions,
  });
  const desk = createAdminOrdersRepo(db);
  registerOrderListRoutes(app, { desk, sessions });
  registerAdminOrderRoutes(app, {
    db,
    repo: ordersRepo,
    desk,
    hub,
    payments,
    refunds,
    sessions,
  });
  // Orders for later are released and orders nobody accepts are cancelled by the system; stopped
  // before the hub and database close.
  const orderWatches = startOrderWatches(
    { database: deps.database, db, repo: ordersRepo, hub, payments, refunds, log: app.log },
    config.orderAcceptTimeoutSeconds,
  );
  app.addHook('preClose', () => orderWatches.stop());
  registerFinanceRoutes(app, { finance: createFinanceRepo(db), sessions, timeZone: config.timeZone });
  registerStatementRoutes(app, { statements: createStatementsRepo(db), sessions, timeZone: config.timeZone });
  registerCashRoutes(app, { db, ledger: createCashLedgerRepo(db), hub, sessions });
  const liveChannel = await registerLiveChannel(app, {
    sessions,
    registry: liveSockets,
    resolveTrackingToken: (token) => trackingRepo.orderIdByTokenHash(hashTrackingToken(token)),
    heartbeatMs: deps.heartbeatMs,
    limits: {
      maxSocketsPerAddress: config.liveMaxSocketsPerAddress,
      maxMessagesPerMinute: config.liveMaxMessagesPerMinute,
      maxMessageBytes: config.liveMaxMessageBytes,
    },
  });
  app.decorate('liveAbuse', liveChannel.abuseSnapshot);

  const webApp = await registerWebApp(app, config.webDistDir, {
    customDomain: config.customDomain,
    mode: config.mode,
  });
  registerCustomDomainRedirect(app, config.customDomain, webApp.isStaticFile);
  return app;
}

/** LISTEN/NOTIFY when on PostgreSQL (several instances may share it), in-process on PGlite. */
async function createHub(app: FastifyInstance, database: DatabaseHandle): Promise<RealtimeHub> {
  const onError = (error: unknown) => app.log.error({ err: error }, 'hub listener failed');
  if (database.kind === 'postgres' && database.pool) return createPostgresHub(database.pool, app.log);
  return createInProcessHub(onError);
}
