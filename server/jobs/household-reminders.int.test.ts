import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dashboardTasksResponseSchema, type ServerTask } from "@domain/contract/index.ts";
import { homeMembers, homes } from "../db/schema.ts";
import { fixedClock } from "../../test-support/server/fixture-catalog.ts";
import { isVerificationMail, verifyAddress } from "../../test-support/server/address-verification.ts";
import { homeIdOf, joinHome } from "../../test-support/server/households.ts";
import { startMailingServer, type MailingServer } from "../../test-support/server/mailing-server.ts";
import { recipientOf, type SmtpCapture } from "../../test-support/server/smtp-capture.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import type { TestServer } from "../../test-support/server/test-server.ts";

// As in reminders.int.test.ts: scheduled on this Sunday, the fixture catalogue puts the furnace filter and
// the detector test on 2026-11-29, inside a 3-day window from the 27th.
const clock = fixedClock("2026-11-22T15:00:00Z");

let server: TestServer;
let smtp: SmtpCapture;
let mailing: MailingServer;

beforeAll(async () => {
  mailing = await startMailingServer({ clock, appUrl: "https://hearthkeep.example" });
  ({ server, smtp } = mailing);
}, 300_000);
afterAll(async () => {
  await mailing?.close();
});

const remindersTo = (person: SignedInClient): ParsedMail[] =>
  smtp.messages.filter((message) => recipientOf(message) === person.email && !isVerificationMail(message) && !message.subject?.startsWith("Your week"));

async function openTasks(person: SignedInClient): Promise<ServerTask[]> {
  return dashboardTasksResponseSchema.parse((await person.client.get("/api/tasks/for-dashboard")).body).data;
}

describe("reminders in a shared home (docs/product.md §6.5)", () => {
  test("an assigned task's reminder reaches only its assignee; a task given to nobody reaches every member", async () => {
    const alex = await signUp(server, { name: "Alex Morgan" });
    await verifyAddress(server, smtp, alex.email);
    expect((await alex.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "smoke-co-detectors" }] })).status).toBe(200);
    const sam = await signUp(server, { name: "Sam Lee" });
    await verifyAddress(server, smtp, sam.email);
    await joinHome(server, sam, await homeIdOf(server, alex));

    const tasks = await openTasks(alex);
    const filter = tasks.find((task) => task.masterTaskSlug === "hvac-replace-filter")!;
    const alarms = tasks.find((task) => task.masterTaskSlug === "test-smoke-co-alarms")!;
    expect((await sam.client.put(`/api/tasks/${filter.id}/assignee`, { userId: sam.user.id })).status).toBe(200);

    await mailing.runDue("2026-11-27T08:00:00Z");
    const [toSam, ...moreToSam] = remindersTo(sam);
    const [toAlex, ...moreToAlex] = remindersTo(alex);
    expect(moreToSam).toHaveLength(0);
    expect(moreToAlex).toHaveLength(0);
    expect(toSam!.text).toContain(filter.name);
    expect(toSam!.text).toContain(alarms.name);
    expect(toAlex!.text).toContain(alarms.name);
    expect(toAlex!.text).not.toContain(filter.name);

    // Both given to Sam: the next day's reminder goes to Sam alone.
    expect((await alex.client.put(`/api/tasks/${alarms.id}/assignee`, { userId: sam.user.id })).status).toBe(200);
    await mailing.runDue("2026-11-28T08:00:00Z");
    expect(remindersTo(sam)).toHaveLength(2);
    expect(remindersTo(alex)).toHaveLength(1);
  });

  test("a person in two homes gets one reminder naming the tasks of both, each labelled with its home, and no more that day", async () => {
    const alex = await signUp(server, { name: "Alex Morgan" });
    await verifyAddress(server, smtp, alex.email);
    expect((await alex.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "smoke-co-detectors" }] })).status).toBe(200);
    const lakeCottage = await homeIdOf(server, alex);
    await server.database.db.update(homes).set({ name: "Lake cottage" }).where(eq(homes.id, lakeCottage));
    // Sam keeps an unnamed home of their own with its own detectors, and is also a member of Alex's.
    const sam = await signUp(server, { name: "Sam Lee" });
    await verifyAddress(server, smtp, sam.email);
    expect((await sam.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "smoke-co-detectors" }] })).status).toBe(200);
    await server.database.db.insert(homeMembers).values({ homeId: lakeCottage, userId: sam.user.id, role: "member" });

    const cottageTasks = await openTasks(alex);
    const filter = cottageTasks.find((task) => task.masterTaskSlug === "hvac-replace-filter")!;
    const cottageAlarms = cottageTasks.find((task) => task.masterTaskSlug === "test-smoke-co-alarms")!;
    expect((await alex.client.put(`/api/tasks/${filter.id}/assignee`, { userId: sam.user.id })).status).toBe(200);
    expect((await alex.client.put(`/api/tasks/${cottageAlarms.id}/assignee`, { userId: alex.user.id })).status).toBe(200);
    const ownAlarms = (await openTasks(sam)).find((task) => task.masterTaskSlug === "test-smoke-co-alarms")!;

    await mailing.runDue("2026-11-27T08:00:00Z");
    const [toSam, ...moreToSam] = remindersTo(sam);
    expect(moreToSam).toHaveLength(0);
    expect(toSam!.subject).toBe("2 tasks due soon");
    expect(toSam!.text).toContain(`${filter.name} https://hearthkeep.example/task/${filter.id}\n\nLake cottage · ${filter.applianceName} · `);
    expect(toSam!.text).toContain(`${ownAlarms.name} https://hearthkeep.example/task/${ownAlarms.id}\n\nMy home · ${ownAlarms.applianceName} · `);
    expect(toSam!.text).not.toContain(cottageAlarms.id);
    // Alex keeps one home: the reminder names no home, as before.
    const [toAlex] = remindersTo(alex);
    expect(toAlex!.text).toContain(`${cottageAlarms.name} https://hearthkeep.example/task/${cottageAlarms.id}\n\n${cottageAlarms.applianceName} · `);
    expect(toAlex!.text).not.toContain("Lake cottage");

    // The same morning again, on any server: nothing more.
    await mailing.runDue("2026-11-27T08:00:00Z");
    await mailing.runDue("2026-11-27T08:00:00Z", { allZones: true });
    expect(remindersTo(sam)).toHaveLength(1);
    expect(remindersTo(alex)).toHaveLength(1);
  });
});
