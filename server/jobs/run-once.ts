import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "pino";
import { unconfiguredAppUrl, type Config } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { listScheduledMessagesWithEmail, type ScheduledMessageRow } from "../db/repositories/scheduled-messages-repository.ts";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "../data-dir-lock.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { resolveJwtSecret } from "../security/access-token.ts";
import { builtInCatalog } from "../services/built-in-catalog.ts";
import { systemClock } from "../services/clock.ts";
import { startScheduledWork } from "./scheduled-work.ts";

export type RunOnceOptions = {
  config: Config;
  logger: Logger;
  /** The instant to act as if it were now. */
  at: Date;
  allZones: boolean;
  mailer?: Mailer;
  /** How long to wait for the queued e-mails to be settled before giving up. */
  timeoutMs?: number;
};

export type RunOnceReport = { email: string; kind: ScheduledMessageRow["kind"]; period: string; status: ScheduledMessageRow["emailStatus"] }[];

const settled = new Set<ScheduledMessageRow["emailStatus"]>(["sent", "skipped", "failed"]);

/**
 * `npm run jobs -- --now …`: runs, once, what is due at an instant, through the same queue the
 * servers use (a server running beside it on PostgreSQL may send some of the e-mails; each is still
 * sent once), waits until every queued e-mail is settled, and reports them.
 */
export async function runScheduledWorkOnce({ config, logger, at, allZones, mailer, timeoutMs = 5 * 60_000 }: RunOnceOptions): Promise<RunOnceReport> {
  // Refused before anything is opened or queued: a message sent with links to the wrong address cannot be taken back.
  const linksUnconfigured = unconfiguredAppUrl(config);
  if (linksUnconfigured) throw new Error(`Nothing was sent. ${linksUnconfigured}`);
  // The embedded database takes one process at a time: the same lock as a server's.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl && !config.dataDir.startsWith("memory://")) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      throw new Error(`${error.message} Stop it first, or run the jobs against PostgreSQL (DATABASE_URL), where they can run beside servers.`);
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const release = () => Promise.resolve(lock?.release());
  const ownMailer = mailer ? undefined : createMailer(config, systemClock, { pooled: true });
  try {
    const { messages, queue } = await startScheduledWork({
      config,
      database,
      logger,
      mailer: mailer ?? ownMailer!,
      catalog: builtInCatalog(),
      clock: systemClock,
      signingSecret: resolveJwtSecret(config),
      schedule: false,
    });
    try {
      const { toSend, toDeliver } = await messages.dispatch(at, { allZones });
      await queue.enqueueSends(toSend);
      // Push, ntfy and webhook deliveries are queued too; what this run does not finish, a server's worker does.
      await queue.enqueueDeliveries(toDeliver);
      const deadline = Date.now() + timeoutMs;
      let rows = await listScheduledMessagesWithEmail(database.db, toSend);
      while (rows.some((row) => !settled.has(row.message.emailStatus)) && Date.now() < deadline) {
        await sleep(250);
        rows = await listScheduledMessagesWithEmail(database.db, toSend);
      }
      return rows.map((row) => ({ email: row.email, kind: row.message.kind, period: row.message.period, status: row.message.emailStatus }));
    } finally {
      await queue.stop();
    }
  } finally {
    ownMailer?.close();
    await database.close();
    await release();
  }
}
