// Builds the whole app: platform pieces, modules, routes, real time and the web app.
// Tests use it with inject against a real database; main.ts uses it to serve.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './platform/config/config.js';
import { defaultWebDist, webDistAvailable } from './platform/config/paths.js';
import { openDatabase, type Database } from './platform/db/database.js';
import { runMigrations } from './platform/db/migrate.js';
import { deriveKeys, resolveAppSecret } from './platform/crypto/secrets.js';
import { createEventBus } from './platform/events/domain-events.js';
import { createQueue, type Queue, type QueueDefinition } from './platform/queue/queue.js';
import { createRealtime, type Realtime, type RealtimeServer } from './platform/realtime/realtime.js';
import { registerErrorHandler } from './platform/http/errors.js';
import { registerAccessControl } from './platform/http/access.js';
import { registerCustomerPrivacy } from './platform/http/customer-privacy.js';
import { registerWebApp } from './platform/http/web-app.js';
import { registerHttpsRedirect } from './platform/http/https-redirect.js';
import { registerSecurityHeaders, swaggerUiCsp } from './platform/http/security-headers.js';
import { clientErrorHandler } from './platform/http/client-errors.js';
import { trustFunction } from './platform/http/client-address.js';
import { createRateLimits } from './platform/rate-limit/rate-limits.js';
import { createLoginLimits, createUsersService, usersRoutes, pushAccountEvents, pushSessionUpdates } from './modules/users/index.js';
import { createChannelConfigCache, createChannelsService, createManagersService, channelsRoutes, pushChannelAttention } from './modules/channels/index.js';
import { registerInputGuard } from './platform/http/input-guard.js';
import type { AppContext } from './platform/context.js';
import { createOperatorsService, operatorsRoutes, pushOperatorEvents, scheduleWorkTimeOver, workTimeQueue, presenceQueue, workPresenceChecks, watchOperatorPresence, closePanelsOutsideHours } from './modules/operators/index.js';
import { createTabulationsService, tabulationsRoutes } from './modules/tabulations/index.js';
import { createDepartmentsService, departmentsRoutes, departmentRooms } from './modules/departments/index.js';
import { pushQueueEvents, pushAttendanceEvents, createAttendancesService, attendancesRoutes, createAttendancesManageService, attendancesManageRoutes, drainQueueOnCapacity } from './modules/attendances/index.js';
import { healthRoutes } from './modules/health/index.js';
import { createMessagesService, SEND_QUEUE, messagesRoutes, pushConversationEvents, sendMessagesJob, type SendJob, pushMessageUpdates, createConversationReceipts, RECEIPT_QUEUE, receiptQueue, receiptJob, type ReceiptJob } from './modules/messages/index.js';
import { createWebhooksService, WEBHOOK_QUEUE, webhooksRoutes, processWebhooksJob, type ProcessWebhookJob, createChannelLookup } from './modules/webhooks/index.js';
import { createInboundProcessor } from './modules/intake/index.js';
import { simulatorRoutes, attachSimulator } from './modules/simulator/index.js';
import { createMediaService, enqueueInboundMediaDownloads, MEDIA_DOWNLOAD_QUEUE, type MediaDownloadJob, mediaRoutes, installMediaLinks, downloadMediaJob } from './modules/media/index.js';
import { mediaStorageFor } from './platform/storage/index.js';
import { installSimulatorFiles } from './providers/simulator/simulator.adapter.js';
import { createSimulatorFiles } from './providers/simulator/simulator-files.js';
import { createEmbedService, embedRoutes, closeRevokedSockets } from './modules/embed/index.js';
import { createTranscriptsService, transcriptsRoutes } from './modules/transcripts/index.js';
import { createQuickAnswersService, quickAnswersRoutes } from './modules/quick-answers/index.js';
import { createTagsService, tagsRoutes } from './modules/tags/index.js';
import { createBlacklistService, blacklistRoutes } from './modules/blacklist/index.js';
import { createDashboardService, dashboardRoutes } from './modules/dashboard/index.js';
import { accessLogRoutes } from './modules/access-log/index.js';
import { createContactImportsService, contactImportsRoutes, pushContactImportEvents, CONTACT_IMPORT_QUEUE, contactImportQueue, importContactsJob, type ContactImportJob, importCleanupQueue, scheduleImportCleanup } from './modules/contact-imports/index.js';
import { createContactsService, contactsRoutes } from './modules/contacts/index.js';
import { createCalendarService, calendarRoutes, pushCalendarReminders, CALENDAR_REMINDER_QUEUE, calendarReminderJob, calendarReminderQueue, type CalendarReminderJob } from './modules/calendar/index.js';
import { createBotRuntime, createChatbotService, chatbotRoutes, createSurveyOnFinish, botTimeoutsQueue, scheduleBotTimeouts } from './modules/chatbot/index.js';
import { createTemplatesService, templatesRoutes, pushTemplateEvents } from './modules/templates/index.js';
import { logRedaction, requestLogSerializer } from './platform/http/request-log.js';
import { errorLogSerializer, safeLogHooks } from './platform/logging/safe-errors.js';
import { createGupshupTrafficService, gupshupTrafficRoutes } from './modules/reports/index.js';
import { createSurveyReportService, surveyReportRoutes, createStatsReportService, statsReportRoutes } from './modules/reports/index.js';
import { reportExportsRoutes, createReportExportsService, REPORT_EXPORT_QUEUE, reportExportQueue, runReportExportJob, type ReportExportJob, reportExportCleanupQueue, scheduleReportExportCleanup, pushReportExportEvents } from './modules/reports/index.js';
import { startReportCompactor } from './modules/reports/index.js';
import { accessLogReportRoutes, createAccessLogReportService } from './modules/reports/index.js';
import { attendanceReportRoutes, createAttendanceReportService } from './modules/reports/index.js';
import { averageReportRoutes, createAverageReportService } from './modules/reports/index.js';
import { tabulationReportRoutes, createTabulationReportService } from './modules/reports/index.js';
import { salesReportRoutes, createSalesReportService } from './modules/reports/index.js';
import { createCampaignsService, campaignsRoutes, pushCampaignProgress, campaignRunQueue, startCampaignWork } from './modules/campaigns/index.js';
import { campaignPeriodReportRoutes, createCampaignPeriodReportService, campaignReportTable } from './modules/campaigns/index.js';
import { registerReportTable } from './modules/reports/index.js';
import { createKanbanBoardsService, createKanbanCardsService, kanbanBoardsRoutes, kanbanCardsRoutes, pushKanbanEvents, enqueueStepActions, startStepActions, stepActionQueue, stepActionSweepQueue } from './modules/kanban/index.js';
import { CATALOG_BATCH_STATUS_QUEUE, CATALOG_SYNC_QUEUE, catalogBatchStatusJob, catalogBatchStatusQueue, catalogConfigRoutes, catalogRefreshQueue, catalogSyncJob, catalogSyncQueue, scheduleCatalogRefresh, type CatalogBatchStatusJob, createCatalogConfigService, createCatalogSync, createProductCategoriesService, createProductImportsService, createProductsService, importProductsJob, PRODUCT_IMPORT_QUEUE, productCategoriesRoutes, productImportQueue, productImportsRoutes, productsRoutes, type CatalogSyncJob, type ProductImportJob } from './modules/products/index.js';
import { createOrderPaymentsService, createOrdersFromMessages, createOrdersFromNumberedReplies, createOrdersService, createStoreCaller, createStoreConfigService, ordersRoutes, paymentWebhookRoutes, pushOrderEvents, storeConfigRoutes } from './modules/orders/index.js';
import { kanbanReportRoutes, createKanbanReportService, createKanbanPerformanceService, kanbanReportTable, kanbanPerformanceTable } from './modules/kanban/index.js';

export const APP_VERSION = '0.1.0';

export type BuildOptions = {
  config: Config;
  /** An already open database (tests share one between two app instances). Closed by the caller. */
  db?: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /** Start the job queue (default true). */
  queue?: boolean;
  clock?: () => Date;
};

export type BuiltApp = {
  app: FastifyInstance;
  ctx: AppContext;
  queue: Queue;
  realtime: Realtime;
};

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/db` });
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config } = options;
  const keys = deriveKeys(resolveAppSecret(config.appSecret, config.dataDir));
  const ownsDb = !options.db;
  const db = options.db ?? (await openConfiguredDatabase(config));
  if (ownsDb) await runMigrations(db);

  const app = Fastify({
    logger: options.logger
      ? { level: config.logLevel, serializers: { req: requestLogSerializer, err: errorLogSerializer }, redact: logRedaction, hooks: safeLogHooks, ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    // X-Forwarded-* count only from the proxies TRUST_PROXY names (off by default).
    trustProxy: config.trustProxy === false ? false : trustFunction(config.trustProxy),
    // Errors Node meets before Fastify (431 and the like) keep the error envelope.
    clientErrorHandler,
    bodyLimit: 5 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerHttpsRedirect(app, config.forceHttps);
  registerInputGuard(app);

  const bus = createEventBus((name, err) => app.log.error({ err, event: name }, 'event listener failed'));
  const ctx: AppContext = { config, db, keys, bus };
  const channelCache = createChannelConfigCache(ctx);
  await registerSecurityHeaders(app, {
    forceHttps: config.forceHttps,
    embedOrigins: async (channelId) => (await channelCache.get(channelId))?.embedAllowedOrigins ?? [],
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Atende API', version: APP_VERSION, description: 'API da plataforma Atende.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', ...swaggerUiCsp(config.forceHttps) });

  const rateLimits = await createRateLimits({ redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  app.addHook('onClose', rateLimits.close);
  const users = createUsersService(ctx, createLoginLimits(rateLimits));
  const channels = createChannelsService(ctx);
  const managers = createManagersService(ctx);
  const operators = createOperatorsService(ctx, options.clock);
  registerAccessControl(app, keys.signing, users.loadPrincipal);
  registerCustomerPrivacy(app);

  const queue = createQueue(db, { supervise: config.role !== 'api', queues: queueDefinitions });
  // Read receipts and typing go to the provider through a job: none without the queue (tests that run without it).
  const receipts = options.queue === false ? undefined : createConversationReceipts(ctx, queue, rateLimits, options.clock);
  const attendances = createAttendancesService(ctx, createSurveyOnFinish(ctx, createBotRuntime(queue), options.clock), receipts);
  const messages = createMessagesService(ctx, queue, attendances, options.clock);
  const webhooks = createWebhooksService(ctx, queue);
  const realtime = await createRealtime(app.server, {
    signingKey: keys.signing,
    loadPrincipal: users.loadPrincipal,
    roomsFor: (principal) => departmentRooms(db.orm, principal),
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  const listeners = wireListeners(ctx, realtime.io, options.queue === false ? undefined : queue, options.clock);

  usersRoutes(app, users);
  channelsRoutes(app, channels, managers);
  operatorsRoutes(app, operators);
  attendancesRoutes(app, attendances);
  attendancesManageRoutes(app, createAttendancesManageService(ctx));
  tabulationsRoutes(app, createTabulationsService(ctx));
  departmentsRoutes(app, createDepartmentsService(ctx));
  messagesRoutes(app, messages, attendances);
  await mediaRoutes(app, createMediaService(ctx, mediaStorageFor(config)));
  webhooksRoutes(app, ctx, webhooks);
  simulatorRoutes(app, ctx, webhooks);
  embedRoutes(app, createEmbedService(ctx));
  transcriptsRoutes(app, createTranscriptsService(ctx, attendances, options.clock));
  quickAnswersRoutes(app, createQuickAnswersService(ctx));
  tagsRoutes(app, createTagsService(ctx));
  blacklistRoutes(app, createBlacklistService(ctx));
  dashboardRoutes(app, createDashboardService(ctx, options.clock));
  accessLogRoutes(app, ctx);
  await contactImportsRoutes(app, createContactImportsService(ctx, queue, mediaStorageFor(config)));
  contactsRoutes(app, createContactsService(ctx, options.clock));
  calendarRoutes(app, createCalendarService(ctx, queue, options.clock));
  chatbotRoutes(app, createChatbotService(ctx, options.clock));
  surveyReportRoutes(app, createSurveyReportService(ctx, options.clock));
  statsReportRoutes(app, createStatsReportService(ctx, options.clock));
  await templatesRoutes(app, createTemplatesService(ctx));
  gupshupTrafficRoutes(app, createGupshupTrafficService(ctx));
  reportExportsRoutes(app, createReportExportsService(ctx, queue, mediaStorageFor(config), options.clock));
  accessLogReportRoutes(app, createAccessLogReportService(ctx, options.clock));
  attendanceReportRoutes(app, createAttendanceReportService(ctx, options.clock));
  averageReportRoutes(app, createAverageReportService(ctx, options.clock));
  tabulationReportRoutes(app, createTabulationReportService(ctx, options.clock));
  salesReportRoutes(app, createSalesReportService(ctx, options.clock));
  await campaignsRoutes(app, createCampaignsService(ctx, queue, options.clock));
  campaignPeriodReportRoutes(app, createCampaignPeriodReportService(ctx, options.clock));
  // The campaign report's export table lives with the campaigns (a module above reports).
  registerReportTable(campaignReportTable);
  kanbanBoardsRoutes(app, createKanbanBoardsService(ctx, options.clock));
  kanbanCardsRoutes(app, createKanbanCardsService(ctx, options.clock));
  kanbanReportRoutes(app, createKanbanReportService(ctx, options.clock), createKanbanPerformanceService(ctx, options.clock));
  // The kanban reports' export tables live with the kanban (a module above reports).
  registerReportTable(kanbanReportTable);
  registerReportTable(kanbanPerformanceTable);
  productCategoriesRoutes(app, createProductCategoriesService(ctx));
  // The Meta catalog sync's jobs are enqueued with the product writes: none without the queue (tests).
  const catalogSync = createCatalogSync(ctx, options.queue === false ? undefined : queue);
  productsRoutes(app, createProductsService(ctx, catalogSync));
  await productImportsRoutes(app, createProductImportsService(ctx, queue, mediaStorageFor(config)));
  catalogConfigRoutes(app, createCatalogConfigService(ctx, catalogSync));
  const storeConfig = createStoreConfigService(ctx);
  const storeCaller = createStoreCaller(ctx, storeConfig);
  storeConfigRoutes(app, storeConfig);
  // The payment link reaches the customer through the normal send path (window, queue, provider).
  ordersRoutes(app, createOrdersService(ctx, { attendances, store: storeCaller, sendText: (principal, channelId, input) => messages.send(principal, channelId, input) }));
  paymentWebhookRoutes(app, createOrderPaymentsService(ctx, storeCaller));
  healthRoutes(app, { db, queue: queue.healthy, redis: realtime.redisHealthy, version: APP_VERSION });

  const webDist = config.webDist ?? defaultWebDist;
  await registerWebApp(app, webDistAvailable(webDist) ? webDist : null);

  let stopJobs = () => {};
  app.addHook('onClose', async () => {
    stopJobs();
    await realtime.close();
    await listeners.settled();
    await queue.stop();
    if (ownsDb) await db.close();
  });

  if (options.queue !== false) {
    await queue.start();
    if (config.role !== 'api') stopJobs = await registerJobs(ctx, queue, realtime.io, options.clock);
  }
  return { app, ctx, queue, realtime };
}

export const queueDefinitions: QueueDefinition[] = [
  // notify: a worker in another process starts on a webhook or a send at once, not at its next poll.
  { name: WEBHOOK_QUEUE, retryLimit: 8, retryDelay: 1, retryBackoff: true, notify: true },
  { name: SEND_QUEUE, retryLimit: 6, retryDelay: 2, retryBackoff: true, notify: true },
  // Cloud's download URLs expire within minutes: retry soon, a few times.
  { name: MEDIA_DOWNLOAD_QUEUE, retryLimit: 5, retryDelay: 2, retryBackoff: true, notify: true },
  receiptQueue,
  workTimeQueue,
  presenceQueue,
  contactImportQueue,
  importCleanupQueue,
  calendarReminderQueue,
  botTimeoutsQueue,
  campaignRunQueue,
  reportExportQueue,
  reportExportCleanupQueue,
  stepActionQueue,
  stepActionSweepQueue,
  productImportQueue,
  catalogSyncQueue,
  catalogBatchStatusQueue,
  catalogRefreshQueue,
];

/**
 * Domain-event listeners every process runs (API and workers alike). With the queue (a process that
 * runs it), operators' disconnects schedule their presence checks; `settled` waits for those under way
 * and drops the board pushes still pending (the app closes before its database).
 */
export function wireListeners(ctx: AppContext, io: RealtimeServer, queue?: Queue, clock?: () => Date): { settled: () => Promise<void> } {
  installMediaLinks(ctx.keys.mediaLinks);
  pushAccountEvents(ctx.bus, io);
  pushMessageUpdates(ctx, io);
  pushChannelAttention(ctx, io);
  pushConversationEvents(ctx, io);
  pushAttendanceEvents(ctx, io);
  drainQueueOnCapacity(ctx);
  pushOperatorEvents(ctx.bus, io);
  const presenceSettled = queue ? watchOperatorPresence(ctx, io, queue) : async () => {};
  closePanelsOutsideHours(ctx, io, clock);
  pushSessionUpdates(ctx, io);
  pushQueueEvents(ctx, io);
  attachSimulator(ctx, io);
  closeRevokedSockets(ctx.bus, io);
  pushContactImportEvents(ctx.bus, io);
  pushCalendarReminders(ctx.bus, io);
  pushTemplateEvents(ctx.bus, io);
  pushCampaignProgress(ctx, io);
  pushReportExportEvents(ctx.bus, io);
  const stopKanbanPushes = pushKanbanEvents(ctx, io);
  pushOrderEvents(ctx, io);
  // A card that entered a step with an automatic action: its job goes in from the process that moved it.
  if (queue) enqueueStepActions(ctx, queue);
  return {
    settled: async () => {
      stopKanbanPushes();
      await presenceSettled();
    },
  };
}

/** The job handlers a process with ROLE all or worker runs; returns what stops their timers. */
export async function registerJobs(ctx: AppContext, queue: Queue, io: RealtimeServer, clock?: () => Date): Promise<() => void> {
  // Webhooks are applied a batch per transaction; two workers keep one batch being written while
  // the next is read (PGlite has one connection, so one worker there).
  const bot = createBotRuntime(queue);
  const templates = createTemplatesService(ctx);
  const processor = createInboundProcessor(ctx, {
    // In the batch's transaction: media downloads are enqueued and `order` messages become orders.
    onStored: async (tx, channelId, rows) => {
      await enqueueInboundMediaDownloads(tx, queue, channelId, rows);
      await createOrdersFromMessages(tx, channelId, rows);
    },
    // Before the bot's turn: a numbered answer to a product list sent as text becomes an order too.
    takeOrders: createOrdersFromNumberedReplies,
    onTemplateStatus: (channelId, event) => templates.applyStatus(channelId, event),
    bot,
    ...(clock ? { clock } : {}),
  });
  const processWebhooks = processWebhooksJob(ctx, processor, createChannelLookup(ctx));
  // A job holds the webhooks of one inbox write (up to 100), so a fetch of 4 applies up to 400 together.
  await queue.workBatch<ProcessWebhookJob>(WEBHOOK_QUEUE, processWebhooks, { concurrency: ctx.db.driver === 'pglite' ? 1 : 2, batchSize: 4 });
  const storage = mediaStorageFor(ctx.config);
  // The simulated phone's uploads are read back by its adapter when the download job asks for them.
  installSimulatorFiles(createSimulatorFiles(storage));
  // A batch of sends reads its messages in one query and records them in one; customers are sent to
  // concurrently within it (see the job). A job is one operator message or a whole batch of the bot's
  // replies (up to a webhook batch's conversations), hence few jobs per fetch.
  await queue.workBatch<SendJob>(SEND_QUEUE, sendMessagesJob(ctx, storage), { concurrency: ctx.db.driver === 'pglite' ? 1 : 4, batchSize: 4 });
  await queue.work<MediaDownloadJob>(MEDIA_DOWNLOAD_QUEUE, downloadMediaJob(ctx, storage), { concurrency: 2 });
  await queue.work<ReceiptJob>(RECEIPT_QUEUE, receiptJob(ctx, clock), { concurrency: 2 });
  await scheduleWorkTimeOver(ctx, queue, io, clock);
  await workPresenceChecks(ctx, queue, io);
  await queue.work<ContactImportJob>(CONTACT_IMPORT_QUEUE, importContactsJob(ctx, storage));
  const catalogSync = createCatalogSync(ctx, queue);
  await queue.work<ProductImportJob>(PRODUCT_IMPORT_QUEUE, importProductsJob(ctx, storage, catalogSync));
  await queue.work<CatalogSyncJob>(CATALOG_SYNC_QUEUE, catalogSyncJob(ctx, queue), { concurrency: 2, batchSize: 1 });
  await queue.work<CatalogBatchStatusJob>(CATALOG_BATCH_STATUS_QUEUE, catalogBatchStatusJob(ctx, queue, clock));
  await scheduleCatalogRefresh(ctx, queue, catalogSync, clock);
  await scheduleImportCleanup(ctx, queue, storage, clock);
  await queue.work<CalendarReminderJob>(CALENDAR_REMINDER_QUEUE, calendarReminderJob(ctx, clock));
  await scheduleBotTimeouts(ctx, queue, bot, clock);
  // One export at a time per process: each holds a database cursor's batches and a file stream.
  await queue.work<ReportExportJob>(REPORT_EXPORT_QUEUE, runReportExportJob(ctx, storage, clock ? { clock } : {}), { batchSize: 1 });
  await scheduleReportExportCleanup(ctx, queue, storage, clock);
  // Folds the reports' deltas into their rollups every few seconds (one instance at a time, by a lock).
  const stopCompactor = startReportCompactor(ctx);
  const stopCampaigns = await startCampaignWork(ctx, queue, createCampaignsService(ctx, queue, clock));
  await startStepActions(ctx, queue, clock);
  return () => {
    stopCompactor();
    stopCampaigns();
  };
}
