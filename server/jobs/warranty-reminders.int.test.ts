import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addApplianceResponseSchema, notificationsResponseSchema } from "@domain/contract/index.ts";
import { fixedClock } from "../../test-support/server/fixture-catalog.ts";
import { isVerificationMail, verifyAddress } from "../../test-support/server/address-verification.ts";
import { startMailingServer, type MailingServer } from "../../test-support/server/mailing-server.ts";
import { recipientOf, type SmtpCapture } from "../../test-support/server/smtp-capture.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import type { TestServer } from "../../test-support/server/test-server.ts";

// docs/product.md §4.20: a warranty whose last day is at most 30 days away is announced once, in the
// morning reminder and the notification center, and not again the next day.
const clock = fixedClock("2026-11-22T15:00:00Z");
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

const remindersTo = (user: SignedInClient): ParsedMail[] => smtp.messages.filter((message) => recipientOf(message) === user.email && !isVerificationMail(message));
const warrantyNotesOf = async (user: SignedInClient) =>
  notificationsResponseSchema.parse((await user.client.get("/api/notifications")).body).data.filter((note) => note.title === "Warranty ending soon");

/** A verified user whose home has one appliance, with the warranty given. */
async function userWithWarranty(type: string, warranty: Record<string, unknown>): Promise<{ user: SignedInClient; applianceId: string }> {
  const user = await signUp(server);
  await verifyAddress(server, smtp, user.email);
  const added = await user.client.post("/api/appliances", { type, name: "Upstairs water heater" });
  const applianceId = addApplianceResponseSchema.parse(added.body).data.id;
  expect((await user.client.put(`/api/appliances/${applianceId}/warranty`, warranty)).status).toBe(200);
  return { user, applianceId };
}

describe("a warranty ending within 30 days", () => {
  test("is announced once, in the reminder e-mail and the notification center, and not again the next day", async () => {
    // The 27th at 8 a.m. UTC: the last day, 17 December, is 20 days away.
    const { user, applianceId } = await userWithWarranty("water-heater", { startsOn: "2024-12-18", lengthMonths: 24 });
    await mailing.runDue("2026-11-27T08:00:00Z");
    const [first, ...others] = remindersTo(user);
    expect(others).toHaveLength(0);
    expect(first!.text).toContain("The Upstairs water heater warranty ends on Dec 17, 2026.");
    expect(String(first!.html)).toContain(`${appUrl}/appliances/${applianceId}`);
    // The dashboard's callout is the unread notice, which names the appliance and its last day.
    const [notice, ...more] = await warrantyNotesOf(user);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({
      message: "The Upstairs water heater warranty ends on Dec 17, 2026.",
      isRead: false,
      warranty: { applianceId, applianceName: "Upstairs water heater", endsOn: "2026-12-17" },
    });

    // The same morning again, and the next: the warranty is not announced a second time.
    await mailing.runDue("2026-11-27T08:00:00Z", { allZones: true });
    await mailing.runDue("2026-11-28T08:00:00Z");
    await mailing.runDue("2026-12-10T08:00:00Z");
    for (const message of remindersTo(user).slice(1)) expect(message.text).not.toContain("warranty");
    expect(await warrantyNotesOf(user)).toHaveLength(1);
  });

  test("leaves the dashboard once dismissed, and does not come back the next day", async () => {
    const { user } = await userWithWarranty("water-heater", { startsOn: "2024-12-28", lengthMonths: 24 });
    const unreadWarrantyNotices = async () => (await warrantyNotesOf(user)).filter((note) => !note.isRead && note.warranty !== undefined);

    await mailing.runDue("2026-11-27T08:00:00Z");
    const [shown, ...others] = await unreadWarrantyNotices();
    expect(others).toHaveLength(0);
    expect(shown!.warranty).toMatchObject({ applianceName: "Upstairs water heater", endsOn: "2026-12-27" });

    // Dismissing it on the dashboard marks it read.
    expect((await user.client.put(`/api/notifications/${shown!.id}/read`)).status).toBe(200);
    expect(await unreadWarrantyNotices()).toHaveLength(0);

    await mailing.runDue("2026-11-28T08:00:00Z");
    expect(await unreadWarrantyNotices()).toHaveLength(0);
    expect(await warrantyNotesOf(user)).toHaveLength(1);
  });

  test("with nothing else due, gets a reminder of its own", async () => {
    const { user } = await userWithWarranty("window-ac", { startsOn: "2025-12-01", endsOn: "2026-12-01" });
    await mailing.runDue("2026-11-25T08:00:00Z");
    const reminders = remindersTo(user).filter((message) => message.text?.includes("warranty"));
    expect(reminders.map((message) => message.subject)).toEqual(["A warranty ends soon"]);
  });

  test("is not announced more than 30 days ahead, and a changed end date is announced again when it nears", async () => {
    const { user, applianceId } = await userWithWarranty("water-heater", { startsOn: "2025-06-01", endsOn: "2027-01-31" });
    await mailing.runDue("2026-11-26T08:00:00Z");
    expect(await warrantyNotesOf(user)).toHaveLength(0);
    await mailing.runDue("2027-01-01T08:00:00Z");
    expect(await warrantyNotesOf(user)).toHaveLength(1);

    // Extended by the maker: the new end is announced when it, in turn, is near.
    await user.client.put(`/api/appliances/${applianceId}/warranty`, { startsOn: "2025-06-01", endsOn: "2027-02-20" });
    await mailing.runDue("2027-01-02T08:00:00Z");
    expect(await warrantyNotesOf(user)).toHaveLength(1);
    await mailing.runDue("2027-01-25T08:00:00Z");
    expect(await warrantyNotesOf(user)).toHaveLength(2);
  });
});
