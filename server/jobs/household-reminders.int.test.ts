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

  test("a person in two homes gets one weekly summary with a part for each home, under its name; one home, as before", async () => {
    // Lisbon keeps UTC in November: its 6 p.m. on Sunday the 22nd is 18:00 UTC, the clock's day.
    const timeZone = "Europe/Lisbon";
    const verifiedIn = async (person: SignedInClient) => {
      await verifyAddress(server, smtp, person.email);
      expect((await person.client.put("/api/users/preferences", { timeZone })).status).toBe(200);
      return person;
    };
    const onboard = async (person: SignedInClient) =>
      expect((await person.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "smoke-co-detectors" }, { type: "drains-sinks" }] })).status).toBe(200);
    const alex = await verifiedIn(await signUp(server, { name: "Alex Morgan" }));
    await onboard(alex);
    const mapleStreet = await homeIdOf(server, alex);
    await server.database.db.update(homes).set({ name: "Maple Street" }).where(eq(homes.id, mapleStreet));
    const sam = await verifiedIn(await signUp(server, { name: "Sam Lee" }));
    await joinHome(server, sam, mapleStreet);
    // Jo keeps the Lake cottage, which Alex joined after making Maple Street: Alex's second home.
    const jo = await signUp(server, { name: "Jo Park" });
    await onboard(jo);
    const lakeCottage = await homeIdOf(server, jo);
    await server.database.db.update(homes).set({ name: "Lake cottage" }).where(eq(homes.id, lakeCottage));
    await server.database.db.insert(homeMembers).values({ homeId: lakeCottage, userId: alex.user.id, role: "member" });

    const [byAlex, bySam] = await openTasks(alex);
    // Both homes hold the same catalogue's tasks: Jo's is another one, so each line names one home's.
    const byJo = (await openTasks(jo)).find((task) => task.name !== byAlex!.name && task.name !== bySam!.name);
    expect((await alex.client.put(`/api/tasks/${byAlex!.id}/complete`, {})).status).toBe(200);
    expect((await sam.client.put(`/api/tasks/${bySam!.id}/complete`, {})).status).toBe(200);
    expect((await jo.client.put(`/api/tasks/${byJo!.id}/complete`, {})).status).toBe(200);

    await mailing.runDue("2026-11-22T18:00:00Z");
    const summariesTo = (person: SignedInClient) => smtp.messages.filter((message) => recipientOf(message) === person.email && message.subject?.startsWith("Your week"));
    const [toAlex, ...moreToAlex] = summariesTo(alex);
    expect(moreToAlex).toHaveLength(0);
    expect(toAlex!.subject).toBe("Your week: 3 tasks done");
    const text = toAlex!.text ?? "";
    // The text version writes headings in capitals.
    const lakePart = text.indexOf("LAKE COTTAGE");
    expect(text.indexOf("MAPLE STREET")).toBeGreaterThan(-1);
    expect(text.indexOf("MAPLE STREET")).toBeLessThan(lakePart);
    const lineOf = (task: ServerTask) => text.split("\n").findIndex((line) => line.includes(task.name) && line.includes("— by"));
    const linesBefore = (index: number) => text.slice(0, index).split("\n").length - 1;
    // Each home's completions sit under its own name, with who did each.
    expect(text.split("\n")[lineOf(byAlex!)]).toMatch(/— by you$/);
    expect(text.split("\n")[lineOf(bySam!)]).toMatch(/— by Sam Lee$/);
    expect(text.split("\n")[lineOf(byJo!)]).toMatch(/— by Jo Park$/);
    expect(lineOf(byAlex!)).toBeLessThan(linesBefore(lakePart));
    expect(lineOf(bySam!)).toBeLessThan(linesBefore(lakePart));
    expect(lineOf(byJo!)).toBeGreaterThan(linesBefore(lakePart));
    expect(String(toAlex!.html)).toContain("Lake cottage");

    // Sam keeps one home: the summary names none, as before.
    const [toSam, ...moreToSam] = summariesTo(sam);
    expect(moreToSam).toHaveLength(0);
    expect(toSam!.subject).toBe("Your week: 2 tasks done");
    expect(toSam!.text?.toLowerCase()).not.toContain("maple street");
    expect(toSam!.text).not.toContain("Jo Park");

    // The same evening again, on any server: nothing more.
    await mailing.runDue("2026-11-22T18:30:00Z");
    await mailing.runDue("2026-11-22T18:00:00Z", { allZones: true });
    expect(summariesTo(alex)).toHaveLength(1);
    expect(summariesTo(sam)).toHaveLength(1);
  });
});
