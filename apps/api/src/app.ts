import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type AppConfig, mapsOrigins, TOSS_ORIGINS } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { adminAuditRoutes } from './modules/admin/audit-routes.ts';
import { adminAuthRoutes } from './modules/admin/auth-routes.ts';
import { adminDisputeRoutes } from './modules/admin/dispute-routes.ts';
import { adminOperatorRoutes } from './modules/admin/operator-routes.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { jwtRoutes } from './modules/auth/jwt-routes.ts';
import { loginRoutes } from './modules/auth/login-routes.ts';
import { blogReviewRoutes } from './modules/blog-reviews/routes.ts';
import { registerBookingJobs } from './modules/bookings/jobs.ts';
import { hallBookingRoutes, myBookingRoutes } from './modules/bookings/routes.ts';
import { registerVisitReminderJob } from './modules/bookings/visit-reminders.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { comparisonRoutes } from './modules/comparison/routes.ts';
import { coupleRoutes } from './modules/couples/routes.ts';
import { customerDataRoutes } from './modules/customer-data/routes.ts';
import { hallEventRoutes } from './modules/events/routes.ts';
import { favouriteRoutes } from './modules/favourites/routes.ts';
import { hallLikeRoutes, partnerLikeStateRoutes } from './modules/hall-detail/like-routes.ts';
import { pageEventRoutes } from './modules/hall-detail/page-events.ts';
import { hallDetailRoutes, partnerImageRoutes } from './modules/hall-detail/routes.ts';
import { searchHistoryRoutes } from './modules/halls/histories-routes.ts';
import { hallRoutes } from './modules/halls/routes.ts';
import { hallSearchRoutes } from './modules/halls/search-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { imageProxyRoutes } from './modules/image-proxy/routes.ts';
import { consoleInquiryRoutes } from './modules/inquiries/console-routes.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { inquiryTemplateRoutes } from './modules/inquiries/template-routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { registerMetrics } from './modules/metrics/index.ts';
import { adminModerationRoutes } from './modules/moderation/queue-routes.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { registerNotificationJobs } from './modules/notifications/jobs.ts';
import { devAlimtalkOutboxRoutes } from './modules/notifications/providers/dev-alimtalk-outbox-routes.ts';
import { consoleNotificationRoutes, notificationRoutes } from './modules/notifications/routes.ts';
import { adminOnboardingRoutes, partnerApplicationRoutes } from './modules/onboarding/routes.ts';
import { partnerCalendarRoutes } from './modules/partner-calendar/routes.ts';
import { partnerCenterAuthRoutes } from './modules/partner-center/auth-routes.ts';
import { partnerNotifyTelRoutes } from './modules/partner-center/notify-tel-routes.ts';
import { partnerProfileDraftRoutes } from './modules/partner-center/profile-draft-routes.ts';
import { partnerStaffRoutes } from './modules/partner-center/staff-routes.ts';
import { partnerPhotoRoutes } from './modules/partner-photos/routes.ts';
import { partnerReviewRoutes } from './modules/partner-reviews/routes.ts';
import { partnerStatisticsRoutes } from './modules/partner-statistics/routes.ts';
import { partnerRoutes } from './modules/partners/routes.ts';
import { devSmsOutboxRoutes } from './modules/phone-verification/dev-outbox-routes.ts';
import { phoneVerificationRoutes } from './modules/phone-verification/routes.ts';
import { consoleDisclosureRoutes, guestDisclosureRoutes } from './modules/price-disclosure/routes.ts';
import { reviewDetailRoutes, reviewRoutes } from './modules/reviews/routes.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { sharedRoutes, shortlistRoutes } from './modules/shortlist/routes.ts';
import { slotHoldRoutes } from './modules/slot-holds/routes.ts';
import { registerHoldSweep } from './modules/slot-holds/sweep.ts';
import { registerWatchJobs } from './modules/slot-watches/jobs.ts';
import { slotWatchRoutes } from './modules/slot-watches/routes.ts';
import { slotLikeRoutes, slotRoutes } from './modules/slots/routes.ts';
import { socialFormPostRoutes } from './modules/social/form-post-routes.ts';
import { socialRoutes } from './modules/social/routes.ts';
import { testNotificationRoutes } from './modules/test-clock/notification-routes.ts';
import { testClockRoutes } from './modules/test-clock/routes.ts';
import { uploadedMediaRoutes, uploadRoutes } from './modules/uploads/routes.ts';
import { visitBookingRoutes } from './modules/visit-booking/routes.ts';
import { visitCalendarRoutes } from './modules/visit-calendar/routes.ts';
import { registerWebApp } from './modules/web/routes.ts';
import { webPushRoutes } from './modules/web-push/routes.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { registerOperatorAuthentication } from './plugins/authenticate-operator.ts';
import { registerStaffAuthentication } from './plugins/authenticate-staff.ts';
import { clientErrorHandler } from './plugins/client-error-handler.ts';
import { registerDraining } from './plugins/draining.ts';
import { registerErrorHandler, sendApiError } from './plugins/error-handler.ts';
import { registerJsonDepthLimit } from './plugins/json-depth.ts';
import { withLogRedaction } from './plugins/log-redaction.ts';
import { registerMultipartBoundaryCheck } from './plugins/multipart-boundary.ts';
import { registerPublicCache } from './plugins/public-cache.ts';
import {
  createRequestIdGenerator,
  markedRequestLogger,
  registerRequestIdHeader,
  requestIdMixin,
  withRequestIdHeader,
} from './plugins/request-id.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { validateWithInputLimits } from './plugins/validator.ts';
import { type AppServices, createServices } from './services.ts';
import type { OpenStreams } from './shared/live/event-stream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    services: AppServices;
    /** Open Server-Sent-Event streams, ended when the app closes (issue 27 §5). */
    liveStreams: OpenStreams;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  /** Fastify logger options; tests pass false. */
  logger?: boolean | object;
  /** Replace services in tests (e.g. a failing one); defaults to the real ones. */
  services?: Partial<AppServices>;
};

/**
 * Builds the app without listening, so tests can `inject` into the real thing. Three layers in order:
 * infrastructure, services, routes. The instance is returned before `ready()`, so a test may add a route.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    // Token URLs and known secret fields are masked before a line is written (decision 0053).
    logger: withLogRedaction(options.logger ?? false, { mixin: requestIdMixin }),
    // Every request has an id, in each of its log lines (services' too, through the mixin) and its X-Request-Id;
    // a trusted proxy's id is kept.
    genReqId: createRequestIdGenerator(config.trustedProxies),
    requestIdHeader: false,
    childLoggerFactory: markedRequestLogger,
    // One line per request instead of Fastify's two (decision 0024).
    logController: new OneLineRequestLog(),
    // X-Forwarded-For is believed only from the proxies TRUSTED_PROXIES names (decision 0018).
    trustProxy: config.trustedProxies,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: withRequestIdHeader(sendApiError),
    // Node would answer a request without Host with a bare 400 of its own; the hook below answers it
    // in the one error shape instead.
    http: { requireHostHeader: false },
    clientErrorHandler,
    // A request that reaches a closing server is still served (the database closes only after the last
    // one): Fastify's own 503 would answer outside the one error shape and lose the request (decision 0017).
    return503OnClosing: false,
    // The graceful shutdown closes idle sockets itself, a moment after the listener (graceful-shutdown.ts).
    forceCloseConnections: false,
  });

  // 1. Infrastructure
  registerRequestIdHeader(app);
  app.setValidatorCompiler(validateWithInputLimits);
  app.setSerializerCompiler(serializerCompiler);
  // Hostile bodies (decision 0031): JSON nested past 32 levels, multipart without a usable boundary.
  registerJsonDepthLimit(app);
  registerMultipartBoundaryCheck(app);
  registerErrorHandler(app);
  registerDraining(app);
  registerPublicCache(app);
  await registerSecurityHeaders(app, {
    isDevelopment: config.isDevelopment,
    thirdPartyOrigins: [
      ...(config.kakaoMaps ? mapsOrigins(config.kakaoMaps) : []),
      ...(config.toss ? TOSS_ORIGINS : []),
    ],
  });
  await app.register(cookie);
  registerAuthentication(app);
  registerStaffAuthentication(app);
  registerOperatorAuthentication(app);
  await registerSwagger(app, { publicOrigin: config.publicOrigin });
  app.decorate('config', config);
  app.decorate<Database>('database', database);

  // 2. Services
  const services = createServices(config, database, app.log);
  app.decorate('services', { ...services, ...options.services });
  // The Redis rate limiter holds a connection that would keep the process alive.
  app.addHook('onClose', () => services.rateLimiter.close());
  app.addHook('onClose', () => services.slots.close());
  // Event streams never end by themselves: end them first, or closing would wait for every open browser tab.
  app.decorate<OpenStreams>('liveStreams', new Set());
  app.addHook('preClose', async () => {
    for (const end of [...app.liveStreams]) end();
  });
  app.addHook('onClose', () => services.liveBus.close());
  registerHoldSweep(app, config.paymentReconcileIntervalMs);
  // Issue 27: deadlines, hold expiry and refunds as jobs, and the minute's scan of what is due.
  registerBookingJobs(app.services.jobs, {
    expireVisit: (id) => app.services.bookings.expireVisit(id),
    expireBooking: (id) => app.services.bookings.expireBooking(id),
    expireHold: (id) => app.services.slotHolds.expireHold(id),
    runRefund: (id) => app.services.bookings.runRefund(id),
    remindBooking: (id) => app.services.bookings.remindBooking(id),
    actOnDue: () => app.services.bookings.actOnDue(),
  });
  // Issue 28: a confirmed visit's day-before reminder, checked against the visit when it runs.
  registerVisitReminderJob(app.services.jobs, app.services.visitReminders);
  // Issue 28: each notification delivery is a job; the minute's relay scan re-queues lost ones, clears old words.
  registerNotificationJobs(app.services.jobs, app.services.notificationDelivery);
  // Issue 28 §5: the console's opened and repriced slots fan out to the couples watching for them.
  registerWatchJobs(app.services.jobs, app.services.watchFanout);
  // Every module has registered its jobs by now; the queue starts with the app and lets go before the database.
  app.addHook('onReady', () => app.services.jobs.start());
  app.addHook('onClose', () => app.services.jobs.stop());

  // 3. Routes; the registration prefix is the URL prefix.
  // GET /metrics and the request counters (issue 29 §7), first so its hooks see every route; the outbox lag reads
  // the outbox's own clock.
  await registerMetrics(app, { now: app.services.notificationDelivery.now });
  await app.register(healthRoutes);
  await app.register(hallRoutes, { prefix: '/v3/book' });
  await app.register(hallSearchRoutes, { prefix: '/v3/book/halls' });
  await app.register(searchHistoryRoutes, { prefix: '/v3/book/halls/histories' });
  await app.register(hallEventRoutes, { prefix: '/v3/book' });
  await app.register(partnerRoutes, { prefix: '/v3' });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(imageProxyRoutes, { prefix: '/v1' });
  await app.register(sessionRoutes, { prefix: '/api' });
  await app.register(socialRoutes, { prefix: '/api/social' });
  await app.register(socialFormPostRoutes);
  await app.register(loginRoutes, { prefix: '/v3/20240404/customer' });
  await app.register(jwtRoutes, { prefix: '/v3/jwt' });
  await app.register(accountRoutes, { prefix: '/v3/20240404/customer' });
  await app.register(phoneVerificationRoutes, { prefix: '/v3/20240404/auth' });
  await app.register(customerDataRoutes, { prefix: '/web/v3/customer' });
  await app.register(apiKeyRoutes, { prefix: '/v3/public' });
  await app.register(slotRoutes, { prefix: '/v3/public/wedding' });
  await app.register(slotLikeRoutes, { prefix: '/v3/like' });
  await app.register(hallDetailRoutes, { prefix: '/v3/book' });
  await app.register(partnerImageRoutes, { prefix: '/v1' });
  await app.register(hallLikeRoutes, { prefix: '/v3/like' });
  await app.register(favouriteRoutes, { prefix: '/v3/like' });
  await app.register(visitBookingRoutes, { prefix: '/v3/book' });
  await app.register(slotHoldRoutes, { prefix: '/v3/book' });
  await app.register(myBookingRoutes, { prefix: '/v3/book' });
  await app.register(guestDisclosureRoutes, { prefix: '/v3/book' });
  await app.register(favouriteRoutes, { prefix: '/web/v3/like' });
  await app.register(partnerLikeStateRoutes, { prefix: '/v3/20240729' });
  await app.register(pageEventRoutes, { prefix: '/web/v1/analytics' });
  await app.register(reviewRoutes, { prefix: '/web/v1/community' });
  await app.register(reviewDetailRoutes, { prefix: '/web/v1/communityV2' });
  await app.register(moderationRoutes, { prefix: '/web/v1/community' });
  await app.register(blogReviewRoutes, { prefix: '/web/v1/community' });
  await app.register(commentRoutes, { prefix: '/web/v1/reply' });
  await app.register(uploadRoutes, { prefix: '/web/v1/common' });
  await app.register(uploadedMediaRoutes, { prefix: '/media' });
  // The operator console (issue 29 §1): operator accounts with their own token audience.
  await app.register(adminAuthRoutes, { prefix: '/v3/admin' });
  await app.register(adminAuditRoutes, { prefix: '/v3/admin' });
  await app.register(adminOperatorRoutes, { prefix: '/v3/admin' });
  await app.register(adminDisputeRoutes, { prefix: '/v3/admin' });
  await app.register(adminModerationRoutes, { prefix: '/v3/admin' });
  await app.register(adminOnboardingRoutes, { prefix: '/v3/admin' });
  // The partner console (issue 26): staff accounts with their own token audience.
  await app.register(partnerCenterAuthRoutes, { prefix: '/v3/partner-center' });
  await app.register(partnerStaffRoutes, { prefix: '/v3/partner-center' });
  // A hall's public application for a console account (issue 29 §4): no session of any kind.
  await app.register(partnerApplicationRoutes, { prefix: '/v3' });
  await app.register(partnerNotifyTelRoutes, { prefix: '/v3/partner-center' });
  await app.register(partnerProfileDraftRoutes, { prefix: '/v3/partner-center' });
  await app.register(partnerPhotoRoutes, { prefix: '/v3/partner-center' });
  await app.register(partnerCalendarRoutes, { prefix: '/v3/partner-center/calendar' });
  await app.register(partnerReviewRoutes, { prefix: '/v3/partner-center' });
  await app.register(partnerStatisticsRoutes, { prefix: '/v3/partner-center' });
  await app.register(consoleDisclosureRoutes, { prefix: '/v3/partner-center' });
  await app.register(consoleInquiryRoutes, { prefix: '/v3/partner-center/inquiries' });
  await app.register(inquiryTemplateRoutes, { prefix: '/v3/partner-center/inquiries/templates' });
  await app.register(inquiryRoutes, { prefix: '/v3/inquiries' });
  await app.register(hallBookingRoutes, { prefix: '/v3/partner-center' });
  await app.register(notificationRoutes, { prefix: '/v3/notifications' });
  await app.register(visitCalendarRoutes, { prefix: '/v3/calendar' });
  await app.register(consoleNotificationRoutes, { prefix: '/v3/partner-center/notifications' });
  await app.register(webPushRoutes, { prefix: '/api' });
  await app.register(slotWatchRoutes, { prefix: '/v3/watches' });
  await app.register(coupleRoutes, { prefix: '/v3/couple' });
  // Issue 30 §2: the couple's shortlist, and what a family share link reads and writes without an account.
  await app.register(shortlistRoutes, { prefix: '/v3/shortlist' });
  await app.register(sharedRoutes, { prefix: '/v3/shared' });
  await app.register(comparisonRoutes, { prefix: '/v3/comparison' });
  // Development and tests only: production has no outbox, and this route must not exist there.
  const smsOutbox = app.services.smsOutbox;
  if (config.nodeEnv !== 'production' && smsOutbox) {
    await app.register(devSmsOutboxRoutes, { prefix: '/dev', outbox: smsOutbox });
  }
  const sentNotifications = app.services.sentNotifications;
  if (config.nodeEnv !== 'production' && sentNotifications) {
    await app.register(devAlimtalkOutboxRoutes, { prefix: '/dev', sent: sentNotifications });
  }
  // Browser tests only (TEST_CLOCK=1 under NODE_ENV=test): the route that moves the server's clock.
  const testClock = app.services.testClock;
  if (testClock) await app.register(testClockRoutes, { prefix: '/__test', clock: testClock });
  // …and the routes that write inbox entries for them (issue 28 §3's browser tests).
  const testNotifier = app.services.testNotifier;
  if (testNotifier) await app.register(testNotificationRoutes, { prefix: '/__test', notifier: testNotifier });
  await registerWebApp(app, { webDistDir: config.webDistDir });

  return app;
}
