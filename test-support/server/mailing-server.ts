import { expect } from "vitest";
import { defaultRateLimits } from "../../server/config.ts";
import { listScheduledMessagesWithEmail } from "../../server/db/repositories/scheduled-messages-repository.ts";
import { startScheduledWork } from "../../server/jobs/scheduled-work.ts";
import { createLogger } from "../../server/logger.ts";
import { createMailer } from "../../server/mail/mailer.ts";
import { resolveJwtSecret } from "../../server/security/access-token.ts";
import type { Clock } from "../../server/services/clock.ts";
import { fixtureCatalog } from "./fixture-catalog.ts";
import { startSmtpCapture, type SmtpCapture } from "./smtp-capture.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

export type MailingServer = {
  server: TestServer;
  smtp: SmtpCapture;
  work: Awaited<ReturnType<typeof startScheduledWork>>;
  /** Runs what is due at `at` through the queue, as a server would, and waits until every e-mail is settled. */
  runDue(at: string, options?: { allZones?: boolean }): Promise<void>;
  close(): Promise<void>;
};

/**
 * A test server on the fixture catalogue whose e-mail goes to a capturing SMTP server, with the reminders'
 * and summaries' job queue beside it (not on a schedule: a test says when with `runDue`).
 */
export async function startMailingServer({ clock, appUrl }: { clock: Clock; appUrl: string }): Promise<MailingServer> {
  const smtp = await startSmtpCapture();
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  const server = await startTestServer({ rateLimits, smtpUrl: smtp.url, appUrl }, { catalog: fixtureCatalog(), clock });
  const work = await startScheduledWork({
    config: server.config,
    database: server.database,
    logger: createLogger(server.config),
    mailer: createMailer(server.config),
    catalog: fixtureCatalog(),
    clock,
    signingSecret: resolveJwtSecret(server.config),
    schedule: false,
  });
  return {
    server,
    smtp,
    work,
    async runDue(at, options = {}) {
      const { toSend } = await work.messages.dispatch(new Date(at), options);
      await work.queue.enqueueSends(toSend);
      await expect
        .poll(async () => {
          const rows = toSend.length ? await listScheduledMessagesWithEmail(server.database.db, toSend) : [];
          return rows.every((row) => ["sent", "skipped", "failed"].includes(row.message.emailStatus));
        }, { timeout: 60_000, interval: 100 })
        .toBe(true);
    },
    async close() {
      await work.queue.stop();
      await server.close();
      await smtp.close();
    },
  };
}
