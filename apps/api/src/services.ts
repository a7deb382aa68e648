import { PARTNER_TYPE } from '@wedding/domain/enums';
import { HOLDS_PER_HOUR_PER_ACCOUNT } from '@wedding/domain/slot-hold';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createAccountRepository } from './modules/accounts/repository.ts';
import { type AccountService, accountHasPhone, createAccountService } from './modules/accounts/service.ts';
import { createDisputeNotices } from './modules/admin/dispute-notices.ts';
import { createDisputeRepository } from './modules/admin/dispute-repository.ts';
import { createDisputeService, type DisputeService } from './modules/admin/dispute-service.ts';
import { createOperatorAuditRepository, type OperatorAuditRepository } from './modules/admin/operator-audit.ts';
import { createOperatorAuthService, type OperatorAuthService } from './modules/admin/operator-auth-service.ts';
import { createOperatorManagementRepository } from './modules/admin/operator-management-repository.ts';
import {
  createOperatorManagementService,
  type OperatorManagementService,
} from './modules/admin/operator-management-service.ts';
import { createOperatorRepository } from './modules/admin/operator-repository.ts';
import { createOperatorTokenCodec } from './modules/admin/operator-token.ts';
import { type ApiKeyService, createApiKeyService } from './modules/api-keys/service.ts';
import { type AccessAuthenticator, createAccessAuthenticator } from './modules/auth/access-authenticator.ts';
import { createAccessTokenCodec } from './modules/auth/access-token.ts';
import { createCredentialsRepository } from './modules/auth/credentials-repository.ts';
import { type CurrentUserService, createCurrentUserService } from './modules/auth/current-user.ts';
import { createCurrentUserRepository } from './modules/auth/current-user-repository.ts';
import { createEmailLoginService, type EmailLoginService } from './modules/auth/email-login.ts';
import { createJoinTokenCodec, type JoinTokenCodec } from './modules/auth/join-token.ts';
import { createSessionRepository } from './modules/auth/session-repository.ts';
import { createSessionService, type SessionService } from './modules/auth/session-service.ts';
import { createBlogReviewRepository } from './modules/blog-reviews/repository.ts';
import { type BlogReviewService, createBlogReviewService } from './modules/blog-reviews/service.ts';
import { createDeadlineScheduler } from './modules/bookings/jobs.ts';
import { createSlotNotices, createVisitNotices } from './modules/bookings/notices.ts';
import { createBookingRepository } from './modules/bookings/repository.ts';
import { type BookingService, createBookingService } from './modules/bookings/service.ts';
import { createBookingReminder, createHoldNotices, createRefundNotice } from './modules/bookings/slot-notices.ts';
import { createVisitReminders, type VisitReminders } from './modules/bookings/visit-reminders.ts';
import { createReplyNotice } from './modules/comments/reply-notice.ts';
import { createCommentRepository } from './modules/comments/repository.ts';
import { type CommentService, createCommentService } from './modules/comments/service.ts';
import { createComparisonRepository, createDisclosureLookup } from './modules/comparison/repository.ts';
import { type ComparisonService, createComparisonService } from './modules/comparison/service.ts';
import { createHouseholdLookup, type HouseholdLookup } from './modules/couples/household.ts';
import { createCoupleRepository } from './modules/couples/repository.ts';
import { type CoupleService, createCoupleService } from './modules/couples/service.ts';
import { createCustomerDataRepository } from './modules/customer-data/repository.ts';
import { type CustomerDataService, createCustomerDataService } from './modules/customer-data/service.ts';
import { createHallEventRepository } from './modules/events/repository.ts';
import { createHallEventService, type HallEventService } from './modules/events/service.ts';
import { createLikeRepository } from './modules/hall-detail/like-repository.ts';
import { createLikeService, type LikeService } from './modules/hall-detail/like-service.ts';
import { createKakaoMapSearch, createLocalMapSearch, type MapSearch } from './modules/hall-detail/map-search.ts';
import { createNearbyRepository } from './modules/hall-detail/nearby-repository.ts';
import { createNearbyService, type NearbyService } from './modules/hall-detail/nearby-service.ts';
import { createPageEventRepository } from './modules/hall-detail/page-event-repository.ts';
import { createPageEventService, type PageEventService } from './modules/hall-detail/page-events.ts';
import { createPhotoRepository } from './modules/hall-detail/photo-repository.ts';
import { createPhotoService, type PhotoService } from './modules/hall-detail/photo-service.ts';
import { createRoomRepository } from './modules/hall-detail/room-repository.ts';
import { createVenueRepository } from './modules/hall-detail/venue-repository.ts';
import { createVenueService, type VenueService } from './modules/hall-detail/venue-service.ts';
import { createSearchHistoryRepository } from './modules/halls/histories-repository.ts';
import { createSearchHistoryService, type SearchHistoryService } from './modules/halls/histories-service.ts';
import { createHallKeywordRepository } from './modules/halls/keyword-repository.ts';
import { createHallKeywordService, type HallKeywordService } from './modules/halls/keyword-service.ts';
import { createHallRepository } from './modules/halls/repository.ts';
import { createHallSearchRepository } from './modules/halls/search-repository.ts';
import { createHallSearchService, type HallSearchService } from './modules/halls/search-service.ts';
import { createHallService, type HallService } from './modules/halls/service.ts';
import { createHealthRepository, type HealthRepository } from './modules/health/repository.ts';
import { createImageProxyService, type ImageProxyService } from './modules/image-proxy/service.ts';
import { type ConsoleInquiryService, createConsoleInquiryService } from './modules/inquiries/console-service.ts';
import { createInquiryNotices } from './modules/inquiries/inquiry-notices.ts';
import { createMessaging } from './modules/inquiries/messaging.ts';
import { createInquiryRepository } from './modules/inquiries/repository.ts';
import { createInquiryService, type InquiryService } from './modules/inquiries/service.ts';
import { createInquiryTemplateRepository } from './modules/inquiries/template-repository.ts';
import { createInquiryTemplateService, type InquiryTemplateService } from './modules/inquiries/template-service.ts';
import { createGeneratedMediaRepository } from './modules/media/generated-media-repository.ts';
import { createGeneratedMediaService, type GeneratedMediaService } from './modules/media/generated-media-service.ts';
import { createLocalMediaSource } from './modules/media/local-media-source.ts';
import { createModerationNotices } from './modules/moderation/moderation-notices.ts';
import { createModerationQueueRepository } from './modules/moderation/queue-repository.ts';
import { createModerationQueueService, type ModerationQueueService } from './modules/moderation/queue-service.ts';
import { createModerationRepository } from './modules/moderation/repository.ts';
import { createModerationService, type ModerationService } from './modules/moderation/service.ts';
import { createSuspensionService, type SuspensionService } from './modules/moderation/suspensions.ts';
import { createDeliveryJobSender, createDeliveryJobsSender } from './modules/notifications/delivery-jobs.ts';
import { createDeliveryRepository, type DeliveryRepository } from './modules/notifications/delivery-repository.ts';
import { createDeliveryWorker, type DeliveryWorker } from './modules/notifications/delivery-worker.ts';
import { createInboxService, type InboxService } from './modules/notifications/inbox-service.ts';
import { createReportScheduler } from './modules/notifications/jobs.ts';
import { createOutageBreaker } from './modules/notifications/outage-breaker.ts';
import { createNotificationOutbox, type NotificationOutbox } from './modules/notifications/outbox.ts';
import type { AlimtalkSender } from './modules/notifications/providers/delivery.ts';
import { createNotificationSender } from './modules/notifications/providers/notification-sender.ts';
import type { SentNotifications } from './modules/notifications/providers/sent-notifications.ts';
import { createNotificationRepository } from './modules/notifications/repository.ts';
import { createWebPushChannel } from './modules/notifications/web-push-channel.ts';
import { createOnboardingRepository } from './modules/onboarding/repository.ts';
import { createOnboardingService, type OnboardingService, pausePublicPaths } from './modules/onboarding/service.ts';
import { createCalendarRepository } from './modules/partner-calendar/repository.ts';
import { type CalendarService, createCalendarService } from './modules/partner-calendar/service.ts';
import { type AuditRepository, createAuditRepository } from './modules/partner-center/audit-log.ts';
import { createNotifyTelRepository, type NotifyTelRepository } from './modules/partner-center/notify-tel-repository.ts';
import { createProfileDraftRepository } from './modules/partner-center/profile-draft-repository.ts';
import { createProfileDraftService, type ProfileDraftService } from './modules/partner-center/profile-draft-service.ts';
import { createStaffAdminRepository } from './modules/partner-center/staff-admin-repository.ts';
import { createStaffAdminService, type StaffAdminService } from './modules/partner-center/staff-admin-service.ts';
import { createStaffAuthService, type StaffAuthService } from './modules/partner-center/staff-auth-service.ts';
import { createStaffRepository } from './modules/partner-center/staff-repository.ts';
import { createStaffTokenCodec } from './modules/partner-center/staff-token.ts';
import { createPartnerPhotoRepository } from './modules/partner-photos/repository.ts';
import { createPartnerPhotoService, type PartnerPhotoService } from './modules/partner-photos/service.ts';
import { createAnswerNotice } from './modules/partner-reviews/answer-notice.ts';
import { createPartnerReviewRepository } from './modules/partner-reviews/repository.ts';
import { createPartnerReviewService, type PartnerReviewService } from './modules/partner-reviews/service.ts';
import { createStatisticsRepository } from './modules/partner-statistics/repository.ts';
import { createStatisticsService, type StatisticsService } from './modules/partner-statistics/service.ts';
import { createPartnerRepository } from './modules/partners/repository.ts';
import { createPartnerService, type PartnerService } from './modules/partners/service.ts';
import type { SmsOutbox } from './modules/phone-verification/outbox-sms-sender.ts';
import { createPhoneVerificationRepository } from './modules/phone-verification/repository.ts';
import { createPhoneVerificationService, type PhoneVerificationService } from './modules/phone-verification/service.ts';
import { createSmsSender } from './modules/phone-verification/sms-sender.ts';
import { createPriceDisclosureRepository } from './modules/price-disclosure/repository.ts';
import { createPriceDisclosureService, type PriceDisclosureService } from './modules/price-disclosure/service.ts';
import { createReviewRepository } from './modules/reviews/repository.ts';
import { createReviewService, type ReviewService } from './modules/reviews/service.ts';
import { createShortlistRepository } from './modules/shortlist/repository.ts';
import { createShortlistService, type ShortlistService } from './modules/shortlist/service.ts';
import { createShareTokens } from './modules/shortlist/share-token.ts';
import { copyShortlistOnUnlink } from './modules/shortlist/unlink-copy.ts';
import { type AfterBooked, createPaymentRepository } from './modules/slot-holds/payment-repository.ts';
import { createPaymentSettler } from './modules/slot-holds/payment-settler.ts';
import { createHoldRepository } from './modules/slot-holds/repository.ts';
import { createSlotHoldService, type SlotHoldService } from './modules/slot-holds/service.ts';
import { createTossClient } from './modules/slot-holds/toss-client.ts';
import { createWatchFanout, type WatchFanout } from './modules/slot-watches/fanout.ts';
import { createWatchFanoutQueue } from './modules/slot-watches/jobs.ts';
import { createSlotWatchRepository } from './modules/slot-watches/repository.ts';
import { createSlotWatchService, type SlotWatchService } from './modules/slot-watches/service.ts';
import { createSlotRepository } from './modules/slots/repository.ts';
import { createSearchCache } from './modules/slots/search-cache.ts';
import { createSlotService, type SlotService } from './modules/slots/service.ts';
import { createSocialIdentityRepository } from './modules/social/social-identity-repository.ts';
import { createSocialLoginService, type SocialLoginService } from './modules/social/social-login-service.ts';
import { createTestNotifier, type TestNotifier } from './modules/test-clock/test-notifier.ts';
import { createUploadRepository } from './modules/uploads/repository.ts';
import { createS3UploadStore } from './modules/uploads/s3-upload-store.ts';
import { createUploadService, type UploadService } from './modules/uploads/service.ts';
import { createDiskUploadStore } from './modules/uploads/upload-store.ts';
import { createVisitRepository } from './modules/visit-booking/repository.ts';
import { createVisitService, type VisitService } from './modules/visit-booking/service.ts';
import { createCalendarTokens } from './modules/visit-calendar/calendar-token.ts';
import { createVisitCalendar, type VisitCalendar } from './modules/visit-calendar/service.ts';
import { createWebPushRepository } from './modules/web-push/repository.ts';
import { createWebPushSender, type WebPushSender } from './modules/web-push/sender.ts';
import { createWebPushService, type WebPushService } from './modules/web-push/service.ts';
import { type CdnPurge, createCdnPurge } from './shared/cdn-purge.ts';
import { createTestClock, systemClock, type TestClock } from './shared/clock.ts';
import {
  createIdempotencyRepository,
  type IdempotencyRepository,
} from './shared/idempotency/idempotency-repository.ts';
import type { JobQueue } from './shared/jobs/job-queue.ts';
import { createPgBossQueue } from './shared/jobs/pg-boss-queue.ts';
import { createLiveBus, type LiveBus } from './shared/live/live-bus.ts';
import { createPasswordHasher, type PasswordHasher } from './shared/password-hasher.ts';
import { createMemoryRateLimiter } from './shared/rate-limit/memory-rate-limiter.ts';
import type { RateLimiter } from './shared/rate-limit/rate-limiter.ts';
import { createRedisRateLimiter } from './shared/rate-limit/redis-rate-limiter.ts';

export type AppServices = {
  health: HealthRepository;
  halls: HallService;
  hallSearch: HallSearchService;
  hallKeywords: HallKeywordService;
  searchHistories: SearchHistoryService;
  partners: PartnerService;
  hallEvents: HallEventService;
  generatedMedia: GeneratedMediaService;
  imageProxy: ImageProxyService;
  rateLimiter: RateLimiter;
  passwordHasher: PasswordHasher;
  joinTokens: JoinTokenCodec;
  socialLogin: SocialLoginService;
  sessions: SessionService;
  authenticator: AccessAuthenticator;
  currentUser: CurrentUserService;
  emailLogin: EmailLoginService;
  phoneVerification: PhoneVerificationService;
  /** What development and tests "sent" by SMS; null in production (messages really go out). */
  smsOutbox: SmsOutbox | null;
  /** Issue 28: 알림톡 with SMS/LMS failover (Solapi), or SMS only when ALIMTALK_* is unset. */
  notificationSender: AlimtalkSender;
  /** What development and tests sent as notifications (GET /dev/alimtalk-outbox); null in production. */
  sentNotifications: SentNotifications | null;
  accounts: AccountService;
  customerData: CustomerDataService;
  slots: SlotService;
  /** The hall page (spec §2 'Hall detail page'): venue, rooms, preview, consulting info. */
  venues: VenueService;
  hallPhotos: PhotoService;
  nearby: NearbyService;
  likes: LikeService;
  /** Kakao Local when KAKAO_REST_API_KEY is set, else the halls' own coordinates. */
  mapSearch: MapSearch;
  pageEvents: PageEventService;
  reviews: ReviewService;
  /** Hall visit booking (issue 12): consulting hours, the duplicate check, book, list, cancel. */
  visits: VisitService;
  /** Slot holds and bookings (issue 12). */
  slotHolds: SlotHoldService;
  idempotencyKeys: IdempotencyRepository;
  comments: CommentService;
  moderation: ModerationService;
  uploads: UploadService;
  blogReviews: BlogReviewService;
  /** The movable clock of browser tests (TEST_CLOCK=1); null everywhere else. */
  testClock: TestClock | null;
  /** Writes inbox entries for browser tests (with the test clock only); null everywhere else. */
  testNotifier: TestNotifier | null;
  /** Issues and checks the public calls' apiKey (decision 0012). */
  apiKeys: ApiKeyService;
  /** Partner console sign-in, sessions and second factor (issue 26). */
  staffAuth: StaffAuthService;
  /** Operator console sessions (issue 29 §1): own audience, TOTP required. */
  operatorAuth: OperatorAuthService;
  operatorAudit: OperatorAuditRepository;
  /** Whose shared things a customer sees: themself and their linked partner (issue 30 §1). */
  household: HouseholdLookup;
  /** The couple link: invite, accept, unlink with copies (issue 30 §1, decision 0061). */
  couples: CoupleService;
  /** An ADMIN's management of operator accounts: disable, enable, reset, role (decision 0060). */
  operatorManagement: OperatorManagementService;
  /** The operator console's moderation queue (issue 29 §2): reports by target, blind/unblind/delete/warn/suspend. */
  moderationQueue: ModerationQueueService;
  /** Suspended customers cannot write (issue 29 §2). */
  suspensions: SuspensionService;
  /** The partner console's audit log (issue 26 §8). */
  audit: AuditRepository;
  /** Staff, roles and one-time invitations of the partner console (issue 26). */
  staffAdmin: StaffAdminService;
  /** Profile drafts, publishing as versions and restoring them (issue 26 §4). */
  profileDrafts: ProfileDraftService;
  /** The console's calendar: plan, exceptions, price rules and the slots they generate (issue 26 §2). */
  partnerCalendar: CalendarService;
  /** Tells the CDN which public paths changed (CDN_PURGE_URL; off when unset). Any console write may use it. */
  cdnPurge: CdnPurge;
  /** The console's reviews: answers and disputes (issue 26 §5). */
  partnerReviews: PartnerReviewService;
  staffNotifyTel: NotifyTelRepository;
  /** The console dashboard's weekly figures (issue 26 §6). */
  partnerStatistics: StatisticsService;
  /** Halls' price disclosures (issue 26 §3): the console's publish and the guest's read. */
  priceDisclosures: PriceDisclosureService;
  /** The console's official photo albums, uploaded through the upload pipeline (issue 26 §4). */
  partnerPhotos: PartnerPhotoService;
  /** Background work that runs once across all processes: deadlines, hold expiry, refund retries (issue 27). */
  jobs: JobQueue;
  /** Live events to Server-Sent-Event streams: Redis pub/sub across processes with REDIS_URL, else this process. */
  liveBus: LiveBus;
  /** The couple's 1:1 inquiries with a hall or planner (issue 27 §5). */
  inquiries: InquiryService;
  /** The hall's side of the inquiries, in the console (issue 27 §5). */
  consoleInquiries: ConsoleInquiryService;
  /** The hall's saved answers (issue 27 §5). */
  inquiryTemplates: InquiryTemplateService;
  /** The booking lifecycle (issue 27): the couple's bookings, the hall's inbox, deadlines and refunds. */
  bookings: BookingService;
  /** What the product tells people (issue 28): entries and deliveries written in the change's transaction. */
  notificationOutbox: NotificationOutbox;
  /** A visit's calendar file behind its signed link (issue 28 §4). */
  visitCalendar: VisitCalendar;
  /** The day-before reminders of confirmed visits (issue 28 §4). */
  visitReminders: VisitReminders;
  /** The couple's and the hall's in-app inboxes (issue 28 §3). */
  notificationInbox: InboxService;
  /** The outbox relay: one delivery job's work, and the rows it reads (issue 28 §1). */
  notificationDelivery: { worker: DeliveryWorker; repository: DeliveryRepository; now: () => Date };
  /** The couple's promotional-alert consent and push devices (issue 28 §5). */
  webPush: WebPushService;
  /** Sends one web push (VAPID, aes128gcm); `enabled` false without WEB_PUSH_* keys. */
  webPushSender: WebPushSender;
  /** The couple's "tell me when a date opens" watches (issue 28 §5). */
  slotWatches: SlotWatchService;
  /** Halls' review disputes and the operator's verdict (issue 29 §3). */
  reviewDisputes: DisputeService;
  /** The watch-fanout job's work: who is told of slots that opened or got cheaper. */
  watchFanout: WatchFanout;
  /** Partner applications, their approval or rejection, and pausing partners (issue 29 §4). */
  onboarding: OnboardingService;
  /** The couple's shortlist and its family share links, votes and comments (issue 30 §2). */
  shortlist: ShortlistService;
  /** The side-by-side comparison and the couple's guests and budget (issue 30 §3–§4). */
  comparison: ComparisonService;
};

/** Wires repositories into services. Routes reach them through `app.services`, never the database. */
export function createServices(
  config: AppConfig,
  database: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'> = { info: () => {}, warn: () => {} },
): AppServices {
  const generatedMedia = createGeneratedMediaService({
    cacheDir: config.mediaCacheDir,
    repository: createGeneratedMediaRepository(database.db),
    maxDiskBytes: config.mediaCacheMaxBytes,
  });
  const sessionRepository = createSessionRepository(database.db);
  const testClock = config.testClock ? createTestClock() : null;
  const jobs = createPgBossQueue({
    database,
    log,
    runWorkers: config.jobWorkers,
    pollingSeconds: config.jobPollSeconds,
  });
  const reviewRepository = createReviewRepository(database.db);
  const clock = testClock ?? systemClock;
  const accessTokens = createAccessTokenCodec(config.jwtSecret);
  const sessions = createSessionService({ repository: sessionRepository, accessTokens });
  // Several API processes must share login and SMS counts, so Redis when there is one (decision 0009).
  const rateLimiter = config.redisUrl ? createRedisRateLimiter(config.redisUrl) : createMemoryRateLimiter();
  const uploads = createUploadService({
    repository: createUploadRepository(database.db),
    store: config.s3 ? createS3UploadStore(config.s3) : createDiskUploadStore(config.uploadsDir),
    rateLimiter,
  });
  const passwordHasher = createPasswordHasher();
  const joinTokens = createJoinTokenCodec(config.jwtSecret);
  const accountRepository = createAccountRepository(database.db);
  const sms = createSmsSender(config, log);
  const notifications = createNotificationSender(config, log, sms.sender);
  const phoneVerification = createPhoneVerificationService({
    repository: createPhoneVerificationRepository(database.db),
    rateLimiter,
    sender: sms.sender,
    codeSecret: config.jwtSecret,
    accountHasPhone: (input) => accountHasPhone(accountRepository, input),
  });
  const customerData = createCustomerDataService({ repository: createCustomerDataRepository(database.db) });
  const slotRepository = createSlotRepository(database.db);
  const staffRepository = createStaffRepository(database.db);
  const staffTokens = createStaffTokenCodec(config.jwtSecret, () => clock.now().getTime());
  const operatorAudit = createOperatorAuditRepository(database.db);
  const household = createHouseholdLookup(database.db);
  const slots = createSlotService({
    repository: slotRepository,
    cache: createSearchCache({ redisUrl: config.redisUrl, scope: config.databaseUrl ?? config.pgliteDir }),
  });
  const cdnPurge = createCdnPurge({ url: config.cdnPurgeUrl, log });
  // A publish changes the hall page and its rooms' reads; no server cache holds profile fields (decision 0042).
  const profileDrafts = createProfileDraftService({
    repository: createProfileDraftRepository(database.db),
    onPublished: async (paths) => {
      await cdnPurge.purgePaths(paths);
    },
    // A hall's first publish lists it (issue 29 §4): cached searches and list pages without it are dropped.
    onListed: async (partnerUuid) => {
      await slots.forgetSearches();
      await cdnPurge.purgePaths(pausePublicPaths(partnerUuid));
    },
  });
  const moderationRepository = createModerationRepository(database.db);
  const liveBus = createLiveBus({
    redisUrl: config.redisUrl,
    scope: config.databaseUrl ?? config.pgliteDir,
    log: { warn: (o, m) => log.warn(o, m) },
  });
  const inquiryRepository = createInquiryRepository(database.db);
  // Deadlines and refunds are jobs (issue 27); the scheduler queues them after each change commits.
  const schedule = createDeadlineScheduler(jobs);
  const notificationRepository = createNotificationRepository(database.db);
  const deliveryRepository = createDeliveryRepository(database.db);
  const webPush = createWebPushService({ repository: createWebPushRepository(database.db), config, now: clock.now });
  const webPushSender = createWebPushSender(config.webPush);
  const notificationOutbox = createNotificationOutbox({
    repository: notificationRepository,
    sendJob: createDeliveryJobSender(jobs),
    sendJobs: createDeliveryJobsSender(jobs),
  });
  // What slot bookings tell the couple and the hall (issue 28), each in the transaction of its change.
  const holdNotices = createHoldNotices({ outbox: notificationOutbox, schedule });
  const messaging = createMessaging({
    repository: inquiryRepository,
    rateLimiter,
    bus: liveBus,
    notify: createInquiryNotices({ outbox: notificationOutbox, now: clock.now }),
  });
  const payments = createPayments(config, database, clock.now, log, holdNotices.reachedHall);
  const slotWatchRepository = createSlotWatchRepository(database.db);
  // Issue 28 §5: console changes that open or cheapen slots queue the fan-out in their own transaction.
  const watchQueue = createWatchFanoutQueue(jobs, log);
  const slotHolds = createSlotHoldService({
    repository: createHoldRepository(database.db),
    slots,
    holdMinutes: config.slotHoldMinutes,
    maxActiveHolds: config.maxActiveHolds,
    holdsPerHour: HOLDS_PER_HOUR_PER_ACCOUNT,
    rateLimiter,
    now: clock.now,
    payments,
    schedule,
    requested: holdNotices.reachedHall,
    requestCancelled: holdNotices.requestCancelled,
  });
  // A visit's notices, reminder and calendar file (issue 28).
  const bookingRepository = createBookingRepository(database.db);
  const visitCalendar = createVisitCalendar({
    tokens: createCalendarTokens(config.jwtSecret),
    repository: bookingRepository,
    origin: config.publicOrigin ?? `http://localhost:${config.port}`,
    now: clock.now,
  });
  const visitReminders = createVisitReminders({
    jobs,
    repository: bookingRepository,
    outbox: notificationOutbox,
    now: clock.now,
  });
  const visitNotices = createVisitNotices({
    outbox: notificationOutbox,
    calendarPath: visitCalendar.pathOf,
    reminders: visitReminders,
    repository: bookingRepository,
  });
  const visits = createVisitService({
    repository: createVisitRepository(database.db),
    now: clock.now,
    schedule,
    onRequested: visitNotices.requested,
    onCancelled: visitNotices.cancelledByCouple,
  });
  const moderationQueueRepository = createModerationQueueRepository(database.db);
  const suspensions = createSuspensionService({ repository: moderationQueueRepository, now: clock.now });
  return {
    moderationQueue: createModerationQueueService({
      repository: moderationQueueRepository,
      audit: operatorAudit,
      suspensions,
      notices: createModerationNotices({ outbox: notificationOutbox }),
      now: clock.now,
    }),
    suspensions,
    webPush,
    webPushSender,
    slotWatches: createSlotWatchService({ repository: slotWatchRepository, now: clock.now }),
    comparison: createComparisonService({
      repository: createComparisonRepository(database.db),
      disclosures: createDisclosureLookup(database.db),
    }),
    watchFanout: createWatchFanout({ repository: slotWatchRepository, outbox: notificationOutbox, reach: webPush }),
    liveBus,
    inquiries: createInquiryService({ repository: inquiryRepository, messaging, moderation: moderationRepository }),
    consoleInquiries: createConsoleInquiryService({ repository: inquiryRepository, messaging, uploads }),
    inquiryTemplates: createInquiryTemplateService({ repository: createInquiryTemplateRepository(database.db) }),
    partnerPhotos: createPartnerPhotoService({
      repository: createPartnerPhotoRepository(database.db),
      uploads,
      cdnPurge,
    }),
    health: createHealthRepository(database.db),
    halls: createHallService({ repository: createHallRepository(database.db) }),
    hallSearch: createHallSearchService({ repository: createHallSearchRepository(database.db) }),
    hallKeywords: createHallKeywordService({ repository: createHallKeywordRepository(database.db) }),
    searchHistories: createSearchHistoryService({ repository: createSearchHistoryRepository(database.db) }),
    partners: createPartnerService({ repository: createPartnerRepository(database.db) }),
    hallEvents: createHallEventService({ repository: createHallEventRepository(database.db) }),
    generatedMedia,
    imageProxy: createImageProxyService({ source: createLocalMediaSource(generatedMedia, uploads) }),
    rateLimiter,
    passwordHasher,
    joinTokens,
    socialLogin: createSocialLoginService({
      config,
      identities: createSocialIdentityRepository(database.db),
      joinTokens,
    }),
    sessions,
    authenticator: createAccessAuthenticator({ repository: sessionRepository, accessTokens }),
    currentUser: createCurrentUserService({ repository: createCurrentUserRepository(database.db) }),
    emailLogin: createEmailLoginService({
      credentials: createCredentialsRepository(database.db),
      passwordHasher,
      rateLimiter,
      sessions,
    }),
    phoneVerification,
    smsOutbox: sms.outbox,
    notificationSender: notifications.sender,
    sentNotifications: notifications.sent,
    accounts: createAccountService({
      repository: accountRepository,
      rateLimiter,
      passwordHasher,
      joinTokens,
      phoneProofs: phoneVerification,
      customerData,
    }),
    customerData,
    slots,
    venues: createVenueService({
      venues: createVenueRepository(database.db),
      rooms: createRoomRepository(database.db),
      slots,
      publicOrigin: config.publicOrigin,
      venueDraft: profileDrafts.previewVenue,
    }),
    hallPhotos: createPhotoService({
      photos: createPhotoRepository(database.db),
      hallIdOf: async (uuid) => {
        const partner = await slotRepository.findPartnerByUuid(uuid);
        return partner && partner.type === PARTNER_TYPE.WEDDING_HALL ? partner.id : null;
      },
    }),
    nearby: createNearbyService({ repository: createNearbyRepository(database.db) }),
    likes: createLikeService({ repository: createLikeRepository(database.db) }),
    mapSearch: config.kakaoLocal ? createKakaoMapSearch(config.kakaoLocal) : createLocalMapSearch(database.db),
    reviews: createReviewService({ repository: reviewRepository, rateLimiter }),
    comments: createCommentService({
      repository: createCommentRepository(database.db),
      reviews: reviewRepository,
      rateLimiter,
      now: clock.now,
      replyNotice: createReplyNotice({ outbox: notificationOutbox }),
    }),
    moderation: createModerationService({ repository: moderationRepository, rateLimiter }),
    uploads,
    blogReviews: createBlogReviewService({
      repository: createBlogReviewRepository(database.db),
      reviews: reviewRepository,
      uploads,
      rateLimiter,
      allowLoopback: config.safeFetchAllowLoopback,
    }),
    pageEvents: createPageEventService({ repository: createPageEventRepository(database.db), rateLimiter }),
    apiKeys: createApiKeyService({ secret: config.jwtSecret }),
    visits,
    slotHolds,
    bookings: createBookingService({
      repository: bookingRepository,
      schedule,
      toss: payments?.client ?? null,
      holds: slotHolds,
      visitHours: (partnerId) => visits.findSlots(partnerId),
      watches: watchQueue,
      household,
      notices: {
        visitMoved: visitNotices.moved,
        slotMoved: createSlotNotices({ outbox: notificationOutbox, schedule }),
      },
      refundNotice: createRefundNotice({ outbox: notificationOutbox }),
      bookingReminder: createBookingReminder({ outbox: notificationOutbox }),
      calendarPath: visitCalendar.pathOf,
      now: clock.now,
      log,
    }),
    notificationOutbox,
    visitCalendar,
    visitReminders,
    notificationInbox: createInboxService({ repository: notificationRepository, now: clock.now }),
    notificationDelivery: {
      worker: createDeliveryWorker({
        repository: deliveryRepository,
        alimtalk: notifications.sender,
        push: createWebPushChannel({ service: webPush, sender: webPushSender }),
        breaker: createOutageBreaker({ now: () => Date.now(), coolDownMs: 5_000 }),
        origin: config.publicOrigin ?? `http://localhost:${config.port}`,
        scheduleReport: createReportScheduler(jobs, () => new Date()),
        now: clock.now,
        log,
      }),
      repository: deliveryRepository,
      now: clock.now,
    },
    idempotencyKeys: createIdempotencyRepository(database.db),
    testClock,
    testNotifier: testClock
      ? createTestNotifier({ db: database.db, outbox: notificationOutbox, now: clock.now })
      : null,
    jobs,
    staffAuth: createStaffAuthService({
      repository: staffRepository,
      tokens: staffTokens,
      passwordHasher,
      rateLimiter,
      now: clock.now,
    }),
    audit: createAuditRepository(database.db),
    operatorAuth: createOperatorAuthService({
      repository: createOperatorRepository(database.db),
      audit: operatorAudit,
      tokens: createOperatorTokenCodec(config.jwtSecret, () => clock.now().getTime()),
      passwordHasher,
      rateLimiter,
      now: clock.now,
    }),
    operatorAudit,
    household,
    couples: createCoupleService({
      repository: createCoupleRepository(database.db),
      // What each keeps after an unlink besides likes and watches (the repository's own copy).
      onUnlink: [copyShortlistOnUnlink],
      outbox: notificationOutbox,
      rateLimiter,
      now: clock.now,
    }),
    operatorManagement: createOperatorManagementService({
      repository: createOperatorManagementRepository(database.db, operatorAudit),
      passwordHasher,
    }),
    profileDrafts,
    staffAdmin: createStaffAdminService({
      repository: createStaffAdminRepository(database.db),
      sessions: staffRepository,
      tokens: staffTokens,
      passwordHasher,
      // The development outbox shows the link like an SMS code; production answers it to the OWNER to pass on
      // until a mailer is configured (decision 0044).
      delivery: sms.outbox ?? { send: async () => {} },
      publicOrigin: config.publicOrigin,
      now: clock.now,
    }),
    partnerCalendar: createCalendarService({
      repository: createCalendarRepository(database.db),
      forgetSearches: () => slots.forgetSearches(),
      cdnPurge,
      watches: watchQueue,
      now: clock.now,
      log,
    }),
    cdnPurge,
    staffNotifyTel: createNotifyTelRepository(database.db),
    partnerReviews: createPartnerReviewService({
      repository: createPartnerReviewRepository(database.db),
      cdnPurge,
      answerNotice: createAnswerNotice({ outbox: notificationOutbox }),
      now: clock.now,
    }),
    reviewDisputes: createDisputeService({
      repository: createDisputeRepository(database.db),
      audit: operatorAudit,
      notices: createDisputeNotices({ outbox: notificationOutbox }),
      cdnPurge,
      now: clock.now,
    }),
    partnerStatistics: createStatisticsService({
      repository: createStatisticsRepository(database.db),
      now: clock.now,
    }),
    shortlist: createShortlistService({
      repository: createShortlistRepository(database.db),
      household,
      tokens: createShareTokens(config.jwtSecret),
      outbox: notificationOutbox,
      rateLimiter,
      now: clock.now,
    }),
    onboarding: createOnboardingService({
      repository: createOnboardingRepository(database.db, operatorAudit),
      rateLimiter,
      // The partner console's invite channel (decision 0044): the development outbox, as staff invites.
      delivery: sms.outbox ?? { send: async () => {} },
      publicOrigin: config.publicOrigin,
      forgetSearches: () => slots.forgetSearches(),
      cdnPurge,
      now: clock.now,
    }),
    priceDisclosures: createPriceDisclosureService({
      repository: createPriceDisclosureRepository(database.db),
      now: clock.now,
      cdnPurge,
    }),
  };
}

/** Toss Payments and the deposit ledger when both keys are configured (issue 23); null keeps payment off. */
function createPayments(
  config: AppConfig,
  database: Database,
  now: () => Date,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  afterBooked?: AfterBooked,
) {
  if (!config.toss) return null;
  const client = createTossClient(config.toss);
  const ledger = createPaymentRepository(database.db, afterBooked);
  const settler = createPaymentSettler({
    ledger,
    client,
    now,
    log: { info: (o, m) => log.info(o, m), warn: (o, m) => log.warn(o, m) },
    recheckMs: config.paymentReconcileIntervalMs,
  });
  // Toss's confirm and one lookup after it, with room to spare, before a reconciler takes a fresh attempt over.
  const requestMs = 2 * config.toss.timeoutMs + 5_000;
  return { client, clientKey: config.toss.clientKey, ledger, settler, requestMs };
}
