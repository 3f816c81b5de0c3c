import path from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import {
  coachProfileResponseSchema,
  coachRecordParamsSchema,
  countQuerySchema,
  countResponseSchema,
  feedbackListSchema,
  feedbackQuerySchema,
  type NotificationEvent,
  partnerLookupResponseSchema,
  partnerQuerySchema,
  siteConfigSchema,
} from '@rally/shared'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { createRemoteJWKSet } from 'jose'
import { createSharedCache } from './adapters/cache/index.ts'
import { createIdTokenVerifier } from './adapters/identity/id-token-verifier.ts'
import { createLocalIssuer } from './adapters/identity/local-issuer.ts'
import { createLiveBus } from './adapters/live-bus/index.ts'
import { createMailer } from './adapters/mail/index.ts'
import { createPayments } from './adapters/payments/index.ts'
import { createPayouts } from './adapters/payouts/index.ts'
import type { PayoutsProvider } from './adapters/payouts/payouts.ts'
import { createJobScheduler, type JobScheduler } from './adapters/scheduler/index.ts'
import { createStorage } from './adapters/storage/index.ts'
import { createVideoProvider } from './adapters/video/index.ts'
import { createWhatsApp, type WhatsAppSender } from './adapters/whatsapp/index.ts'
import type { Config } from './config.ts'
import { createBookingLinkSigner } from './core/booking-links.ts'
import type { DatabaseConnection, Transaction } from './db/client.ts'
import { countEach } from './db/count-each.ts'
import { createLiveEvents, type LiveEvents } from './db/live-events.ts'
import { demoRouteAccount } from './db/seed/demo-payouts.ts'
import { serverSecret } from './db/server-secrets.ts'
import { createAuthenticator, requireSignInWhereDeclared, sessionSecurityScheme } from './http/authentication.ts'
import { keepPersonalAnswersPrivate, publicAnswer, shortPublicAnswer, tagStorableAnswers } from './http/caching.ts'
import { registerErrorHandling, sendNotFound } from './http/error-handling.ts'
import { cachePublicAnswers } from './http/public-cache.ts'
import { publicRead } from './http/public-reads.ts'
import { registerRateLimits, workLimit } from './http/rate-limits.ts'
import { registerTextInputChecks } from './http/text-input.ts'
import { createAcademiesRepository } from './modules/academies/academies-repository.ts'
import { createAcademiesService } from './modules/academies/academies-service.ts'
import { createAcademyApprovalSource } from './modules/academies/academy-approvals-repository.ts'
import { createAcademyHoldingsRepository } from './modules/academies/academy-holdings-repository.ts'
import { createAcademyLookupRepository } from './modules/academies/academy-lookup-repository.ts'
import { createAcademyPremiumRepository } from './modules/academies/academy-premium-repository.ts'
import { createAcademyPublicRecordsRepository } from './modules/academies/academy-public-records-repository.ts'
import { academiesRoutes } from './modules/academies/index.ts'
import { createApprovalsService } from './modules/approvals/approvals-service.ts'
import { approvalsRoutes } from './modules/approvals/index.ts'
import { authRoutes } from './modules/auth/index.ts'
import { createSessionsRepository } from './modules/auth/sessions-repository.ts'
import { createSessionsService } from './modules/auth/sessions-service.ts'
import { createUserSessionsRepository } from './modules/auth/user-sessions-repository.ts'
import { createBlogApprovalSources } from './modules/blogs/blog-approvals-repository.ts'
import { createBlogPublicRecordsRepository } from './modules/blogs/blog-public-records-repository.ts'
import { createBlogsRepository } from './modules/blogs/blogs-repository.ts'
import { createBlogsService } from './modules/blogs/blogs-service.ts'
import { blogsRoutes } from './modules/blogs/index.ts'
import { createBookables } from './modules/bookables/bookables-service.ts'
import { bookedPeopleLookups, bookerAccounts } from './modules/bookings/booking-contacts.ts'
import { createBookingFactsRepository } from './modules/bookings/booking-facts-repository.ts'
import { createBookingPaymentsRepository } from './modules/bookings/booking-payments-repository.ts'
import { createBookingPayoutsRepository } from './modules/bookings/booking-payouts-repository.ts'
import { createBookingReadsService } from './modules/bookings/booking-reads-service.ts'
import { createBookingRemindersService } from './modules/bookings/booking-reminders-service.ts'
import { createBookingStatusService } from './modules/bookings/booking-status-service.ts'
import { createBookingsService } from './modules/bookings/bookings-service.ts'
import { createCalendarFeedService } from './modules/bookings/calendar-feed-service.ts'
import {
  bookingReadRoutes,
  bookingWriteRoutes,
  calendarFeedRoutes,
  noShowRoutes,
  rescheduleRoutes,
} from './modules/bookings/index.ts'
import { createNoShowsService } from './modules/bookings/no-shows-service.ts'
import { createProviderSessionsRepository } from './modules/bookings/provider-sessions-repository.ts'
import { createReportBookingsRepository } from './modules/bookings/report-bookings-repository.ts'
import { createRescheduleService } from './modules/bookings/reschedule-service.ts'
import { createAuditService } from './modules/console/audit-service.ts'
import { createConsolePaymentsRepository } from './modules/console/console-payments-repository.ts'
import { createConsolePaymentsService } from './modules/console/console-payments-service.ts'
import { createConsoleRepository } from './modules/console/console-repository.ts'
import { createConsoleUsersService } from './modules/console/console-users-service.ts'
import { createDashboardService } from './modules/console/dashboard-service.ts'
import { consoleCoreRoutes } from './modules/console/index.ts'
import { consolePaymentRoutes } from './modules/console/payments-routes.ts'
import { createContactRepository } from './modules/contact/contact-repository.ts'
import { createContactService } from './modules/contact/contact-service.ts'
import { contactRoutes } from './modules/contact/index.ts'
import { createContentRepository } from './modules/content/content-repository.ts'
import { createContentService } from './modules/content/content-service.ts'
import { contentRoutes } from './modules/content/index.ts'
import {
  conversationsRoutes,
  createConversationsRepository,
  createConversationsService,
} from './modules/conversations/index.ts'
import { createProviderDashboardService } from './modules/dashboard/dashboard-service.ts'
import { dashboardRoutes } from './modules/dashboard/index.ts'
import { createProfileViewCounter } from './modules/dashboard/profile-view-counter.ts'
import { countProfileViews } from './modules/dashboard/profile-view-routes.ts'
import { createProfileViewsRepository } from './modules/dashboard/profile-views-repository.ts'
import { createStatementsService } from './modules/dashboard/statements-service.ts'
import { createRatingApprovalSource } from './modules/feedbacks/feedback-approvals-repository.ts'
import { createFeedbacksRepository } from './modules/feedbacks/feedbacks-repository.ts'
import { createFeedbacksService } from './modules/feedbacks/feedbacks-service.ts'
import { feedbacksRoutes } from './modules/feedbacks/index.ts'
import { createRatingHistoryRepository } from './modules/feedbacks/rating-history-repository.ts'
import { jobsRoutes } from './modules/jobs/index.ts'
import { createJobApplicationsService } from './modules/jobs/job-applications-service.ts'
import { createJobCvStore } from './modules/jobs/job-cv.ts'
import { createJobPublicRecordsRepository } from './modules/jobs/job-public-records-repository.ts'
import { createJobsRepository } from './modules/jobs/jobs-repository.ts'
import { createJobsService } from './modules/jobs/jobs-service.ts'
import { createVacancyApprovalSource } from './modules/jobs/vacancy-approvals-repository.ts'
import { createJuniorsRepository, createJuniorsService, juniorsRoutes } from './modules/juniors/index.ts'
import { ledgerConsoleRoutes } from './modules/ledger/index.ts'
import { createLedgerConsoleService } from './modules/ledger/ledger-console-service.ts'
import { createLedgerRepository } from './modules/ledger/ledger-repository.ts'
import { createMoneyPostings } from './modules/ledger/money-postings.ts'
import { createLevelsRepository, createLevelsService, levelsRoutes } from './modules/levels/index.ts'
import { liveEventsRoutes } from './modules/live-events/index.ts'
import { createLiveEventsRepository } from './modules/live-events/live-events-repository.ts'
import { createLiveStreams } from './modules/live-events/live-streams.ts'
import { createApprovalNotifier } from './modules/mail/approval-emails.ts'
import { createBookingNotifier } from './modules/mail/booking-emails.ts'
import { createContactNotifier } from './modules/mail/contact-emails.ts'
import { devMailboxRoutes } from './modules/mail/dev-mailbox.ts'
import { createJobNotifier } from './modules/mail/job-emails.ts'
import { createMessageDigestMailer } from './modules/mail/message-digest-emails.ts'
import { createOutboxWorker, createOutboxWriter, deliveryRequestDelayMs } from './modules/mail/outbox.ts'
import { createReportReminderMailer } from './modules/mail/report-reminder-emails.ts'
import { createSessionCalendarWriter } from './modules/mail/session-calendar.ts'
import { createSessionNotifier } from './modules/mail/session-emails.ts'
import { avatarSvg, courtSvg } from './modules/media/illustrations.ts'
import { mediaRoutes } from './modules/media/index.ts'
import { newsRoutes } from './modules/news/index.ts'
import { createNewsApprovalSource } from './modules/news/news-approvals-repository.ts'
import { createNewsImporter } from './modules/news/news-importer.ts'
import { createNewsPublicRecordsRepository } from './modules/news/news-public-records-repository.ts'
import { createNewsRepository } from './modules/news/news-repository.ts'
import { createNewsService } from './modules/news/news-service.ts'
import {
  messageDigestChoices,
  messageNotifier,
  withBookingNotifications,
  withSessionNotifications,
} from './modules/notifications/booking-notifications.ts'
import { notificationsRoutes, unsubscribeRoutes, whatsappWebhookRoutes } from './modules/notifications/index.ts'
import { createNotificationsRepository } from './modules/notifications/notifications-repository.ts'
import { createNotificationsService, createUnsubscribeLinks } from './modules/notifications/notifications-service.ts'
import { createWhatsAppOutboxWorker } from './modules/notifications/whatsapp-outbox.ts'
import { createWhatsAppWebhook } from './modules/notifications/whatsapp-webhook.ts'
import { partnersRoutes } from './modules/partners/index.ts'
import { createPartnerApprovalSource } from './modules/partners/partner-approvals-repository.ts'
import { createPartnerBookablesRepository } from './modules/partners/partner-bookables-repository.ts'
import { createPartnerHoldingsRepository } from './modules/partners/partner-holdings-repository.ts'
import { createPartnerPublicRecordsRepository } from './modules/partners/partner-public-records-repository.ts'
import { createPartnerSafeguardingRepository } from './modules/partners/partner-safeguarding-repository.ts'
import { createPartnersRepository } from './modules/partners/partners-repository.ts'
import { createPartnersService } from './modules/partners/partners-service.ts'
import { createShowcaseRepository } from './modules/partners/showcase-repository.ts'
import { showcaseRoutes } from './modules/partners/showcase-routes.ts'
import { createShowcaseService } from './modules/partners/showcase-service.ts'
import { manualPaymentRoutes, paymentWebhookRoutes, sandboxPaymentRoutes } from './modules/payments/index.ts'
import { createPaymentsRepository } from './modules/payments/payments-repository.ts'
import { createPaymentsService } from './modules/payments/payments-service.ts'
import { createRefundFactsRepository } from './modules/payments/refund-facts-repository.ts'
import { createUpiService } from './modules/payments/upi-service.ts'
import { payoutRoutes } from './modules/payouts/index.ts'
import { createPayoutsRepository } from './modules/payouts/payouts-repository.ts'
import { createPayoutsService } from './modules/payouts/payouts-service.ts'
import { createProviderPayoutsRepository } from './modules/payouts/provider-payouts-repository.ts'
import { schedulesRoutes } from './modules/schedules/index.ts'
import { createSchedulesRepository } from './modules/schedules/schedules-repository.ts'
import { createSchedulesService } from './modules/schedules/schedules-service.ts'
import { sessionReportsRoutes } from './modules/session-reports/index.ts'
import { createSessionReportsRepository } from './modules/session-reports/session-reports-repository.ts'
import { createSessionReportsService } from './modules/session-reports/session-reports-service.ts'
import { shareCardsRoutes } from './modules/share-cards/index.ts'
import { createShareCardsService } from './modules/share-cards/share-cards-service.ts'
import { siteRoutes } from './modules/site/index.ts'
import { createSiteRepository } from './modules/site/site-repository.ts'
import { createSiteService } from './modules/site/site-service.ts'
import { sitemapRoutes } from './modules/sitemap/index.ts'
import { createSitemapService } from './modules/sitemap/sitemap-service.ts'
import { createSparUpService, sparUpRoutes } from './modules/spar-up/index.ts'
import { specialistsRoutes } from './modules/specialists/index.ts'
import { createSpecialistApprovalSource } from './modules/specialists/specialist-approvals-repository.ts'
import { createSpecialistBookablesRepository } from './modules/specialists/specialist-bookables-repository.ts'
import { createSpecialistHoldingsRepository } from './modules/specialists/specialist-holdings-repository.ts'
import { createSpecialistPublicRecordsRepository } from './modules/specialists/specialist-public-records-repository.ts'
import { createSpecialistSafeguardingRepository } from './modules/specialists/specialist-safeguarding-repository.ts'
import { createSpecialistsRepository } from './modules/specialists/specialists-repository.ts'
import { createSpecialistsService } from './modules/specialists/specialists-service.ts'
import { statsRoutes } from './modules/stats/index.ts'
import { createStatsService } from './modules/stats/stats-service.ts'
import { teamRoutes } from './modules/team/index.ts'
import { createTeamEditsRepository } from './modules/team/team-edits-repository.ts'
import { createTeamRepository } from './modules/team/team-repository.ts'
import { createTeamService } from './modules/team/team-service.ts'
import { testimonialsRoutes } from './modules/testimonials/index.ts'
import { createTestimonialApprovalSource } from './modules/testimonials/testimonial-approvals-repository.ts'
import { createTestimonialsRepository } from './modules/testimonials/testimonials-repository.ts'
import { createTestimonialsService } from './modules/testimonials/testimonials-service.ts'
import { uploadedMediaRoutes, uploadsRoutes } from './modules/uploads/index.ts'
import { createUnusedUploadsSweeper } from './modules/uploads/unused-uploads.ts'
import { createUploadsRepository } from './modules/uploads/uploads-repository.ts'
import { createUploadsService } from './modules/uploads/uploads-service.ts'
import { usersRoutes } from './modules/users/index.ts'
import { createUserAccountsRepository } from './modules/users/user-accounts-repository.ts'
import { createUserAdministrationRepository } from './modules/users/user-administration-repository.ts'
import { createUserDirectoryRepository } from './modules/users/user-directory-repository.ts'
import { createUsersRepository } from './modules/users/users-repository.ts'
import { createUsersService } from './modules/users/users-service.ts'
import { registerWebApp } from './modules/web/index.ts'

export type AppDependencies = {
  config: Config
  database: DatabaseConnection
  logger?: FastifyServerOptions['logger']
  /** The present instant, for tests of time (a hold that lapses); the system clock otherwise. */
  clock?: () => Date
  /** Razorpay Route for payouts: a test's (the adapter on its own twin); the configured one otherwise. */
  payoutsProvider?: PayoutsProvider
  /** WhatsApp template messages: a test's (the Cloud API adapter on its own twin); the configured one otherwise. */
  whatsappSender?: WhatsAppSender
}

/** The composition root: plugins, adapters and feature modules wired together. */
export async function buildApp({
  config,
  database,
  logger,
  clock = () => new Date(),
  payoutsProvider,
  whatsappSender,
}: AppDependencies) {
  const app = Fastify({
    // Credentials never reach the request logs.
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  registerTextInputChecks(app)

  // Outside scripts only when their service is on: Google Identity Services for Google sign-in,
  // Razorpay's checkout (script, frames, calls) for real payments.
  const google = config.auth.provider === 'google' ? ['https://accounts.google.com/gsi/'] : []
  const razorpay =
    config.payments.provider === 'razorpay' ? ['https://checkout.razorpay.com', 'https://api.razorpay.com'] : []
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(google.length ? ['https://*.googleusercontent.com'] : []),
          ...(razorpay.length ? ['https://cdn.razorpay.com'] : []),
        ],
        // React sets style attributes; Swagger UI and Vite's CSS need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        scriptSrc: [
          "'self'",
          ...google.map((origin) => `${origin}client`),
          ...(razorpay.length ? ['https://checkout.razorpay.com'] : []),
        ],
        frameSrc: ["'self'", ...google, ...razorpay],
        connectSrc: ["'self'", ...google, ...razorpay, ...(razorpay.length ? ['https://lumberjack.razorpay.com'] : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Sign-in and payment popups talk back to the opener.
    crossOriginOpenerPolicy: google.length || razorpay.length ? { policy: 'same-origin-allow-popups' } : undefined,
  })

  // ETags hash the uncompressed payload, so their onSend hook must run before compression's.
  tagStorableAnswers(app)
  await app.register(fastifyCompress, { threshold: 1024 })

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Rally API', description: 'The racquet-sports marketplace API', version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: sessionSecurityScheme },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/v1/docs' })
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  const { db } = database
  // Live events (decision 074): written in the transaction of what they announce, told to every process on
  // the bus, streamed to the person's open pages. Modules that announce something take `liveEvents`.
  const liveBus = createLiveBus(config.liveBus, (error) => app.log.warn({ err: error }, 'live bus: unreachable'))
  const liveEvents = createLiveEvents(liveBus)
  const liveEventsRepository = createLiveEventsRepository(db)
  const liveStreams = createLiveStreams({
    repository: liveEventsRepository,
    bus: liveBus,
    perPerson: config.liveStreams.perPerson,
    logger: app.log,
  })
  app.decorate('liveEvents', liveEvents)
  // Open streams end before the server waits for its connections to close; clients reconnect elsewhere.
  app.addHook('preClose', async () => liveStreams.close())
  app.addHook('onClose', () => liveBus.close())
  const identity = await createIdentity(config.auth)
  const sessions = createSessionsService({ repository: createSessionsRepository(db), ...config.sessions })
  const authenticator = createAuthenticator({ sessions, supportEmail: config.site.supportEmail })
  const storage = createStorage(config.storage)
  const uploads = createUploadsService({ storage })
  const unusedUploads = createUnusedUploadsSweeper({
    storage,
    repository: createUploadsRepository(db),
    logger: app.log,
  })
  // The people who can be booked, one source per kind: the only place that tells the kinds apart (decision 038).
  const bookables = createBookables({
    coach: createSpecialistBookablesRepository(db),
    partner: createPartnerBookablesRepository(db),
  })
  // Availability, open slots, holds and every claim on a provider's time (issue 23, decision 053).
  const schedules = createSchedulesService({ db, repository: createSchedulesRepository(db), bookables, clock })
  // Names and contacts by user id, for the modules that show people they do not own (decision 041).
  const people = createUserDirectoryRepository(db)
  // What other modules may ask of the bookings: who has a completed booking, the home page's figures.
  const bookingFacts = createBookingFactsRepository(db)
  // Each kind of public record as the module that owns it answers for it: the sitemap's and the cards' sources.
  const publicRecords = {
    specialist: createSpecialistPublicRecordsRepository(db),
    partner: createPartnerPublicRecordsRepository(db),
    academy: createAcademyPublicRecordsRepository(db),
    job: createJobPublicRecordsRepository(db),
    blog: createBlogPublicRecordsRepository(db, people),
    news: createNewsPublicRecordsRepository(db),
  }
  const academyHoldings = createAcademyHoldingsRepository(db)
  const users = createUsersService({
    repository: createUsersRepository(db),
    bookables,
    academies: academyHoldings,
    supportEmail: config.site.supportEmail,
  })
  const academiesRepository = createAcademiesRepository(db)
  const academies = createAcademiesService({ repository: academiesRepository })
  const specialists = createSpecialistsService({
    repository: createSpecialistsRepository(db),
    nextOpen: schedules.nextOpen,
  })
  const partnersRepository = createPartnersRepository(db)
  // A booking as its session report and its level confirmation need it (who booked it, for whom, who gave it).
  const reportBookings = createReportBookingsRepository(db, bookables)
  // Levels (issue 26): stated per sport, verified by operators, confirmed by the coach of a completed session.
  const levels = createLevelsService({
    repository: createLevelsRepository(db),
    sessions: (bookingId) => reportBookings.find(bookingId),
    documents: (url, userId) => uploads.describeOwn(url, userId),
    people,
    // Each partner profile keeps its owner's level, for spar-up: written in the transaction that changes it.
    holders: (tx, change) => partnersRepository.keepOwnerLevel(tx, change),
    clock,
  })
  const partners = createPartnersService({
    repository: partnersRepository,
    nextOpen: schedules.nextOpen,
    levels: levels.levelsOf,
  })
  // Spar up (issue 26): the player's level from the levels, candidates from the partners, slots from schedules.
  const sparUp = createSparUpService({
    playerLevel: (userId, sport) => levels.levelOf(userId, sport),
    partners: (filter) => partners.sparUpCandidates(filter),
    cards: (ids) => partners.sparUpCards(ids),
    openings: (ids) => schedules.nextOpen.openings(ids.map((id) => ({ kind: 'partner' as const, id }))),
    // A search's pool is shared a few seconds through the public cache (made with the routes' plugins, below).
    cache: {
      generation: () => publicCache.generation(),
      get: (generation, key) => publicCache.get(generation, key),
      set: (generation, key, value, ttlMs) => publicCache.set(generation, key, value, ttlMs),
    },
    clock,
  })
  const feedbacks = createFeedbacksService({
    repository: createFeedbacksRepository(db),
    bookables,
    bookings: bookingFacts,
    people,
  })
  const testimonials = createTestimonialsService({
    repository: createTestimonialsRepository(db),
    bookings: bookingFacts,
    people,
  })
  const showcase = createShowcaseService({ repository: createShowcaseRepository(db) })
  // Juniors (issue 26): a guardian's juniors; each provider module answers for its profiles' safeguarding
  // fields; bookings say whether a provider was booked for a junior, and ask the juniors what a booking needs.
  const juniors = createJuniorsService({
    repository: createJuniorsRepository(db),
    providers: {
      coach: createSpecialistSafeguardingRepository(db),
      partner: createPartnerSafeguardingRepository(db),
    },
    ownUpload: (url, userId) => uploads.describeOwn(url, userId),
    sessions: {
      providedTo: async (juniorId, providerUserId) =>
        bookingFacts.juniorBookedWith(
          juniorId,
          (await bookables.ownedBy(providerUserId)).map((ref) => ref.id),
        ),
    },
    clock,
  })
  const bookingReads = createBookingReadsService({ db, bookables, juniors: juniors.bookings, clock })
  // The key of the signed payment links in booking e-mails: one per installation, kept in the database.
  const bookingLinks = createBookingLinkSigner(await serverSecret(db, 'booking-links'))
  const paymentsRepository = createPaymentsRepository(db)
  // Every movement of money, double entry and append-only (decision 063); posted in the mover's transaction.
  const ledger = createLedgerRepository(db)
  const money = createMoneyPostings({ ledger, receipts: ledger })
  const manualPayments = createUpiService({
    repository: paymentsRepository,
    bookings: createBookingPaymentsRepository(db),
    upi: config.upi,
    bookingLinks,
  })
  const stats = createStatsService({
    accounts: people,
    bookings: bookingFacts,
    specialists: publicRecords.specialist,
    partners: publicRecords.partner,
    academies: publicRecords.academy,
  })
  const team = createTeamService({ repository: createTeamRepository(db) })
  const content = createContentService({
    repository: createContentRepository(db),
    team: createTeamEditsRepository(db),
    academies: createAcademyPremiumRepository(db),
  })
  const newsRepository = createNewsRepository(db)
  const news = createNewsService({ repository: newsRepository })
  const shareCards = createShareCardsService({
    sources: publicRecords,
    storage,
    portrait: avatarSvg,
    court: courtSvg,
  })
  const newsImporter = createNewsImporter({ repository: newsRepository, feeds: config.news.feeds, logger: app.log })
  const blogs = createBlogsService({ repository: createBlogsRepository(db, people), publicUrl: config.publicUrl })

  // Bookings: payments, e-mail through the outbox, video links for specialist sessions.
  // The sandbox's signatures outlive a restart and hold across processes, as Razorpay's do.
  const sandboxSecret =
    config.payments.provider === 'sandbox' ? (await serverSecret(db, 'payment-sandbox')).toString('hex') : undefined
  const { payments: paymentsProvider, sandbox } = createPayments(config.payments, { sandboxSecret })
  // Razorpay Route for payouts (decision 064): Razorpay's with its keys; in the embedded default the same adapter
  // on the loopback twin, which learns the sandbox's captured payments and posts its webhooks to this API.
  const route = payoutsProvider
    ? { provider: payoutsProvider, close: async () => {}, twin: undefined }
    : await createPayouts(config.payments, {
        sandboxSecret,
        stateFile: path.join(config.dataDir, 'razorpay-route.json'),
        logger: app.log,
      })
  app.addHook('onClose', route.close)
  const twin = route.twin
  if (twin) {
    sandbox?.onCapture((payment) => twin.capturePayment(payment.id, payment.amountMinor, payment.currency))
    twin.adoptActivatedAccount(demoRouteAccount.accountId, demoRouteAccount.productId)
    app.addHook('onListen', async () => {
      const address = app.server.address()
      if (address && typeof address === 'object') {
        const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : address.address
        twin.setWebhookUrl(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}/v1/payments/webhook`)
      }
    })
  }
  // Notifications (decision 075): in the app, and on WhatsApp through its outbox (the Cloud API, or its twin).
  const whatsapp = whatsappSender
    ? { sender: whatsappSender, twin: undefined, close: async () => {} }
    : await createWhatsApp(config.whatsapp)
  app.addHook('onClose', whatsapp.close)
  const notificationsRepository = createNotificationsRepository(db)
  const notifications = createNotificationsService({
    db,
    repository: notificationsRepository,
    liveEvents,
    people,
    whatsappOn: whatsapp.sender !== undefined,
    requestWhatsApp: () => scheduler.runSoon('whatsapp-outbox', { afterMs: deliveryRequestDelayMs }),
    unsubscribeLinks: createUnsubscribeLinks(await serverSecret(db, 'unsubscribe-links')),
    publicUrl: config.publicUrl,
    clock,
  })
  const digestChoices = messageDigestChoices(notifications.notifier, notifications.unsubscribeUrl)
  // Conversations (decision 073): question and booking threads, blocks, reports, the unread digest.
  const conversations = createConversationsService({
    repository: createConversationsRepository(db),
    people,
    liveEvents,
    clock,
    facts: {
      async subject(kind, id) {
        if (kind === 'academy') {
          const academy = await academiesRepository.findWithOwner(id)
          if (!academy?.isApproved) return undefined
          return { ownerUserId: academy.ownerUserId, name: academy.name, picture: academy.coverImage, resourceIds: [] }
        }
        const bookable = await bookables.findPublic({ kind, id })
        return (
          bookable && {
            ownerUserId: bookable.ownerUserId,
            name: bookable.name,
            picture: bookable.image,
            resourceIds: [id],
          }
        )
      },
      async booking(bookingId, executor) {
        const booking = await bookingFacts.conversationBooking(bookingId, executor)
        if (!booking?.resourceId) return undefined
        const provider = await bookables.find({ kind: booking.resourceType, id: booking.resourceId }, executor)
        return {
          id: booking.id,
          bookerId: booking.userId,
          providerUserId: provider?.ownerUserId ?? null,
          providerName: provider?.name ?? booking.name,
          providerPicture: provider?.image ?? null,
          name: booking.name,
          preferredAt: booking.preferredAt,
          status: booking.status,
        }
      },
      hasBooked: (userId, resourceIds, executor) => bookingFacts.hasBookedAny(userId, resourceIds, executor),
    },
    attachments: (url, userId) => uploads.describeOwn(url, userId),
    // A new message is a notification (in the app, by e-mail or WhatsApp as the reader chose, decision 075).
    messageNotifier: messageNotifier(notifications.statementParts, notifications.conversationRead),
    digestAllowed: digestChoices.digestAllowed,
  })
  const whatsappOutbox = whatsapp.sender
    ? createWhatsAppOutboxWorker({ repository: notificationsRepository, sender: whatsapp.sender, logger: app.log })
    : undefined
  // The twin's webhook secrets, when not configured, are this installation's own.
  const whatsappWebhook =
    config.whatsapp.provider === 'off'
      ? undefined
      : createWhatsAppWebhook({
          appSecret: config.whatsapp.appSecret ?? (await serverSecret(db, 'whatsapp-twin-app-secret')).toString('hex'),
          verifyToken:
            config.whatsapp.verifyToken ?? (await serverSecret(db, 'whatsapp-twin-verify-token')).toString('hex'),
          notifications,
        })
  // The e-mails and the notifications of a booked person's side come from one read per booking row.
  const bookedPeople = bookedPeopleLookups(bookables, people)
  // The existing e-mails go out unless the person turned that event's e-mail off (a required one stays on).
  const emailChoices = {
    allowed: (tx: Transaction, userId: string, event: NotificationEvent) =>
      notifications.notifier.allows(tx, userId, event, 'email'),
    unsubscribeUrl: notifications.unsubscribeUrl,
  }
  const mailer = createMailer(config.mail)
  const outboxWorker = createOutboxWorker({ db, mailer, logger: app.log })
  // A write's mail goes out soon after its commit, on the job scheduler; its schedule sends the rest (decision 062).
  const outbox = createOutboxWriter({
    onEnqueued: () => scheduler.runSoon('mail-outbox', { afterMs: deliveryRequestDelayMs }),
  })
  const notifier = withBookingNotifications(
    createBookingNotifier({
      outbox,
      bookedPerson: bookedPeople.contacts,
      bookerAccount: bookerAccounts(people),
      bookingLinks,
      publicUrl: config.publicUrl,
      organizer: config.site.supportEmail,
      emailChoices,
    }),
    { notifier: notifications.notifier, parts: notifications.statementParts, bookedAccount: bookedPeople.accounts },
  )
  // The unread-message digest (decision 073): one e-mail per message left unread 15 minutes, in the reader's language.
  const messageDigestMailer = createMessageDigestMailer({
    outbox,
    contactsOf: (ids, tx) => people.contactsOf(ids, tx),
    publicUrl: config.publicUrl,
    unsubscribeUrl: digestChoices.digestUnsubscribeUrl,
  })
  const contact = createContactService({
    repository: createContactRepository(db),
    notifier: createContactNotifier({ outbox, supportEmail: config.site.supportEmail, publicUrl: config.publicUrl }),
  })
  const video = createVideoProvider(config.video)
  // Payments and bookings call each other through ports: bookings opens and captures orders; a captured
  // order, however it is reported, becomes its booking through bookings' bookPaidOrder.
  const payoutsRepository = createPayoutsRepository(db)
  if (twin) {
    // The demo data's transfers were made at this Razorpay before the twin started: it learns them, so the
    // release and settlement jobs move them as they move new ones (they were refused as unknown ids).
    const twinState = { on_hold: 'on_hold', released: 'released', paid_out: 'settled', reversed: 'reversed' } as const
    const made = await payoutsRepository.routeTransfersTo(demoRouteAccount.accountId)
    twin.adoptTransfers(
      made.flatMap((row) =>
        row.status in twinState
          ? [
              {
                id: row.routeTransferId as string,
                paymentId: row.paymentId,
                accountId: demoRouteAccount.accountId,
                amountMinor: row.amountMinor,
                currency: row.currency,
                state: twinState[row.status as keyof typeof twinState],
                holdUntil: row.holdUntil,
                createdAt: row.createdAt,
              },
            ]
          : [],
      ),
    )
  }
  const payouts = createPayoutsService({
    repository: payoutsRepository,
    provider: route.provider,
    ledger,
    bookings: createBookingPayoutsRepository(db),
    isProvider: async (userId) =>
      (await bookables.ownedBy(userId)).length > 0 ||
      ((await academyHoldings.heldBy([userId])).get(userId)?.length ?? 0) > 0,
    people,
    requestTransfers: () => scheduler.runSoon('payout-transfers', { afterMs: deliveryRequestDelayMs }),
    clock,
    logger: app.log,
  })
  const payments = createPaymentsService({
    db,
    repository: paymentsRepository,
    provider: paymentsProvider,
    bookings: { bookPaidOrder: (tx, order, notBookable) => bookings.bookPaidOrder(tx, order, notBookable) },
    money,
    transfers: payouts.transfers,
    routeEvents: payouts.webhooks,
  })
  const bookings = createBookingsService({
    db,
    payments,
    notifier,
    bookables,
    slots: schedules.claims,
    juniors: juniors.bookings,
    clock,
  })
  const bookingStatuses = createBookingStatusService({
    db,
    payments,
    notifier,
    bookables,
    slots: schedules.claims,
    createMeeting: (booking) =>
      video.createMeeting({
        topic: `Rally session: ${booking.name} with ${booking.requestedEntityName}`,
        startAt: booking.preferredAt ?? new Date(),
        durationMinutes: booking.durationMinutes,
        timeZone: booking.timeZone ?? 'UTC',
      }),
  })
  // Reschedules and a provider's calendar subscription (issue 23).
  const reschedules = createRescheduleService({
    db,
    slots: schedules.claims,
    notifier,
    bookables,
    // A Zoom meeting follows the session it is for; its link does not change.
    moveMeeting: (booking, startAt) =>
      video.moveMeeting(booking.meetingUrl ?? '', {
        startAt,
        durationMinutes: booking.durationMinutes,
        timeZone: booking.timeZone ?? 'UTC',
      }),
    clock,
  })
  const calendarFeeds = createCalendarFeedService({
    db,
    bookables,
    people,
    writeCalendar: createSessionCalendarWriter({ publicUrl: config.publicUrl, clock }),
    publicUrl: config.publicUrl,
    clock,
  })
  // The console's payments and bookings: UPI reports, booking history, refunds by an operator.
  const consolePayments = createConsolePaymentsService({
    repository: createConsolePaymentsRepository(db),
    payments,
    slots: schedules.claims,
    bookables,
    money,
    notices: {
      upiConfirmed: notifier.upiPaymentConfirmed,
      upiRejected: notifier.upiPaymentRejected,
      // A refund that cancelled the booking is told as a cancellation with its refund, to both sides.
      refunded: (tx, booking, from) =>
        notifier.bookingStatusChanged(tx, booking, from, booking.status === from ? 'refunded' : booking.status),
    },
  })
  // Jobs: vacancies, applications with private CVs, and their notices through the outbox.
  const jobNotifier = createJobNotifier({ outbox, publicUrl: config.publicUrl })
  const jobsRepository = createJobsRepository(db, { academies: createAcademyLookupRepository(db), people })
  const jobs = createJobsService({
    repository: jobsRepository,
    notifier: jobNotifier,
    validityDays: config.jobs.validityDays,
  })
  const jobApplications = createJobApplicationsService({
    repository: jobsRepository,
    cvs: createJobCvStore({ storage }),
    notifier: jobNotifier,
  })
  // The console's approval queues: each decision with its audit row and the owner's e-mail in one transaction.
  // Each queue's source is in the module that owns its records; owners, authors and reporters are accounts.
  const accounts = createUserAccountsRepository(db)
  const partnerApprovals = createPartnerApprovalSource(db)
  const specialistApprovals = createSpecialistApprovalSource(db)
  const approvals = createApprovalsService({
    sources: [
      specialistApprovals,
      partnerApprovals,
      createAcademyApprovalSource(db),
      createRatingApprovalSource(db, [partnerApprovals, specialistApprovals], bookables.setRating),
      createTestimonialApprovalSource(db),
      ...createBlogApprovalSources(db, accounts),
      createNewsApprovalSource(db, accounts),
      createVacancyApprovalSource(db, { validityDays: config.jobs.validityDays }),
    ],
    accounts,
    notifier: createApprovalNotifier({ outbox, publicUrl: config.publicUrl }),
    transaction: (work) => db.transaction(work),
    countEach: (queries) => countEach(db, queries),
  })
  // After the session: no-shows, their disputes and the operator's decisions (issue 23).
  const sessionNotifier = withSessionNotifications(
    createSessionNotifier({
      outbox,
      bookedPerson: bookedPeople.contacts,
      bookerAccount: bookerAccounts(people),
      publicUrl: config.publicUrl,
      emailChoices,
    }),
    { notifier: notifications.notifier, bookedAccount: bookedPeople.accounts },
  )
  const noShows = createNoShowsService({ db, bookables, payments, notifier: sessionNotifier, clock })
  const reminders = createBookingRemindersService({ db, notifier: sessionNotifier, clock })
  // Session reports and progress (issue 26): the provider's report of a completed session, the player's
  // timeline and its read-only links, and the reminder the day after a session left without a report.
  const sessionReports = createSessionReportsService({
    db,
    repository: createSessionReportsRepository(db),
    bookings: reportBookings,
    firstNames: async (ids) =>
      new Map([...(await people.contactsOf(ids))].map(([id, contact]) => [id, contact.firstName])),
    guardedJunior: (auth, juniorId) => juniors.guarded(auth, juniorId),
    reminderMail: createReportReminderMailer({
      outbox,
      publicUrl: config.publicUrl,
      session: reportBookings.reminderSession,
      bookedPerson: bookedPeople.contacts,
    }),
    publicUrl: config.publicUrl,
    clock,
  })
  // A provider's own dashboard and statements (decision 066): their profiles' sessions, the ledger's monthly
  // sums, refunds, ratings and profile views, each one aggregate read.
  const profileViews = createProfileViewsRepository(db)
  const profileViewCounter = createProfileViewCounter({
    add: (counts) => profileViews.add(counts),
    logger: app.log,
    now: () => clock().getTime(),
  })
  const providerSessions = createProviderSessionsRepository(db)
  const providerPayouts = createProviderPayoutsRepository(db)
  const refundFacts = createRefundFactsRepository(db)
  const providerDashboard = createProviderDashboardService({
    // A provider as payouts has one: a partner or specialist profile, or an academy.
    profilesOf: async (userId) => {
      const [profiles, owned] = await Promise.all([bookables.ownedBy(userId), academyHoldings.heldBy([userId])])
      const resourceIds = profiles.map((profile) => profile.id)
      return { resourceIds, isProvider: resourceIds.length > 0 || (owned.get(userId)?.length ?? 0) > 0 }
    },
    sessions: providerSessions,
    refunds: refundFacts,
    ratings: createRatingHistoryRepository(db),
    views: profileViews,
    ledger,
    payouts: providerPayouts,
    // The shared cache is made with the routes' plugins, below; a provider's answer is kept there a few seconds.
    cache: {
      generation: () => publicCache.generation(),
      get: (generation, key) => publicCache.get(generation, key),
      set: (generation, key, value, ttlMs) => publicCache.set(generation, key, value, ttlMs),
    },
    now: clock,
  })
  const statements = createStatementsService({
    dashboard: providerDashboard,
    sessions: providerSessions,
    refunds: refundFacts,
    ledger,
    accounts,
    payouts: providerPayouts,
    now: clock,
  })
  // Scheduled work on PostgreSQL (decisions 056, 062): each period of each task runs once, in one process.
  const scheduler: JobScheduler = createJobScheduler({
    executeSql: database.executeSql,
    logger: app.log,
    tasks: [
      // Besides the runs asked for after each write: retries, and mail whose request was lost.
      { name: 'mail-outbox', everyMinutes: 1, run: () => outboxWorker.run() },
      ...(whatsappOutbox ? [{ name: 'whatsapp-outbox', everyMinutes: 1, run: () => whatsappOutbox.run() }] : []),
      { name: 'session-reminders', everyMinutes: 1, run: () => reminders.sendDue() },
      { name: 'session-report-reminders', everyMinutes: 10, run: () => sessionReports.remindDue() },
      { name: 'message-digest', everyMinutes: 1, run: () => conversations.claimDigests(messageDigestMailer) },
      // Holds and reschedule proposals whose time ran out free their slots (claims are also released
      // lazily before each new claim; this keeps the table and the next-open-slot answers clean).
      { name: 'expired-slot-claims', everyMinutes: 1, run: () => schedules.claims.releaseExpired(clock()) },
      // Work that changes public answers outside a request starts a new generation of the shared cache, as
      // a write through the API does (decision 048), so readers see it at once rather than after 60 s.
      {
        name: 'news-import',
        everyMinutes: config.news.intervalMinutes,
        run: () => changingPublicAnswers(newsImporter.importAll(), ({ imported }) => imported > 0),
      },
      { name: 'vacancy-expiry', everyMinutes: 10, run: () => changingPublicAnswers(jobs.expireDue(), (n) => n > 0) },
      { name: 'unused-uploads', everyMinutes: 60, run: () => unusedUploads.sweep() },
      // Profile views counted in memory are added to the database (decision 066); each process also writes
      // its own once they are a minute old, and when it stops.
      { name: 'profile-views', everyMinutes: 1, run: () => profileViewCounter.flush() },
      // Payouts (decision 065): transfers soon after a capture and every minute; releases every five minutes.
      { name: 'payout-transfers', everyMinutes: 1, run: () => payouts.runTransfers() },
      { name: 'payout-releases', everyMinutes: 5, run: () => payouts.releaseDue() },
      // Live events are a replay window for reconnecting pages, not a history (decision 074).
      { name: 'live-events-prune', everyMinutes: 60, run: () => liveEventsRepository.pruneOlderThan(7) },
    ],
  })
  async function changingPublicAnswers<T>(run: Promise<T>, changed: (result: T) => boolean): Promise<T> {
    const result = await run
    if (changed(result)) await publicCache.invalidate()
    return result
  }
  app.addHook('onReady', async () => {
    if (config.scheduler.enabled) await scheduler.start()
  })
  app.addHook('onClose', async () => {
    // A run under way (a delivery, a reminder writing its e-mails) finishes before the database closes.
    await scheduler.stop()
    await profileViewCounter.flush()
    await mailer.close()
  })

  const site = {
    ...config.site,
    auth: {
      provider: config.auth.provider,
      googleClientId: config.auth.provider === 'google' ? config.auth.clientId : null,
    },
  }
  // Before the routes: both read each route's options as it is added.
  await registerRateLimits(app, config.rateLimits, authenticator)
  requireSignInWhereDeclared(app, authenticator)
  keepPersonalAnswersPrivate(app)
  // Public answers and rendered pages from the cache every process shares; a write empties it (decision 048).
  const publicCache = createSharedCache(config.publicCache, (error) =>
    app.log.warn({ err: error }, 'public cache: Redis unreachable; answering without the cache'),
  )
  app.addHook('onClose', () => publicCache.close())
  cachePublicAnswers(app, publicCache)
  countProfileViews(app, profileViewCounter)
  const siteService = createSiteService({ site, repository: createSiteRepository(db) })
  await app.register(siteRoutes, { site: siteService })
  await app.register(mediaRoutes)
  await app.register(uploadedMediaRoutes, { uploads })
  await app.register(authRoutes, {
    prefix: '/v1',
    verifyIdToken: identity.verifyIdToken,
    localIssuer: identity.localIssuer,
    sessions,
    users,
    authenticator,
  })
  await app.register(usersRoutes, { prefix: '/v1', users, authenticator })
  await app.register(liveEventsRoutes, { prefix: '/v1', streams: liveStreams, authenticator })
  await app.register(academiesRoutes, { prefix: '/v1', academies, authenticator })
  await app.register(specialistsRoutes, { prefix: '/v1', specialists, authenticator })
  await app.register(partnersRoutes, { prefix: '/v1', partners, authenticator })
  await app.register(levelsRoutes, { prefix: '/v1', levels, authenticator })
  await app.register(sparUpRoutes, { prefix: '/v1', sparUp, authenticator })
  await app.register(feedbacksRoutes, { prefix: '/v1', feedbacks, authenticator })
  await app.register(showcaseRoutes, { prefix: '/v1', showcase })
  await app.register(testimonialsRoutes, { prefix: '/v1', testimonials, authenticator })
  await app.register(bookingReadRoutes, { prefix: '/v1', reads: bookingReads, authenticator })
  await app.register(statsRoutes, { prefix: '/v1', stats })
  await app.register(dashboardRoutes, { prefix: '/v1', dashboard: providerDashboard, statements, authenticator })
  await app.register(contactRoutes, { prefix: '/v1', contact, authenticator })
  await app.register(conversationsRoutes, { prefix: '/v1', conversations, authenticator })
  await app.register(teamRoutes, { prefix: '/v1', team })
  await app.register(contentRoutes, { prefix: '/v1', content, authenticator })
  await app.register(newsRoutes, { prefix: '/v1', news, authenticator })
  // Unprefixed: the RSS feed lives at /blog/rss.xml, beside the pages it links to.
  await app.register(blogsRoutes, { blogs, authenticator })
  // Unprefixed: link-preview cards live at /share-cards/{kind}/{id}.png (shareCardPath), beside the pages.
  await app.register(shareCardsRoutes, { shareCards })
  await app.register(uploadsRoutes, { prefix: '/v1', uploads, authenticator })
  await app.register(jobsRoutes, { prefix: '/v1', jobs, applications: jobApplications, authenticator })
  await app.register(juniorsRoutes, { prefix: '/v1', juniors, authenticator })
  await app.register(approvalsRoutes, { prefix: '/v1', approvals, authenticator })
  await app.register(schedulesRoutes, { prefix: '/v1', schedules, authenticator })
  await app.register(bookingWriteRoutes, { prefix: '/v1', bookings, statuses: bookingStatuses, authenticator })
  await app.register(rescheduleRoutes, { prefix: '/v1', reschedules, calendarFeeds, authenticator })
  // Unprefixed: calendar apps subscribe to /calendar/{token}.ics.
  await app.register(calendarFeedRoutes, { calendarFeeds })
  await app.register(noShowRoutes, { prefix: '/v1', noShows, authenticator })
  await app.register(sessionReportsRoutes, { prefix: '/v1', reports: sessionReports, authenticator })
  await app.register(payoutRoutes, { prefix: '/v1', payouts, authenticator })
  await app.register(notificationsRoutes, { prefix: '/v1', notifications, authenticator })
  await app.register(unsubscribeRoutes, { prefix: '/v1', notifications })
  if (whatsappWebhook) await app.register(whatsappWebhookRoutes, { prefix: '/v1', webhook: whatsappWebhook })
  await app.register(paymentWebhookRoutes, { prefix: '/v1', payments })
  await app.register(manualPaymentRoutes, {
    prefix: '/v1',
    payments: manualPayments,
    authenticator,
  })
  await app.register(consolePaymentRoutes, { prefix: '/v1', console: consolePayments, authenticator })
  await app.register(ledgerConsoleRoutes, {
    prefix: '/v1',
    ledger: createLedgerConsoleService({ ledger, accounts, transaction: (work) => db.transaction(work) }),
    authenticator,
  })
  // The operator's console (decision 023): admins only.
  const consoleRepository = createConsoleRepository(db)
  await app.register(consoleCoreRoutes, {
    prefix: '/v1',
    users: createConsoleUsersService({
      repository: createUserAdministrationRepository(db),
      sessions: createUserSessionsRepository({ forgetPerson: sessions.forgetPerson }),
      records: {
        bookings: bookingFacts,
        specialists: createSpecialistHoldingsRepository(db),
        partners: createPartnerHoldingsRepository(db),
        academies: academyHoldings,
      },
    }),
    audit: createAuditService({ repository: consoleRepository }),
    dashboard: createDashboardService({
      repository: consoleRepository,
      bookings: bookingFacts,
      approvalCounts: () => approvals.counts(),
      openReports: () => conversations.openReportsCount(),
    }),
    authenticator,
  })
  if (sandbox) await app.register(sandboxPaymentRoutes, { prefix: '/v1', sandbox, payments })
  if (mailer.kind === 'local' && config.demo.on) {
    await app.register(devMailboxRoutes, { mailbox: mailer, whatsapp: whatsapp.twin })
  }

  // Unprefixed and before the web catch-all: crawlers look for /robots.txt and /sitemap.xml at the root.
  await app.register(sitemapRoutes, {
    sitemap: createSitemapService({ sources: publicRecords, publicUrl: config.publicUrl }),
  })

  const webApp = config.webDistDir
    ? await registerWebApp(app, {
        distDir: config.webDistDir,
        siteUrl: config.publicUrl,
        cache: publicCache,
        renderLimit: workLimit(app, 'pageRender', authenticator),
        // A profile page's reads, by their services (decision 050): each as its route answers a visitor
        // who is not signed in, through the route's own schemas. http/public-reads.test.ts holds each to
        // its route's answer.
        reads: [
          publicRead({
            path: '/v1/site-config',
            response: siteConfigSchema,
            cacheControl: publicAnswer,
            read: () => siteService.config(),
          }),
          publicRead({
            path: '/v1/personal-coach/records/:id',
            params: coachRecordParamsSchema,
            response: coachProfileResponseSchema,
            // Only an approved specialist is shown to a visitor (else not found), and the route keeps those public.
            cacheControl: publicAnswer,
            read: async ({ params }) => ({ data: await specialists.get(async () => null, params.id) }),
          }),
          publicRead({
            path: '/v1/sparring-partners',
            querystring: partnerQuerySchema,
            response: partnerLookupResponseSchema,
            cacheControl: publicAnswer,
            // One partner by id; the route's searches and own-record lookups stay the route's.
            read: async ({ query }) => {
              const id = query._id ?? query.resourceId
              if (!id || query.email) return undefined
              return { data: [await partners.get(async () => null, id)] }
            },
          }),
          publicRead({
            path: '/v1/feedbacks',
            querystring: feedbackQuerySchema,
            response: feedbackListSchema,
            cacheControl: publicAnswer,
            read: ({ query }) => feedbacks.listApproved(query),
          }),
          publicRead({
            path: '/v1/booking/count',
            querystring: countQuerySchema,
            response: countResponseSchema,
            cacheControl: shortPublicAnswer,
            read: async ({ query }) => ({ count: await bookingReads.countFor(query.resourceId) }),
          }),
        ],
      })
    : undefined
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(v1|media|share-cards)(\/|$)/.test(request.url)
    return webApp && isPage ? webApp(request, reply) : sendNotFound(request, reply)
  })

  return app
}

/** Google's ID tokens against Google's JWKS, or the local demo issuer's: one verifier either way. */
async function createIdentity(auth: Config['auth']) {
  if (auth.provider === 'google') {
    const keys = createRemoteJWKSet(new URL(auth.jwksUrl))
    return { verifyIdToken: createIdTokenVerifier({ keys, issuers: auth.issuers, audience: auth.clientId }) }
  }
  const localIssuer = await createLocalIssuer({ issuer: auth.issuer, audience: auth.clientId })
  return {
    localIssuer,
    verifyIdToken: createIdTokenVerifier({ keys: localIssuer.keys, issuers: [auth.issuer], audience: auth.clientId }),
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>

declare module 'fastify' {
  interface FastifyInstance {
    /** The one writer of live events (decision 074), for the tests that record one through an app. */
    liveEvents: LiveEvents
  }
}
