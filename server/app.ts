import { existsSync, readdirSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Express, type RequestHandler } from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import type { ServeStaticOptions } from "serve-static";
import cookieParser from "cookie-parser";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { createDiskSpaceWatch } from "./db/disk-space.ts";
import { AppError } from "./http/app-error.ts";
import { apiNotFound, errorHandler } from "./http/error-handler.ts";
import { noStore } from "./http/no-store.ts";
import { apiRouter } from "./http/router.ts";
import { createRouteRegistry } from "./http/route-registry.ts";
import { methodNotAllowed } from "./http/method-not-allowed.ts";
import { apiRoutes } from "./openapi.ts";
import { bodyETag } from "./http/body-etag.ts";
import { compressWholeAnswer } from "./http/compress-whole-answer.ts";
import { requestLogSerializers } from "./logger.ts";
import { requestContext } from "./tracing/request-context.ts";
import { httpMetrics } from "./metrics/http-metrics.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { authRoutes } from "./routes/auth.ts";
import { emailVerificationRoutes } from "./routes/email-verification.ts";
import { contactRoutes } from "./routes/contact.ts";
import { devRoutes } from "./routes/dev.ts";
import { healthRoutes } from "./routes/health.ts";
import { calendarRoutes } from "./routes/calendar.ts";
import { emailRoutes } from "./routes/email.ts";
import { usersRoutes } from "./routes/users.ts";
import { apiTokenRoutes } from "./routes/api-tokens.ts";
import { catalogRoutes } from "./routes/catalog.ts";
import { openApiRoutes } from "./routes/openapi.ts";
import { taskRoutes } from "./routes/tasks.ts";
import { applianceRoutes } from "./routes/appliances.ts";
import { homeLocationRoutes, homeRoutes, homesRoutes } from "./routes/homes.ts";
import { maintenanceRecordRoutes } from "./routes/maintenance-record.ts";
import { migrationRoutes } from "./routes/migration.ts";
import { invitationRoutes } from "./routes/households.ts";
import { notificationRoutes } from "./routes/notifications.ts";
import { progressRoutes } from "./routes/progress.ts";
import { deliveryChannelRoutes } from "./routes/delivery-channels.ts";
import { createDeliveryChannelService } from "./services/delivery-channels.ts";
import { documentRoutes } from "./routes/documents.ts";
import { warrantyRoutes } from "./routes/warranties.ts";
import { createDocumentService } from "./services/documents.ts";
import { createWarrantyService } from "./services/warranties.ts";
import { createFileStorage } from "./files/create-file-storage.ts";
import type { FileStorage } from "./files/file-storage.ts";
import { createApplianceService } from "./services/appliances.ts";
import { builtInCatalog } from "./services/built-in-catalog.ts";
import type { CatalogSource } from "./services/catalog-source.ts";
import { createMigrationService } from "./services/migration.ts";
import { createHouseholdService } from "./services/households.ts";
import { createNotificationService, type HouseholdChannels } from "./services/notifications.ts";
import { createTaskService } from "./services/tasks.ts";
import { createHomeLocationService } from "./services/home-location.ts";
import { createHomesService } from "./services/homes.ts";
import { createMaintenanceRecordService } from "./services/maintenance-record.ts";
import { createProgressService } from "./services/progress.ts";
import { createHomeContentsReader } from "./services/home-contents.ts";
import { createIdempotencyService } from "./services/idempotency.ts";
import { systemClock, type Clock } from "./services/clock.ts";
import { createAccessTokens, resolveJwtSecret } from "./security/access-token.ts";
import { csrfProtection, ensureCsrfCookie } from "./security/csrf.ts";
import { securityHeaders } from "./security/headers.ts";
import { createServedOverTls } from "./security/tls.ts";
import { apiTokenGate } from "./security/api-token-gate.ts";
import { createApiTokenService } from "./services/api-tokens.ts";
import { createIdentifyCaller, createRequireAuth, createRequireToken } from "./security/require-auth.ts";
import type { LimitRequests } from "./security/limit-requests.ts";
import { createPasswordAttemptLimiter, limitRequests } from "./security/rate-limit.ts";
import type { PasswordHashing } from "./security/password.ts";
import { createDeviceCookie } from "./security/device-cookie.ts";
import { createRefreshCookie } from "./security/refresh-cookie.ts";
import { createAccountService, refreshTokenLifetimeMs } from "./services/accounts.ts";
import { createEmailVerificationService } from "./services/email-verification.ts";
import { createContactService } from "./services/contact.ts";
import { createUserService, type HomeContentsReader } from "./services/users.ts";
import { createCalendarFeedService } from "./services/calendar-feed.ts";
import { createUnsubscribeService } from "./services/unsubscribe.ts";
import { createUnsubscribeTokens } from "./security/unsubscribe-token.ts";
import type { DispatchJobData, JobQueueStatus } from "./jobs/job-queue.ts";

/** index.html without the landing page's markup, which the web build writes beside it (APP_PAGE_FILE, vite.config.ts). */
const appPageFile = "app.html";
/** app.html's copies that name a page's code in their head, by the page's address (app/prerender-markers.ts). */
const listedPagesDir = "pages";

/** The service worker the web build writes beside index.html (vite.config.ts). */
const serviceWorkerFile = "sw.js";
/** The service worker's push handler, which sw.js loads with importScripts (vite.config.ts). */
const pushHandlerFile = "push-handler.js";
/** The mock API's service worker, in public/ for Storybook (package.json `msw.workerDirectory`). */
const mockApiWorkerFile = "mockServiceWorker.js";
const guideImagesDir = fileURLToPath(new URL("../public/guides", import.meta.url));

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Defaults to SMTP (SMTP_URL) or the development outbox under DATA_DIR. */
  mailer?: Mailer;
  /** True once the server is shutting down: /api/ready then answers 503 so load balancers stop sending. */
  isDraining?: () => boolean;
  /** The maintenance catalogue the task engine schedules from; the built-in one by default. */
  catalog?: CatalogSource;
  /** What "now" is for the task engine; tests fix it to get the same schedule every run. */
  clock?: Clock;
  /** How passwords are hashed: OWASP's scrypt parameters when absent, as `npm start` runs it. Code alone can pass another. */
  passwordHashing?: PasswordHashing;
  /**
   * The job queue (reminders, summaries, deliveries), reported by /api/ready, which takes the push, ntfy and
   * webhook deliveries of achievements; absent where a test runs without it.
   */
  jobs?: { status(): JobQueueStatus; enqueueDeliveries?(deliveryIds: readonly string[]): Promise<void>; dispatch?(data: DispatchJobData): Promise<void> };
  /**
   * The secret that signs access tokens and unsubscribe links; resolved from the config when absent.
   * Pass it when the job queue signs links too, so both sides use one (a `memory://` data dir would
   * otherwise give each its own random secret).
   */
  signingSecret?: string;
  /** Where documents' files are kept; as the config says when absent (docs/decisions/079-document-storage.md). */
  fileStorage?: FileStorage;
};

/** Builds the Express app without listening, so tests can start it on port 0. */
export function createApp({
  config,
  database,
  logger,
  clock = systemClock,
  mailer = createMailer(config, clock),
  isDraining = () => false,
  catalog = builtInCatalog(),
  jobs,
  signingSecret = resolveJwtSecret(config),
  passwordHashing,
  fileStorage = createFileStorage(config),
}: AppDependencies): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.set("etag", bodyETag);
  // A 503 is a deliberate refusal (shutting down, not ready, busy) and a 507 a write refused for lack of room,
  // which the disk-space watch states once: each such request is a warning, so a full disk or a load
  // balancer's polling does not write an error a request.
  const deliberateRefusals = new Set([503, 507]);
  const requestLogLevel = (statusCode: number, failed: boolean) =>
    deliberateRefusals.has(statusCode) ? "warn" : failed || statusCode >= 500 ? "error" : statusCode >= 400 ? "warn" : "info";
  app.use(httpMetrics(config));
  app.use(pinoHttp({ logger, serializers: requestLogSerializers, customLogLevel: (_req, res, error) => requestLogLevel(res.statusCode, error !== undefined) }));
  app.use(requestContext());
  // Cookies are Secure, and HSTS sent, where the app is reached over TLS (server/security/tls.ts).
  const servedOverTls = createServedOverTls(config);
  app.use(securityHeaders(config, servedOverTls));
  app.use(compression());
  // Mounted after `compression`, so that a whole JSON answer is compressed here in one call (decision 041).
  app.use(compressWholeAnswer);
  app.use(cookieParser());

  const db = database.db;
  const diskSpace = createDiskSpaceWatch(logger);
  const accessTokens = createAccessTokens(signingSecret, { now: () => clock.now() });
  const calendar = createCalendarFeedService({ db, appUrl: config.appUrl });
  const requireAuth = createRequireAuth({ db, accessTokens });
  const requireToken = createRequireToken({ accessTokens });
  // The profile's appliances and stats come from the task engine's tables.
  const homeContents: HomeContentsReader = createHomeContentsReader(db, clock);
  const limit: LimitRequests = (options) => limitRequests({ db, clock, ...options });
  const refreshCookie = createRefreshCookie({ secure: servedOverTls, maxAgeMs: refreshTokenLifetimeMs });
  const deviceCookie = createDeviceCookie({ secure: servedOverTls, signingSecret });

  const api = apiRouter();
  // Each API path has one spelling (server/http/router.ts). `/API/…` reaches this router too, as the app's
  // own mounts ignore case, and a trailing slash survives a mount's prefix (`/tasks/` is `/` to the router
  // mounted at `/tasks`): both answer as a path the API does not have.
  api.use((req, res, next) => (req.baseUrl === "/api" && !req.path.endsWith("/") ? next() : apiNotFound(req, res, next)));
  // Most API answers depend on the caller (a session, a home's data, a refusal such as a 401 or a 403),
  // so every answer, errors included, stays out of caches unless its route sets its own policy: the
  // catalogue and the API description are public, the dashboard is revalidated by its ETag.
  api.use(noStore);
  // Before every router and the CSRF check: the route table decides where a personal API token is accepted.
  const apiTokens = createApiTokenService({ db, clock });
  api.use(apiTokenGate({ routes: apiRoutes, apiTokens, limitPerToken: limit({ name: "api-token", rule: config.rateLimits.requestsPerApiToken, by: "api-token" }) }));
  // Reached by mail clients and calendar apps, never by the app's pages: the signed token or the
  // feed's secret in the URL is the credential, so neither takes part in the browser's CSRF check.
  const registry = createRouteRegistry(apiRoutes, { idempotency: createIdempotencyService({ db, clock }) });
  api.use("/email", emailRoutes({ registry, unsubscribe: createUnsubscribeService({ db, tokens: createUnsubscribeTokens(signingSecret) }) }));
  api.use("/calendar", calendarRoutes({ registry, calendar, clock }));
  // The development helpers answer a wrong caller as if they were not there (404); a 405 would say they are.
  const servedRoutes = apiRoutes.filter((route) => route.tag !== "development");
  // OPTIONS is judged by neither: Express answers it with the path's Allow.
  const readOnlyMethods = new Set(["GET", "HEAD"]);
  api.use(methodNotAllowed(servedRoutes, (method) => !readOnlyMethods.has(method) && method !== "OPTIONS"));
  api.use(csrfProtection({ secureCookies: servedOverTls }));
  api.use(express.json({ limit: "100kb" }));
  const deliveryChannels = createDeliveryChannelService({ db, clock, logger, config });
  const enqueueDeliveries = jobs?.enqueueDeliveries?.bind(jobs);
  const progress = createProgressService({
    db,
    catalog,
    clock,
    onUnlocked: enqueueDeliveries
      ? async (homeId, unlocked) => {
          // The achievement is stored and in the notification center whatever happens here: a failure to
          // queue its other deliveries is logged, not answered as the request's failure.
          try {
            await enqueueDeliveries(await deliveryChannels.announceAchievements(homeId, unlocked));
          } catch (error) {
            logger.error({ err: error, homeId }, "achievement deliveries not queued");
          }
        }
      : undefined,
  });
  const householdChannels: HouseholdChannels | undefined = enqueueDeliveries
    ? async (tx, notified) => {
        const deliveryIds = await deliveryChannels.announceHousehold(tx, notified);
        // Not awaited: the queue's own connection would wait on the transaction these rows are in (PGlite has
        // one). A job that still finds no row, as on PostgreSQL before the commit, is tried again later.
        void enqueueDeliveries(deliveryIds).catch((error: unknown) => logger.error({ err: error }, "household deliveries not queued"));
      }
    : undefined;
  const appliances = createApplianceService({ db, catalog, clock, fileStorage, householdChannels });
  const tasks = taskRoutes({
    registry,
    tasks: createTaskService({ db, catalog, clock, householdChannels }),
    tasksOn: (transaction) => createTaskService({ db: transaction, catalog, clock, householdChannels }),
    requireAuth,
    requireToken,
  });
  // Each area's routes are mounted at its prefix, so that a request enters only the routers of its own
  // area: a router a request enters and leaves without an answer hands it on in a later turn of the event
  // loop, and the dashboard went through eight of them before its own (decision 018, seventh addendum).
  // The app's most frequent requests come first; the rest of /tasks comes after the progress routes,
  // which serve /tasks/history.
  api.use("/tasks", tasks.busiest);
  api.use(healthRoutes({ registry, database, isDraining, jobs, diskSpace }));
  // One limiter for every route that checks a password, so guesses are counted alike wherever they land.
  const passwordAttempts = createPasswordAttemptLimiter({
    db,
    clock,
    rules: { failuresPerAccountAndClient: config.rateLimits.passwordFailuresPerAccountAndClient, slowDownPerAccount: config.passwordSlowDown },
  });
  const emailVerification = createEmailVerificationService({ db, mailer, appUrl: config.appUrl, logger, clock, linksPerAccount: config.rateLimits.verificationLinksPerAccount });
  api.use("/auth", authRoutes({ registry, accounts: createAccountService({ db, accessTokens, mailer, appUrl: config.appUrl, logger, passwordAttempts, passwordHashing, signingSecret, resetLinksPerAddress: config.rateLimits.forgotPasswordPerEmail, emailVerification, clock }), config, limitRequests: limit, refreshCookie, deviceCookie, requireAuth }));
  // After the sign-in routes, so that the session probe and the refresh, asked on every page load, pass through one router fewer.
  api.use("/auth", emailVerificationRoutes({ registry, verification: emailVerification, limitRequests: limit, config, requireAuth }));
  api.use("/users", usersRoutes({ registry, users: createUserService({ db, homeContents, passwordAttempts, fileStorage }), refreshCookie, calendar, requireAuth }));
  api.use("/users", apiTokenRoutes({ registry, apiTokens, requireAuth }));
  api.use("/users", homeRoutes({ registry, appliances, requireAuth, clock }));
  const households = createHouseholdService({ db, clock, mailer, appUrl: config.appUrl, logger, invitationsPerHome: config.rateLimits.invitationsPerHome, householdChannels });
  api.use("/homes", homesRoutes({ registry, homes: createHomesService({ db, fileStorage }), households, requireAuth }));
  api.use("/home", maintenanceRecordRoutes({ registry, records: createMaintenanceRecordService({ db }), requireAuth, clock }));
  api.use("/home", homeLocationRoutes({ registry, homeLocation: createHomeLocationService({ db, catalog }), requireAuth, clock }));
  api.use(openApiRoutes({ registry, version: process.env.npm_package_version ?? "0.0.0" }));
  api.use("/catalog", catalogRoutes({ registry, catalog }));
  api.use(progressRoutes({ registry, progress, requireAuth }));
  api.use("/migration", migrationRoutes({ registry, migration: createMigrationService({ db, catalog, clock }), requireAuth, clock }));
  api.use("/appliances", applianceRoutes({ registry, appliances, requireAuth, clock }));
  api.use("/appliances", warrantyRoutes({ registry, warranties: createWarrantyService({ db }), requireAuth }));
  api.use("/tasks", tasks.rest);
  api.use("/documents", documentRoutes({ registry, documents: createDocumentService({ db, storage: fileStorage, quotaBytes: config.documentsQuotaBytes }), requireAuth }));
  api.use("/notifications", notificationRoutes({ registry, notifications: createNotificationService({ db, clock }), requireAuth }));
  api.use("/invitations", invitationRoutes({ registry, households, requireAuth, identifyCaller: createIdentifyCaller({ accessTokens }), limitRequests: limit, config }));
  api.use("/delivery-channels", deliveryChannelRoutes({ registry, channels: deliveryChannels, requireAuth }));
  api.use(contactRoutes({ registry, contact: createContactService({ db }), limitRequests: limit, config, identifyCaller: createIdentifyCaller({ accessTokens }) }));
  if (config.nodeEnv !== "production") {
    api.use("/dev", devRoutes({ registry, mailer, dispatch: jobs?.dispatch?.bind(jobs) }));
  } else {
    registry.leaveOut("listOutbox", "a development helper, never served in production");
    registry.leaveOut("dispatchScheduledMessages", "a development helper, never served in production");
  }
  // A route of the table that no router registered is a mistake found here, at start-up, not a 404 later.
  registry.assertComplete();
  api.use(methodNotAllowed(servedRoutes, (method) => readOnlyMethods.has(method)));
  api.use(apiNotFound);
  app.use("/api", api);

  // Guide illustrations, served from their committed folder whether or not the web app is built. Their
  // names stay stable while the catalogue uses them, but a redrawn picture keeps its name: a day of
  // caching, then revalidation by ETag, lets a correction reach people within a day.
  app.use("/guides", express.static(guideImagesDir, { maxAge: "1d", fallthrough: false }));
  serveWebApp(app, config, ensureCsrfCookie({ secureCookies: servedOverTls }));
  app.use(errorHandler({ exposeInternals: config.nodeEnv !== "production", diskSpace }));
  return app;
}

function serveWebApp(app: Express, { webDistDir, serveSourceMaps }: Pick<Config, "webDistDir" | "serveSourceMaps">, ensureCsrf: RequestHandler) {
  const indexHtml = path.join(webDistDir, "index.html");
  if (!existsSync(indexHtml)) return;
  // Every address but the landing page gets the page without the landing page's pre-rendered markup,
  // when the build wrote one (docs/decisions/027-early-session-and-data-requests.md).
  const appPage = path.join(webDistDir, appPageFile);
  // A page whose code the build lists gets the copy that names that code, so the browser fetches it at once
  // (docs/decisions/030-page-content-before-its-surroundings.md). Read once: a new build needs a restart anyway.
  const listedPages = listedPageFiles(path.join(webDistDir, listedPagesDir));
  const pageFor = existsSync(appPage) ? (address: string) => (address === "/" ? indexHtml : (listedPages.get(address) ?? appPage)) : () => indexHtml;
  if (serveSourceMaps) {
    // The build's maps are hidden (no comment in the scripts points at them); this header does.
    const pointAtSourceMap = (res: ServerResponse, file: string) => {
      const script = uncompressedPath(file);
      if (script.endsWith(".js") && existsSync(`${script}.map`)) res.setHeader("SourceMap", `${path.basename(script)}.map`);
    };
    app.use("/assets", builtFiles(path.join(webDistDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false, setHeaders: pointAtSourceMap }));
  } else {
    // Source maps show the app's whole source: in production they stay on the server unless an operator
    // sets SERVE_SOURCE_MAPS=true.
    app.use((req, _res, next) => next(req.path.endsWith(".map") ? AppError.notFound(`Nothing is found at ${req.path}`) : undefined));
    app.use("/assets", builtFiles(path.join(webDistDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }));
  }
  // The mock API's worker is for Storybook and the component tests; the web build copies it from public/
  // with the icons, but a homeowner's browser must never register it.
  app.use(`/${mockApiWorkerFile}`, (req, _res, next) => next(AppError.notFound(`Nothing is found at ${req.originalUrl}`)));
  // The service worker's scripts are checked on every visit (docs/decisions/020-service-worker.md): an hour
  // of caching would keep a fixed or new version from reaching people for that hour.
  const revalidateServiceWorker = (res: ServerResponse, file: string) => {
    const name = path.basename(uncompressedPath(file));
    if (name === serviceWorkerFile || name === pushHandlerFile) res.setHeader("Cache-Control", "no-cache");
  };
  app.use(builtFiles(webDistDir, { index: false, maxAge: "1h", setHeaders: revalidateServiceWorker }));
  // A file the build does not have (a script of an older build, a mistyped icon) is a 404, not the app's page:
  // a browser that asked for a script or a service worker would otherwise be handed HTML in its place.
  // No page of the app has an address that ends in a file extension.
  app.get(/\.[A-Za-z0-9]+$/, (req, _res, next) => next(AppError.notFound(`Nothing is found at ${req.path}`)));
  // The app's HTML carries the CSRF cookie, so the browser holds it before its first API call.
  app.get("/{*clientRoute}", ensureCsrf, (req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(pageFor(req.path));
  });
}

/** The build's compressed copies of a file sit beside it (vite.config.ts), named after it. */
const compressedCopySuffix = /\.(br|gz)$/;
const uncompressedPath = (file: string) => file.replace(compressedCopySuffix, "");

/**
 * A folder of the build's files, sent as the build compressed them (Brotli at its highest level, or gzip)
 * to a browser that accepts it, so no script is compressed on the fly at a fast, weaker level
 * (docs/decisions/029-compressed-at-the-build.md); a file without a copy is compressed on the fly as before.
 * The copies are found once, when the server starts.
 */
function builtFiles(folder: string, options: ServeStaticOptions<ServerResponse>): RequestHandler {
  const serve = expressStaticGzip(folder, { enableBrotli: true, orderPreference: ["br"], index: false, serveStatic: options }) as RequestHandler;
  return (req, res, next) => {
    // Its own answer to a path that does not decode is plain text; this one is the API's error body.
    try {
      decodeURIComponent(req.path);
    } catch {
      next(Object.assign(new URIError(`The path ${req.path} does not decode`), { status: 400 }));
      return;
    }
    serve(req, res, next);
  };
}

/** The build's listed pages (`pages/dashboard.html` → `/dashboard`), none when the build wrote none. */
function listedPageFiles(folder: string): ReadonlyMap<string, string> {
  if (!existsSync(folder)) return new Map();
  const pages = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  return new Map(pages.map((file) => [`/${file.slice(0, -".html".length).split(path.sep).join("/")}`, path.join(folder, file)]));
}
