import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { recipientOf, startSmtpCapture } from "../test-support/server/smtp-capture.ts";
import type { ReceivedMail } from "./accounts.ts";

export type MailListener = {
  /** For the server's SMTP_URL. */
  smtpUrl: string;
  /** Where the journeys read what arrived (`latestEmailTo` in e2e/accounts.ts): every message as JSON, oldest first. */
  mailboxUrl: string;
  close(): Promise<void>;
};

/**
 * The run's mail server: the SMTP listener of the integration tests, which the server under test sends to as
 * it would to a real one, and beside it a small HTTP reader of what it received, since the journeys run in
 * other processes than the one that holds it.
 */
export async function startMailListener(): Promise<MailListener> {
  const smtp = await startSmtpCapture();
  const reader = createServer((_req, res) => {
    const messages: ReceivedMail[] = smtp.messages.map((message) => ({
      to: recipientOf(message),
      subject: message.subject ?? "",
      text: message.text ?? "",
      html: message.html || "",
    }));
    res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(JSON.stringify({ messages }));
  });
  await new Promise<void>((resolve) => reader.listen(0, "127.0.0.1", resolve));
  const { port } = reader.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    mailboxUrl: `http://127.0.0.1:${port}/`,
    close: async () => {
      reader.closeAllConnections();
      await new Promise<void>((resolve) => reader.close(() => resolve()));
      await smtp.close();
    },
  };
}
