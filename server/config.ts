import path from "node:path";
import { z } from "zod";
import { defaultDeliveryRetryDelaySeconds } from "./jobs/delivery-retries.ts";
import { outboundTimeoutMs } from "./notify/outbound.ts";

const configSchema = z.object({
  // Production unless asked otherwise: the bare `npm start` is the safe one (docs/decisions/042-production-by-default.md).
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  WEB_DIST_DIR: z.string().min(1).default("./dist/web"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JWT_SECRET: z.string().min(32, "use at least 32 characters (e.g. `openssl rand -base64 48`)").optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Hearthkeep <no-reply@hearthkeep.local>"),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  ANALYTICS_HOST: z.url({ protocol: /^https$/ }).optional(),
  JOBS_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  JOBS_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(8),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).optional(),
  SIGN_INS_PER_IP_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).optional(),
  REFRESHES_PER_IP_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).optional(),
  SERVE_SOURCE_MAPS: z.enum(["true", "false"]).optional(),
  METRICS_TOKEN: z.string().min(32, "use at least 32 characters (e.g. `openssl rand -hex 32`)").optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, "the base64url public key `npx web-push generate-vapid-keys` prints").optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, "the base64url private key `npx web-push generate-vapid-keys` prints").optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:.+@.+|https:\/\/.+)$/, "a mailto: address or an https: URL where the push services can reach the operator").optional(),
  ALLOW_PRIVATE_NOTIFICATION_URLS: z.enum(["true", "false"]).default("false"),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  // Documents and photos (docs/decisions/079-document-storage.md): under DATA_DIR unless S3_BUCKET is set.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  DOCUMENTS_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
});

/** The environment variables the server reads, for the operations guide's checks. */
export const configVariableNames = Object.keys(configSchema.shape) as readonly (keyof typeof configSchema.shape)[];

export type RateLimitRule = { limit: number; windowMs: number };
/** A growing wait before each password check of an account with failures: base · 2^(failures − free), capped. */
export type PasswordSlowDownRule = { freeFailures: number; baseDelayMs: number; maxDelayMs: number; windowMs: number };
export type RateLimitName =
  | "loginPerIp"
  | "passwordFailuresPerAccountAndClient"
  | "signupPerIp"
  | "forgotPasswordPerIp"
  | "forgotPasswordPerEmail"
  | "resetPasswordPerIp"
  | "refreshPerIp"
  | "contactPerIp"
  | "contactPerEmail"
  | "verificationLinksPerAccount"
  | "requestsPerApiToken"
  | "invitationsPerHome"
  | "invitationAnswersPerIp";

const minutes = (count: number) => count * 60_000;

/**
 * How many attempts each window allows. Password checks are limited per account and client together
 * (docs/decisions/009-password-attempt-limits.md), so nobody elsewhere can lock an owner out; per IP
 * limits stop one client from spraying many accounts.
 */
export const defaultRateLimits: Record<RateLimitName, RateLimitRule> = {
  loginPerIp: { limit: 30, windowMs: minutes(15) },
  passwordFailuresPerAccountAndClient: { limit: 10, windowMs: minutes(15) },
  signupPerIp: { limit: 20, windowMs: minutes(60) },
  forgotPasswordPerIp: { limit: 10, windowMs: minutes(60) },
  forgotPasswordPerEmail: { limit: 3, windowMs: minutes(60) },
  resetPasswordPerIp: { limit: 30, windowMs: minutes(60) },
  refreshPerIp: { limit: 120, windowMs: minutes(15) },
  contactPerIp: { limit: 5, windowMs: minutes(60) },
  contactPerEmail: { limit: 3, windowMs: minutes(60) },
  // The sign-up's link and two more an hour: enough for a lost e-mail, too few to fill a stranger's mailbox.
  verificationLinksPerAccount: { limit: 3, windowMs: minutes(60) },
  // Two requests a second on average: far above a home automation polling every 30 s, well below a runaway loop.
  requestsPerApiToken: { limit: 120, windowMs: minutes(1) },
  // A household's worth of people a day, and a few lost e-mails: too few to use a home as a mailing list.
  invitationsPerHome: { limit: 10, windowMs: minutes(24 * 60) },
  // Reading, accepting and declining invitation links: a person opens a few, a guesser many.
  invitationAnswersPerIp: { limit: 30, windowMs: minutes(15) },
};

/** After 5 failures on an account, each check of it waits 0.5 s, then 1 s, 2 s… up to 8 s. */
export const defaultPasswordSlowDown: PasswordSlowDownRule = { freeFailures: 5, baseDelayMs: 500, maxDelayMs: 8_000, windowMs: minutes(15) };

/** An S3-compatible store for documents; without an endpoint, AWS S3 itself; without keys, the SDK's own credential chain. */
export type S3StorageConfig = {
  kind: "s3";
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path (`https://host/bucket/key`) rather than the host name: what MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
};

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** An absolute folder, or `memory://` for a throwaway database with no files kept. */
  dataDir: string;
  databaseUrl: string | undefined;
  webDistDir: string;
  logLevel: z.infer<typeof configSchema>["LOG_LEVEL"];
  /** Signs access tokens and unsubscribe links; when unset, one is generated at the first start and kept under `dataDir`. */
  jwtSecret: string | undefined;
  /** SMTP server for e-mail; without it, messages go to the development outbox under `dataDir`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The public address of the app, for links in e-mails and the calendar feed: APP_URL, else http://localhost:PORT. */
  appUrl: string;
  /** Whether `appUrl` was configured (APP_URL) rather than guessed from the port. */
  appUrlConfigured: boolean;
  /** The analytics host the browser may send events to (Content-Security-Policy connect-src). */
  analyticsHost: string | undefined;
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /**
   * How long one reminder or summary send may take before the job queue hands it to another attempt
   * (a server that died mid-send); the same span is the message's sending lease.
   */
  jobsSendTimeoutSeconds: number;
  /** How many e-mails one server sends at once, each over one of as many pooled SMTP connections. */
  jobsSendConcurrency: number;
  /** How many users one block of the reminder run takes: each block is a job, run by any worker (docs/decisions/103-reminder-run-in-blocks.md). */
  jobsDispatchBlockUsers: number;
  passwordSlowDown: PasswordSlowDownRule;
  /** Whether the web app's `.map` files are served: outside production by default, in production only when asked. */
  serveSourceMaps: boolean;
  /** The Bearer token `GET /metrics` asks for on the app's port; without it the app's port serves no metrics. */
  metricsToken: string | undefined;
  /** A port on 127.0.0.1 that serves `/metrics` alone, without a token, for a scraper on the same machine. */
  metricsPort: number | undefined;
  /** An OpenTelemetry collector's OTLP/HTTP address: traces are sent there; none are made without it (server/tracing/tracing.ts). */
  otlpEndpoint: string | undefined;
  /** How long a shutdown waits for the requests in flight before cutting them off. */
  shutdownGraceSeconds: number;
  /** The VAPID keys given by the environment (both or neither); without them the server generates a pair once and keeps it in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who the push services may contact about this server's pushes: VAPID_SUBJECT, else APP_URL when https, else the sender's address. */
  vapidSubject: string;
  /**
   * Whether ntfy, webhook and push URLs may reach loopback, private, link-local and other non-public
   * addresses (and http on loopback): off unless the operator says so (docs/decisions/081-notification-channels.md).
   */
  allowPrivateNotificationUrls: boolean;
  /** The first wait before a failed push, ntfy or webhook delivery is tried again; it doubles each try. */
  deliveryRetryDelaySeconds: number;
  /** How long one push, ntfy or webhook request may take, answer included (5 seconds; tests set less). */
  notificationTimeoutMs: number;
  /** Where documents' files are kept: under `dataDir` (`files/`), or an S3-compatible bucket. */
  fileStorage: { kind: "disk" } | S3StorageConfig;
  /** How many bytes of documents one home may keep. */
  documentsQuotaBytes: number;
};

/** Reads and validates the environment once, at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  if ((values.VAPID_PUBLIC_KEY === undefined) !== (values.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error("Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together; set both or neither");
  }
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR.startsWith("memory://") ? values.DATA_DIR : path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    webDistDir: path.resolve(values.WEB_DIST_DIR),
    logLevel: values.LOG_LEVEL,
    jwtSecret: values.JWT_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    appUrl,
    appUrlConfigured: values.APP_URL !== undefined,
    analyticsHost: values.ANALYTICS_HOST,
    rateLimits: {
      ...defaultRateLimits,
      signupPerIp: { ...defaultRateLimits.signupPerIp, limit: values.SIGNUPS_PER_IP_PER_HOUR ?? defaultRateLimits.signupPerIp.limit },
      loginPerIp: { ...defaultRateLimits.loginPerIp, limit: values.SIGN_INS_PER_IP_PER_15_MINUTES ?? defaultRateLimits.loginPerIp.limit },
      refreshPerIp: { ...defaultRateLimits.refreshPerIp, limit: values.REFRESHES_PER_IP_PER_15_MINUTES ?? defaultRateLimits.refreshPerIp.limit },
    },
    jobsSendTimeoutSeconds: values.JOBS_SEND_TIMEOUT_SECONDS,
    jobsSendConcurrency: values.JOBS_SEND_CONCURRENCY,
    jobsDispatchBlockUsers: 1000,
    passwordSlowDown: defaultPasswordSlowDown,
    serveSourceMaps: values.SERVE_SOURCE_MAPS ? values.SERVE_SOURCE_MAPS === "true" : values.NODE_ENV !== "production",
    metricsToken: values.METRICS_TOKEN,
    metricsPort: values.METRICS_PORT,
    otlpEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
    shutdownGraceSeconds: values.SHUTDOWN_GRACE_SECONDS,
    vapidKeys: values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: values.VAPID_SUBJECT ?? (appUrl.startsWith("https:") ? appUrl : `mailto:${senderAddress(values.MAIL_FROM)}`),
    allowPrivateNotificationUrls: values.ALLOW_PRIVATE_NOTIFICATION_URLS === "true",
    // Five tries over about an hour (server/jobs/delivery-retries.ts, docs/decisions/081-notification-channels.md).
    deliveryRetryDelaySeconds: defaultDeliveryRetryDelaySeconds,
    notificationTimeoutMs: outboundTimeoutMs,
    fileStorage: values.S3_BUCKET
      ? {
          kind: "s3",
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          // A store at an endpoint of its own is most often self-hosted, where bucket names are not host names.
          forcePathStyle: values.S3_FORCE_PATH_STYLE ? values.S3_FORCE_PATH_STYLE === "true" : values.S3_ENDPOINT !== undefined,
        }
      : { kind: "disk" },
    documentsQuotaBytes: values.DOCUMENTS_QUOTA_MB * 1024 * 1024,
  };
}

/** The address inside `Name <address>`, or the whole text when it has no angle brackets. */
function senderAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/**
 * Why links sent by e-mail would point at a guess, or undefined when they will not. Outside production the
 * guess (this machine, on PORT) is where the developer's app runs; in production it is only right for a
 * server reached at localhost, and a command run apart from the server (`npm run jobs`) does not even
 * know the server's port. The server and the jobs both ask this, so they agree on the address.
 */
export function unconfiguredAppUrl(config: Pick<Config, "nodeEnv" | "appUrl" | "appUrlConfigured">): string | undefined {
  if (config.appUrlConfigured || config.nodeEnv !== "production") return undefined;
  return `APP_URL is not set, so links in e-mails (reminders, summaries, password resets, unsubscribe) would point at ${config.appUrl}, which only this machine reaches. Set APP_URL to the app's public address, e.g. APP_URL=https://hearthkeep.example, for the server and for \`npm run jobs\` alike.`;
}

/** Whether the app's public address is served over TLS, so cookies are Secure and browsers keep to HTTPS. */
export function publicUrlIsHttps(config: Pick<Config, "appUrl">): boolean {
  return config.appUrl.startsWith("https:");
}
