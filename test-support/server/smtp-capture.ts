import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpCapture = {
  /** `smtp://127.0.0.1:port`, for SMTP_URL. */
  url: string;
  /** Every message the server accepted (answered 250), parsed, in order. */
  messages: ParsedMail[];
  /** How many messages are being held (received but never answered). */
  held(): number;
  /** Accept `count` more messages, then answer none: the senders wait as if the server hung. */
  holdAfter(count: number): void;
  /** Answer every new message again (held ones stay unanswered until their sender goes away). */
  release(): void;
  close(): Promise<void>;
};

/**
 * A real SMTP server for tests (no TLS, no auth) that keeps what it receives, parsed with mailparser.
 * `holdAfter(n)` makes it stop answering DATA after n more messages, so a test can kill a sender in the middle of a send
 * and be sure the message in flight was not accepted.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  let acceptBeforeHolding = Number.POSITIVE_INFINITY;
  let heldCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (acceptBeforeHolding <= 0) {
            heldCount += 1;
            return;
          }
          acceptBeforeHolding -= 1;
          messages.push(parsed);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    held: () => heldCount,
    holdAfter: (count) => {
      acceptBeforeHolding = count;
    },
    release: () => {
      acceptBeforeHolding = Number.POSITIVE_INFINITY;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of an address field of a parsed message. */
export function recipientOf(message: ParsedMail): string {
  const to = message.to;
  const first = Array.isArray(to) ? to[0] : to;
  return first?.value[0]?.address ?? "";
}
