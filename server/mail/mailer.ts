import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { z } from "zod";
import type { Config } from "../config.ts";
import { countEmail } from "../metrics/metrics.ts";
import { systemClock, type Clock } from "../services/clock.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

export const outboxEntrySchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Where messages go: "smtp", or "outbox" (files under DATA_DIR, for development and tests). */
  kind: "smtp" | "outbox";
  /** The development outbox, newest first; empty for SMTP. */
  outbox(): Promise<OutboxEntry[]>;
  /** Closes the SMTP connections kept open between messages. */
  close(): void;
};

/**
 * E-mail through nodemailer: SMTP when SMTP_URL is set; otherwise each message is written as JSON to
 * `DATA_DIR/outbox/`, listed at `GET /api/dev/outbox` outside production, so the reset flow can be
 * followed end to end without a mail server.
 */
export function createMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir" | "jobsSendConcurrency">,
  clock: Clock = systemClock,
  { pooled = false }: { pooled?: boolean } = {},
): Mailer {
  if (config.smtpUrl) {
    // The scheduled e-mails go over a pool: each reuses an open connection instead of greeting the server
    // anew, one connection for each e-mail the job queue sends at once (the URL's own `pool` or
    // `maxConnections` win). One-off messages (a verification link, an invitation) open their own.
    const transport = nodemailer.createTransport(pooled ? { url: config.smtpUrl, pool: true, maxConnections: config.jobsSendConcurrency } : config.smtpUrl);
    return {
      kind: "smtp",
      send: (message) => countEmail("smtp", async () => {
        await transport.sendMail({ from: config.mailFrom, ...message });
      }),
      outbox: () => Promise.resolve([]),
      close: () => transport.close(),
    };
  }
  const folder = config.dataDir.startsWith("memory://")
    ? path.join(tmpdir(), `hearthkeep-outbox-${process.pid}`)
    : path.join(config.dataDir, "outbox");
  // jsonTransport renders the message as nodemailer would send it, without a server.
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: "outbox",
    send: (message) => countEmail("outbox", async () => {
      await transport.sendMail({ from: config.mailFrom, ...message });
      const entry: OutboxEntry = { id: randomUUID(), createdAt: clock.now().toISOString(), from: config.mailFrom, ...message };
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(path.join(folder, `${entry.createdAt.replace(/[:.]/g, "-")}-${entry.id}.json`), JSON.stringify(entry, null, 2), { mode: 0o600 });
    }),
    outbox: async () => {
      const names = await readdir(folder).catch(() => [] as string[]);
      const entries = await Promise.all(
        names.filter((name) => name.endsWith(".json")).map(async (name) => outboxEntrySchema.parse(JSON.parse(await readFile(path.join(folder, name), "utf8")))),
      );
      return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    close: () => undefined,
  };
}
