import { expect } from "vitest";
import { defaultRateLimits, type Config } from "../../server/config.ts";
import { findDelivery } from "../../server/db/repositories/delivery-channels-repository.ts";
import { listScheduledMessagesWithEmail } from "../../server/db/repositories/scheduled-messages-repository.ts";
import { startScheduledWork } from "../../server/jobs/scheduled-work.ts";
import { createLogger } from "../../server/logger.ts";
import { createMailer, type Mailer } from "../../server/mail/mailer.ts";
import { resolveJwtSecret } from "../../server/security/access-token.ts";
import type { Clock } from "../../server/services/clock.ts";
import { fixtureCatalog } from "./fixture-catalog.ts";
import { startSmtpCapture, type SmtpCapture } from "./smtp-capture.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

export type MailingServer = {
  server: TestServer;
  smtp: SmtpCapture;
  work: Awaited<ReturnType<typeof startScheduledWork>>;
  /** Another job worker on the same database, as a second server would run (stop its queue when done). */
  startWorker(): ReturnType<typeof startScheduledWork>;
  /** Runs what is due at `at` through the queue, as a server would, and waits until every e-mail and delivery is settled. */
  runDue(at: string, options?: { allZones?: boolean }): Promise<void>;
  close(): Promise<void>;
};

/**
 * A test server on the fixture catalogue whose e-mail goes to a capturing SMTP server, with the reminders'
 * and summaries' job queue beside it (not on a schedule: a test says when with `runDue`).
 */
export async function startMailingServer({ clock, appUrl, overrides = {} }: { clock: Clock; appUrl: string; overrides?: Partial<Config> }): Promise<MailingServer> {
  const smtp = await startSmtpCapture();
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  // The app queues achievements' deliveries on the worker started just after it, as a server does.
  const worker: { current?: Awaited<ReturnType<typeof startScheduledWork>> } = {};
  const jobs = {
    status: () => worker.current?.queue.status() ?? "starting",
    enqueueDeliveries: (ids: readonly string[]) => worker.current?.queue.enqueueDeliveries(ids) ?? Promise.resolve(),
  };
  const server = await startTestServer({ rateLimits, smtpUrl: smtp.url, appUrl, ...overrides }, { catalog: fixtureCatalog(), clock, jobs });
  // Pooled as a server's scheduled e-mail is; each pool is closed with the server (the SMTP capture waits for open connections).
  const mailers: Mailer[] = [];
  const startWorker = () => {
    const mailer = createMailer(server.config, clock, { pooled: true });
    mailers.push(mailer);
    return startScheduledWork({
      config: server.config,
      database: server.database,
      logger: createLogger(server.config),
      mailer,
      catalog: fixtureCatalog(),
      clock,
      signingSecret: resolveJwtSecret(server.config),
      schedule: false,
    });
  };
  const started = await startWorker();
  worker.current = started;
  return {
    server,
    smtp,
    work: started,
    startWorker,
    async runDue(at, options = {}) {
      const { toSend, toDeliver } = await started.messages.dispatch(new Date(at), options);
      await started.queue.enqueueSends(toSend);
      await started.queue.enqueueDeliveries(toDeliver);
      await expect
        .poll(async () => {
          const rows = toSend.length ? await listScheduledMessagesWithEmail(server.database.db, toSend) : [];
          const deliveries = await Promise.all(toDeliver.map((id) => findDelivery(server.database.db, id)));
          return (
            rows.every((row) => ["sent", "skipped", "failed"].includes(row.message.emailStatus)) &&
            deliveries.every((delivery) => delivery !== undefined && ["sent", "failed", "gone"].includes(delivery.status))
          );
        }, { timeout: 60_000, interval: 100 })
        .toBe(true);
    },
    async close() {
      await started.queue.stop();
      for (const mailer of mailers) mailer.close();
      await server.close();
      await smtp.close();
    },
  };
}
