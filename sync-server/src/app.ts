// createApp(): the whole HTTP application from a configuration object (no globals).

import { UPLOAD_MAX_BYTES } from '@greenroom/shared-model/constants';
import { Hono } from 'hono';
import type { Database } from './db/client';
import type { AppEnv } from './env';
import { accountExportRoutes } from './features/account-export/account-export.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { analyticsReadRoutes } from './features/analytics/analytics-reads.routes';
import { applicationsRoutes } from './features/applications/applications.routes';
import { authRoutes, SELF_MANAGED_AUTH_PATHS } from './features/auth/auth.routes';
import { createPasswordHasher } from './features/auth/password';
import { readSessionToken, sessionLoader } from './features/auth/session';
import { collaborationsRoutes } from './features/collaborations/collaborations.routes';
import { commentsRoutes } from './features/comments/comments.routes';
import { connectionsRoutes } from './features/connections/connections.routes';
import { contentViewsRoutes } from './features/content-views/content-views.routes';
import { coursesRoutes } from './features/courses/courses.routes';
import { endorsementsRoutes } from './features/endorsements/endorsements.routes';
import { eventsRoutes } from './features/events/events.routes';
import { feedRoutes } from './features/feed/feed.routes';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { relayTyping } from './features/messages/typing';
import {
  createDeliveryService,
  type DeliveryService,
} from './features/notifications/delivery-service';
import { unsubscribeRoutes } from './features/notifications/email/unsubscribe.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import {
  PUSH_SUBSCRIPTION_PATHS,
  pushSubscriptionsRoutes,
} from './features/notifications/push/push-subscriptions.routes';
import type { PushTransportOptions } from './features/notifications/push/push-transport';
import { portfolioRoutes } from './features/portfolio/portfolio.routes';
import { postsRoutes } from './features/posts/posts.routes';
import { profileViewsRoutes } from './features/profile-views/profile-views.routes';
import { moderationRoutes } from './features/reports/reports.routes';
import { syncRoutes } from './features/sync/sync.routes';
import type { MediaTools } from './features/uploads/ffmpeg';
import { type LegacyProxyOptions, legacyProxyRoutes } from './features/uploads/legacy-proxy.routes';
import { mountMedia } from './features/uploads/media.routes';
import { createMediaJanitor, type MediaJanitor } from './features/uploads/media-janitor';
import { storageUsageRoutes } from './features/uploads/storage-usage.routes';
import { TUS_PATH, tusRoutes } from './features/uploads/tus.routes';
import { UPLOAD_PATHS, uploadsRoutes } from './features/uploads/uploads.routes';
import { createVideoQueue } from './features/uploads/video-queue';
import { usersRoutes } from './features/users/users.routes';
import { type AppHooks, createHooks } from './hooks';
import { noStoreApiJson } from './http/cache-control';
import { compressJson } from './http/compress-json';
import type { HonoEnv } from './http/context';
import { closeAfterEarlyReply } from './http/early-reply';
import { apiNotFound, createErrorHandler } from './http/errors';
import { Lifecycle, mountHealth } from './http/health';
import { jsonBody } from './http/json-body';
import { accessLog, mountMetrics, RequestMetrics } from './http/observability';
import { originCheck } from './http/origin-check';
import { requestInfo } from './http/request-info';
import { declareInput } from './http/route-input';
import { securityHeaders } from './http/security-headers';
import { mountStatic } from './http/static';
import { transactions } from './http/transaction';
import { openToUnverified, verifiedGate } from './http/verified-gate';
import { LiveHub } from './live/hub';
import { LiveChangeFeed } from './live/live-changes';
import { mountLive } from './live/ws-route';
import { consoleLogger, errorData, type Logger } from './logger';
import type { ServerMutator } from './mutators/define';
import { createMutatorRegistry, SERVER_MUTATORS } from './mutators/registry';
import { mountMutators } from './mutators/rest';
import type { AppServices } from './services';
import { createMediaStorage } from './storage/create-storage';
import type { MediaStorage } from './storage/media-storage';

export interface CreateAppDeps {
  env: AppEnv;
  database: Database;
  /** Hooks for other modules; missing ones are no-ops. The object is kept (and stays mutable). */
  hooks?: Partial<AppHooks>;
  logger?: Logger;
  /** More routes on the root app, mounted after the features and before the /api 404 (tests). */
  extraRoutes?: (app: Hono<HonoEnv>, services: AppServices) => void;
  /** Mutators besides SERVER_MUTATORS, reachable over REST and push alike (tests). */
  extraMutators?: readonly ServerMutator[];
  /** Exact paths whose unsafe calls take multipart bodies instead of JSON (tests). */
  multipartPaths?: readonly string[];
  /** Where uploads go; a folder under DATA_DIR by default. */
  storage?: MediaStorage;
  /** ffmpeg and ffprobe (tests: null, as on a machine without them); default: looked up. */
  mediaTools?: MediaTools | null;
  /** The upload size limit (tests make it small). */
  uploadMaxBytes?: number;
  /** Test-only: the legacy media proxy may reach a peer on loopback over http. */
  legacyProxy?: LegacyProxyOptions;
  /** Test-only: web push may reach a push service on loopback over http. */
  push?: PushTransportOptions;
  /** Starting, serving or stopping (startServer's); absent: a new one, already started. */
  lifecycle?: Lifecycle;
}

export interface GreenroomApp {
  app: Hono<HonoEnv>;
  services: AppServices;
  /** The /ws sockets of this process; startServer() starts it (LISTEN, heartbeat). */
  live: LiveHub;
  /** Reads committed changes once and sends them to the sockets of their audience. */
  changes: LiveChangeFeed;
  /** Web push and e-mail of notifications; startServer() starts its dispatcher. */
  deliveries: DeliveryService;
  /** What the readiness probe reports (startServer drains through it). */
  lifecycle: Lifecycle;
  /** Request timings and the event-loop monitor behind GET /api/metrics. */
  metrics: RequestMetrics;
  /** Deletes the files nothing references (ADR 022); startServer() starts it. */
  media: MediaJanitor;
}

export function createApp(deps: CreateAppDeps): GreenroomApp {
  const { env, database } = deps;
  const logger = deps.logger ?? consoleLogger;
  const hooks = createHooks(deps.hooks);
  const storage = deps.storage ?? createMediaStorage(env);
  const tools = deps.mediaTools !== undefined ? { tools: deps.mediaTools } : {};
  const services: AppServices = {
    env,
    database,
    pool: database.db,
    hooks,
    logger,
    storage,
    passwords: createPasswordHasher(env),
    ...tools,
    videoQueue: createVideoQueue({ db: database.db, storage, logger, ...tools }),
  };

  const app = new Hono<HonoEnv>();
  app.onError(createErrorHandler(logger));
  app.notFound(apiNotFound);

  // Pipeline (ARCHITECTURE.md): request id → headers → no-store → JSON compression → Origin →
  // JSON → session → verified members only (ADR 023) → transaction → features.
  const metrics = new RequestMetrics(!!env.METRICS_TOKEN);
  app.use(
    '*',
    closeAfterEarlyReply(),
    requestInfo(env),
    accessLog(logger, metrics, env.ACCESS_LOG),
    securityHeaders(),
  );
  const lifecycle = deps.lifecycle ?? Object.assign(new Lifecycle(), { started: true });
  mountHealth(app, lifecycle, database.db);
  let live: LiveHub | undefined;
  mountMetrics(app, {
    token: env.METRICS_TOKEN,
    metrics,
    db: database.db,
    kind: database.kind,
    poolSize: database.kind === 'postgres' ? env.DATABASE_POOL_SIZE : 1,
    sockets: () => live?.size ?? 0,
  });
  app.use(
    '/api/*',
    noStoreApiJson(),
    compressJson(),
    originCheck(env),
    jsonBody({
      multipartPaths: new Set([...UPLOAD_PATHS, ...(deps.multipartPaths ?? [])]),
      rawBodyPrefixes: [TUS_PATH],
      partsCheckedPaths: new Set(['/api/sync/push']),
    }),
    sessionLoader(services),
    verifiedGate(),
    transactions(services.pool, logger, {
      selfManagedPaths: new Set([
        '/api/sync/push',
        ...SELF_MANAGED_AUTH_PATHS,
        ...UPLOAD_PATHS,
        ...PUSH_SUBSCRIPTION_PATHS,
      ]),
      selfManagedPrefixes: [TUS_PATH],
    }),
  );

  app.get('/api/health', declareInput(), openToUnverified(), (c) => c.json({ ok: true }));
  app.route('/api/auth', authRoutes(services));
  app.route('/api/users', usersRoutes(services));
  app.route('/api/users', endorsementsRoutes(services));
  app.route('/', contentViewsRoutes());
  app.route('/api/posts', postsRoutes(services));
  app.route('/api/posts', commentsRoutes(services));
  app.route('/api/events', eventsRoutes(services));
  app.route('/api/feed', feedRoutes(services));
  app.route('/api/analytics', analyticsRoutes());
  app.route('/api/admin/analytics', analyticsReadRoutes(services));
  app.route('/api/admin', moderationRoutes(services));
  app.route('/api/admin', adminRoutes(services, deps.legacyProxy));
  app.route('/', applicationsRoutes(services));
  app.route('/', jobsRoutes(services));
  app.route('/api/collaborations', collaborationsRoutes(services));
  app.route('/api/account', accountExportRoutes(services));
  app.route('/api/courses', coursesRoutes(services));
  app.route('/api/connections', connectionsRoutes(services));
  app.route('/api/profile-views', profileViewsRoutes(services));
  app.route('/api/notifications', notificationsRoutes());
  app.route('/api/conversations', messagesRoutes());
  const deliveries = createDeliveryService(services, deps.push);
  // Keys first, outside any request's transaction (PGlite has one connection: a pool query
  // inside a request's transaction would wait for that transaction).
  void deliveries
    .ready()
    .catch((error) => logger.error('notification delivery setup failed', errorData(error)));
  app.route('/api/push-subscriptions', pushSubscriptionsRoutes(deliveries));
  app.route('/api/portfolio', portfolioRoutes());
  app.route('/api/storage', storageUsageRoutes(services));
  app.route('/', legacyProxyRoutes(services, deps.legacyProxy));
  app.route('/', tusRoutes(services, { uploadMaxBytes: deps.uploadMaxBytes ?? UPLOAD_MAX_BYTES }));
  app.route(
    '/',
    uploadsRoutes(services, { uploadMaxBytes: deps.uploadMaxBytes ?? UPLOAD_MAX_BYTES }),
  );
  const mutators = deps.extraMutators
    ? createMutatorRegistry([...SERVER_MUTATORS, ...deps.extraMutators])
    : SERVER_MUTATORS;
  mountMutators(app, services, mutators);
  app.route('/api/sync', syncRoutes(services, { mutators }));
  const changes = new LiveChangeFeed({ db: database.db, env, logger });
  live = new LiveHub({
    database,
    hooks,
    logger,
    changes,
    relayTyping: (userId, conversationId) => relayTyping(database.db, userId, conversationId),
  });
  mountLive(app, services, live);

  deps.extraRoutes?.(app, services);
  app.all('/api/*', apiNotFound);
  app.route('/', unsubscribeRoutes(services, deliveries));
  mountMedia(app, services);
  mountStatic(app, env.STATIC_DIR, { hasSession: (c) => readSessionToken(c) !== undefined });
  const media = createMediaJanitor({
    db: database.db,
    storage: services.storage,
    logger,
    listen: (channel, fn) => database.listen(channel, () => fn()),
  });
  return { app, services, live, changes, deliveries, lifecycle, metrics, media };
}
