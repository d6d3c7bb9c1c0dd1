import { and, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema, notificationsResponseSchema, profileResponseSchema } from "@domain/contract/index.ts";
import { scheduledMessages } from "../db/schema.ts";
import { verificationLinkLifetimeMs } from "../services/email-verification.ts";
import { isVerificationMail, openVerificationLink, verificationLinkIn, verificationMailsTo } from "../../test-support/server/address-verification.ts";
import { startMailingServer, type MailingServer } from "../../test-support/server/mailing-server.ts";
import { recipientOf, type SmtpCapture } from "../../test-support/server/smtp-capture.ts";
import { logIn, signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import type { TestServer } from "../../test-support/server/test-server.ts";

// docs/product.md §4.18. Tasks are scheduled on this Sunday: the fixture catalogue puts the furnace filter
// and the detector test on 2026-11-29, within a 3-day reminder's reach from the 27th on.
const signUpDay = "2026-11-22T15:00:00Z";
let now = new Date(signUpDay);
const clock = { now: () => new Date(now) };
const appUrl = "https://hearthkeep.example";

let server: TestServer;
let smtp: SmtpCapture;
let mailing: MailingServer;

beforeAll(async () => {
  mailing = await startMailingServer({ clock, appUrl });
  ({ server, smtp } = mailing);
}, 300_000);
afterAll(async () => {
  await mailing?.close();
});

async function onboardedUser(): Promise<SignedInClient> {
  now = new Date(signUpDay);
  const user = await signUp(server);
  const appliances = ["furnace", "smoke-co-detectors"].map((type) => ({ type }));
  expect((await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances })).status).toBe(200);
  return user;
}

const runDue = (at: string) => mailing.runDue(at);

const scheduledMailTo = (user: SignedInClient): ParsedMail[] => smtp.messages.filter((message) => recipientOf(message) === user.email && !isVerificationMail(message));
const isVerified = async (user: SignedInClient) => profileResponseSchema.parse((await user.client.get("/api/users/profile")).body).emailVerified;
const resend = (user: SignedInClient) => user.client.post("/api/auth/verify-email/resend");

describe("an address nobody verified", () => {
  test("gets the link at sign-up and no reminder; once the link is opened, the next reminder arrives", async () => {
    const user = await onboardedUser();
    expect(await isVerified(user)).toBe(false);
    const [mail] = await verificationMailsTo(smtp, user.email);
    const link = verificationLinkIn(mail!.text ?? "");
    expect(`${link.origin}${link.pathname}`).toBe(`${appUrl}/verify-email`);
    expect(String(mail!.html)).toContain(link.href.replace(/&/g, "&#38;"));

    await runDue("2026-11-27T08:00:00Z");
    expect(scheduledMailTo(user)).toHaveLength(0);
    const [reminder] = await server.database.db
      .select()
      .from(scheduledMessages)
      .where(and(eq(scheduledMessages.userId, user.user.id), eq(scheduledMessages.period, "2026-11-27")));
    expect(reminder?.emailStatus).toBe("skipped");
    // The account is usable meanwhile: the in-app notifications still come.
    const notes = notificationsResponseSchema.parse((await user.client.get("/api/notifications")).body).data;
    expect(notes.map((note) => note.title)).toContain("Tasks due soon");

    const verified = await openVerificationLink(server, link);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ ok: true });
    expect(await isVerified(user)).toBe(true);

    await runDue("2026-11-28T08:00:00Z");
    const reminders = scheduledMailTo(user);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe("2 tasks due soon");
  });

  test("gets no weekly summary, nor the notification that points to one", async () => {
    const user = await onboardedUser();
    await runDue("2026-11-29T18:00:00Z");
    expect(scheduledMailTo(user)).toHaveLength(0);
    const notes = notificationsResponseSchema.parse((await user.client.get("/api/notifications")).body).data;
    expect(notes.map((note) => note.title)).not.toContain("Weekly summary ready");
  });
});

describe("POST /api/auth/verify-email", () => {
  test("a link works once", async () => {
    const user = await onboardedUser();
    const link = verificationLinkIn((await verificationMailsTo(smtp, user.email))[0]!.text ?? "");
    expect((await openVerificationLink(server, link)).status).toBe(200);
    const again = await openVerificationLink(server, link);
    expect(again.status).toBe(400);
    expect(errorBodySchema.parse(again.body).error).toMatchObject({ code: "VERIFICATION_LINK_INVALID", message: "This link has been used or has expired" });
    expect(await isVerified(user)).toBe(true);
  });

  test("an expired link verifies nothing; a new one from Settings does, and the older one no longer works", async () => {
    const user = await onboardedUser();
    const first = verificationLinkIn((await verificationMailsTo(smtp, user.email))[0]!.text ?? "");
    now = new Date(new Date(signUpDay).getTime() + verificationLinkLifetimeMs + 1000);
    const expired = await openVerificationLink(server, first);
    expect(expired.status).toBe(400);
    expect(errorBodySchema.parse(expired.body).error.code).toBe("VERIFICATION_LINK_INVALID");
    // The sign-in of the day before has run out on the server's clock too: the person signs in again.
    const later = await logIn(server, user.email, user.password);
    expect(await isVerified(later)).toBe(false);

    expect((await resend(later)).status).toBe(202);
    const [, second] = await verificationMailsTo(smtp, user.email, 2);
    expect((await openVerificationLink(server, first)).status).toBe(400);
    expect((await openVerificationLink(server, verificationLinkIn(second!.text ?? ""))).status).toBe(200);
    expect(await isVerified(later)).toBe(true);
  });

  test("an unknown or malformed token is refused without a sign-in", async () => {
    expect((await openVerificationLink(server, new URL(`${appUrl}/verify-email?token=${"x".repeat(43)}`))).status).toBe(400);
    expect((await openVerificationLink(server, new URL(`${appUrl}/verify-email`))).status).toBe(400);
  });
});

describe("POST /api/auth/verify-email/resend", () => {
  test("sends a few links an hour, the sign-up's included, then answers 429 with Retry-After", async () => {
    const user = await onboardedUser();
    await verificationMailsTo(smtp, user.email);
    expect((await resend(user)).status).toBe(202);
    expect((await resend(user)).status).toBe(202);
    const refused = await resend(user);
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(refused.body).error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await verificationMailsTo(smtp, user.email, 3)).toHaveLength(3);

    // An hour after the first link, one more may go.
    now = new Date(new Date(signUpDay).getTime() + 60 * 60 * 1000 + 1000);
    expect((await resend(await logIn(server, user.email, user.password))).status).toBe(202);
    expect(await verificationMailsTo(smtp, user.email, 4)).toHaveLength(4);
  });

  test("sends nothing to an address already verified", async () => {
    const user = await onboardedUser();
    const [mail] = await verificationMailsTo(smtp, user.email);
    expect((await openVerificationLink(server, verificationLinkIn(mail!.text ?? ""))).status).toBe(200);
    expect((await resend(user)).status).toBe(202);
    expect(smtp.messages.filter((message) => recipientOf(message) === user.email && isVerificationMail(message))).toHaveLength(1);
  });

  test("needs a sign-in", async () => {
    const response = await fetch(new URL("/api/auth/verify-email/resend", server.baseURL), { method: "POST" });
    expect([401, 403]).toContain(response.status);
  });
});
