import type { ParsedMail } from "mailparser";
import { vi } from "vitest";
import type { TestServer } from "./test-server.ts";
import { recipientOf, type SmtpCapture } from "./smtp-capture.ts";
import { TestClient } from "./test-client.ts";

export const verificationSubject = "Verify your address for Hearthkeep";

export const isVerificationMail = (message: Pick<ParsedMail, "subject">) => message.subject === verificationSubject;

/** The link of a verification e-mail's text, as the owner of the address would open it. */
export function verificationLinkIn(text: string): URL {
  const link = /(http\S+\/verify-email\?token=[A-Za-z0-9_%-]+)/.exec(text)?.[1];
  if (!link) throw new Error(`no verification link in: ${text}`);
  return new URL(link);
}

/** The verification e-mails `smtp` received for `email`, oldest first, once there are at least `count`. */
export function verificationMailsTo(smtp: SmtpCapture, email: string, count = 1): Promise<ParsedMail[]> {
  // The e-mail leaves after the answer: waits on it, not on a number of attempts.
  return vi.waitFor(
    () => {
      const found = smtp.messages.filter((message) => recipientOf(message) === email && isVerificationMail(message));
      if (found.length < count) throw new Error(`${found.length} verification e-mails to ${email}, waiting for ${count}`);
      return found;
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** What the verification page sends for a link: its token. */
export function openVerificationLink(server: Pick<TestServer, "baseURL">, link: URL) {
  return new TestClient(server.baseURL).post("/api/auth/verify-email", { token: link.searchParams.get("token") });
}

/** Verifies `email` as its owner would: opens the newest link `smtp` received for it. */
export async function verifyAddress(server: Pick<TestServer, "baseURL">, smtp: SmtpCapture, email: string): Promise<void> {
  const mails = await verificationMailsTo(smtp, email);
  const response = await openVerificationLink(server, verificationLinkIn(mails.at(-1)!.text ?? ""));
  if (response.status !== 200) throw new Error(`verification failed: ${response.status} ${JSON.stringify(response.body)}`);
}
