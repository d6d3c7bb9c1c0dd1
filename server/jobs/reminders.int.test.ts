import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  dashboardTasksResponseSchema,
  notificationsResponseSchema,
  preferencesResponseSchema,
  profileResponseSchema,
  readyResponseSchema,
  taskStatisticsResponseSchema,
  type ServerTask,
} from "@domain/contract/index.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { formatMinutes, formatMoney } from "@domain/format/for-people.ts";
import { resolveJwtSecret } from "../security/access-token.ts";
import { createUnsubscribeTokens } from "../security/unsubscribe-token.ts";
import { fixedClock } from "../../test-support/server/fixture-catalog.ts";
import { isVerificationMail, verifyAddress } from "../../test-support/server/address-verification.ts";
import { startMailingServer, type MailingServer } from "../../test-support/server/mailing-server.ts";
import { recipientOf, type SmtpCapture } from "../../test-support/server/smtp-capture.ts";
import { homeIdOf, joinHome } from "../../test-support/server/households.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import type { TestServer } from "../../test-support/server/test-server.ts";

// Tasks are scheduled on this day (a Sunday): the fixture catalogue then puts the furnace filter and the
// detector test on 2026-11-29, the drains on 2026-12-06 and the rest later.
const clock = fixedClock("2026-11-22T15:00:00Z");
const appUrl = "https://hearthkeep.example";
const everyKind = ["furnace", "central-ac", "drains-sinks", "sump-pump", "termite-pest-control", "smoke-co-detectors"];

let server: TestServer;
let smtp: SmtpCapture;
let work: MailingServer["work"];
let mailing: MailingServer;

beforeAll(async () => {
  mailing = await startMailingServer({ clock, appUrl });
  ({ server, smtp, work } = mailing);
  // Opening the embedded database and installing the queue's schema take a while on a busy machine.
}, 300_000);
afterAll(async () => {
  await mailing?.close();
});

/** A user who verified the address, onboarded with every kind of appliance (scheduled e-mail goes only to verified addresses). */
async function onboardedUser({ name, ...preferences }: Record<string, unknown> & { name?: string } = {}): Promise<SignedInClient> {
  const user = await signUp(server, name === undefined ? {} : { name });
  await verifyAddress(server, smtp, user.email);
  expect((await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: everyKind.map((type) => ({ type })) })).status).toBe(200);
  if (Object.keys(preferences).length > 0) expect((await user.client.put("/api/users/preferences", preferences)).status).toBe(200);
  return user;
}

const runDue = (at: string, options: { allZones?: boolean } = {}) => mailing.runDue(at, options);

const mailTo = (user: SignedInClient): ParsedMail[] => smtp.messages.filter((message) => recipientOf(message) === user.email && !isVerificationMail(message));
const isSummary = (message: ParsedMail) => message.subject?.startsWith("Your week") ?? false;
const remindersTo = (user: SignedInClient) => mailTo(user).filter((message) => !isSummary(message));

async function openTasks(user: SignedInClient): Promise<ServerTask[]> {
  return dashboardTasksResponseSchema.parse((await user.client.get("/api/tasks/for-dashboard")).body).data;
}

function unsubscribeUrlOf(message: ParsedMail): URL {
  const line = message.headerLines.find((header) => header.key === "list-unsubscribe")?.line ?? "";
  const url = /<([^>]+)>/.exec(line)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe header in: ${line}`);
  // The link names APP_URL; the test server listens elsewhere.
  return new URL(new URL(url).pathname, server.baseURL);
}

const oneClick = (url: URL | string) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });

describe("the reminder e-mail", () => {
  test("at the user's 8 a.m. it lists exactly the tasks due within the window, with dates, times and guide links", async () => {
    const user = await onboardedUser();
    const tasks = await openTasks(user);
    const due = tasks.filter((task) => task.dueDate <= "2026-11-30");
    expect(due.map((task) => task.masterTaskSlug).sort()).toEqual(["hvac-replace-filter", "test-smoke-co-alarms"]);

    await runDue("2026-11-27T07:00:00Z");
    expect(remindersTo(user)).toHaveLength(0);
    await runDue("2026-11-27T08:00:00Z");
    const [message, ...more] = remindersTo(user);
    expect(more).toHaveLength(0);
    expect(message!.subject).toBe("2 tasks due soon");
    const html = String(message!.html);
    const text = message!.text ?? "";
    for (const task of due) {
      expect(html).toContain(task.name);
      expect(html).toContain(`${appUrl}/task/${task.id}`);
      expect(text).toContain(task.name);
      expect(text).toContain(`about ${formatMinutes(task.timeEstimate)}`);
    }
    expect(text).toContain("Sun, Nov 29");
    expect(text).toContain("Due in 2 days");
    for (const task of tasks.filter((task) => task.dueDate > "2026-11-30")) expect(text).not.toContain(task.name);
    expect(message!.headerLines.map((header) => header.key)).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
    expect(message!.headerLines.find((header) => header.key === "list-unsubscribe-post")?.line).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(unsubscribeUrlOf(message!).pathname).toMatch(/^\/api\/email\/unsubscribe\/[\w-]+\.[\w-]+\.[\w-]+$/);

    // The same day again (a retry, a second server, the next quarter hour): nothing more.
    await runDue("2026-11-27T08:15:00Z");
    await runDue("2026-11-27T08:00:00Z", { allZones: true });
    expect(remindersTo(user)).toHaveLength(1);
  });

  test("follows the user's time zone: their local 8 a.m. and their calendar day", async () => {
    const auckland = await onboardedUser({ timeZone: "Pacific/Auckland", reminderDays: 1 });
    const newYork = await onboardedUser({ timeZone: "America/New_York", reminderDays: 1 });

    // 08:00 UTC is 9 p.m. in Auckland and 3 a.m. in New York: neither is due.
    await runDue("2026-11-28T08:00:00Z");
    expect(remindersTo(auckland)).toHaveLength(0);
    // 19:00 UTC on the 27th is 8 a.m. on the 28th in Auckland: a one-day window reaches the 29th.
    await runDue("2026-11-27T19:00:00Z");
    expect(remindersTo(auckland)).toHaveLength(1);
    expect(remindersTo(auckland)[0]!.text).toContain("Due tomorrow");
    // 13:00 UTC on the 27th is 8 a.m. in New York, where the 29th is two days off: nothing is due.
    await runDue("2026-11-27T13:00:00Z");
    expect(remindersTo(newYork)).toHaveLength(0);
    // The next morning there, it is.
    await runDue("2026-11-28T13:00:00Z");
    expect(remindersTo(newYork)).toHaveLength(1);
  });

  test("overdue tasks are listed as overdue, first", async () => {
    const user = await onboardedUser({ timeZone: "Asia/Tokyo", reminderDays: 7 });
    // 8 a.m. on December 1st in Tokyo.
    await runDue("2026-11-30T23:00:00Z");
    const [message] = remindersTo(user);
    expect(message!.subject).toBe("3 tasks need you soon, 2 overdue");
    expect(message!.text).toContain("Overdue by 2 days");
    expect(message!.text!.indexOf("overdue")).toBeLessThan(message!.text!.indexOf("Clean drains"));
  });

  test("is not sent when the preference is off; in-app notifications follow their own preference", async () => {
    const quiet = await onboardedUser({ timeZone: "Europe/Lisbon", emailReminders: false });
    const noNotifications = await onboardedUser({ timeZone: "Europe/Lisbon", notificationsEnabled: false });
    await runDue("2026-11-27T08:00:00Z");
    expect(remindersTo(quiet)).toHaveLength(0);
    expect(remindersTo(noNotifications)).toHaveLength(1);

    const notesOf = async (user: SignedInClient) => notificationsResponseSchema.parse((await user.client.get("/api/notifications")).body).data;
    expect((await notesOf(quiet)).map((note) => [note.title, note.message])).toContainEqual(["Tasks due soon", "2 tasks due in the next 3 days"]);
    expect((await notesOf(noNotifications)).filter((note) => note.title === "Tasks due soon")).toHaveLength(0);
  });
});

describe("the weekly summary", () => {
  test("on Sunday at 6 p.m. its figures match GET /api/tasks/stats", async () => {
    const user = await onboardedUser({ timeZone: "Europe/Madrid" });
    const tasks = await openTasks(user);
    const drains = tasks.find((task) => task.masterTaskSlug === "clean-drains-proactive")!;
    const sump = tasks.find((task) => task.masterTaskSlug === "test-sump-pump")!;
    expect((await user.client.put(`/api/tasks/${drains.id}/complete`, { timeSpentMinutes: 40 })).status).toBe(200);
    expect((await user.client.put(`/api/tasks/${sump.id}/complete`, { timeSpentMinutes: 35, costActual: 25 })).status).toBe(200);
    const stats = taskStatisticsResponseSchema.parse((await user.client.get("/api/tasks/stats", { headers: { "X-Time-Zone": "Europe/Madrid" } })).body).data;

    // 17:00 UTC is 6 p.m. in Madrid on Sunday the 22nd.
    await runDue("2026-11-22T17:00:00Z");
    const summaries = mailTo(user).filter((message) => message.subject?.startsWith("Your week"));
    expect(summaries).toHaveLength(1);
    const text = summaries[0]!.text ?? "";
    expect(summaries[0]!.subject).toBe(`Your week: ${stats.completed} tasks done`);
    expect(text).toContain(formatMinutes(stats.minutesSpent));
    expect(text).toContain(formatMoney(stats.moneySaved));
    expect(text).toContain(`${stats.currentStreak} day`);
    expect(stats.overdue).toBe(0);
    expect(text).not.toContain("Overdue");
    // A home kept alone: the week's completions are counted, nobody is named (docs/product.md §6.5).
    expect(text.toLowerCase()).not.toContain("done this week");
    expect(text).not.toContain("— by");
    // The coming week (Monday 23rd to Sunday 29th) holds the two tasks due on the 29th.
    for (const slug of ["hvac-replace-filter", "test-smoke-co-alarms"]) expect(text).toContain(tasks.find((task) => task.masterTaskSlug === slug)!.name);

    const notes = notificationsResponseSchema.parse((await user.client.get("/api/notifications")).body).data;
    expect(notes.map((note) => note.title)).toContain("Weekly summary ready");

    await runDue("2026-11-22T17:45:00Z");
    await runDue("2026-11-23T10:00:00Z", { allZones: true });
    expect(mailTo(user).filter((message) => message.subject?.startsWith("Your week"))).toHaveLength(1);
  });
});

describe("the weekly summary of a shared home (docs/product.md §6.5)", () => {
  test("lists the week's completions with who did each, 'you' for the reader, in the text and the HTML", async () => {
    const timeZone = "Europe/Rome";
    const alex = await onboardedUser({ timeZone, name: "Alex Morgan" });
    const sam = await signUp(server, { name: "Sam Lee" });
    await verifyAddress(server, smtp, sam.email);
    expect((await sam.client.put("/api/users/preferences", { timeZone })).status).toBe(200);
    await joinHome(server, sam, await homeIdOf(server, alex));
    const tasks = await openTasks(alex);
    const drains = tasks.find((task) => task.masterTaskSlug === "clean-drains-proactive")!;
    const sump = tasks.find((task) => task.masterTaskSlug === "test-sump-pump")!;
    expect((await sam.client.put(`/api/tasks/${drains.id}/complete`, {})).status).toBe(200);
    expect((await alex.client.put(`/api/tasks/${sump.id}/complete`, {})).status).toBe(200);

    // 17:00 UTC is 6 p.m. in Rome on Sunday the 22nd.
    await runDue("2026-11-22T17:00:00Z");
    const summaryOf = (person: SignedInClient) => {
      const summaries = mailTo(person).filter(isSummary);
      expect(summaries).toHaveLength(1);
      return summaries[0]!;
    };
    /** The line of the week's completions that names this task. */
    const lineOf = (body: string, task: ServerTask) => body.split("\n").find((line) => line.includes(task.name) && line.includes("— by"));
    for (const [reader, drainsBy, sumpBy] of [[alex, "Sam Lee", "you"], [sam, "you", "Alex Morgan"]] as const) {
      const summary = summaryOf(reader);
      const text = summary.text ?? "";
      expect(text.toLowerCase()).toContain("done this week");
      expect(lineOf(text, drains)).toMatch(new RegExp(`· .+ — by ${drainsBy}$`));
      expect(lineOf(text, sump)).toMatch(new RegExp(`· .+ — by ${sumpBy}$`));
      const html = String(summary.html);
      expect(html).toContain(`— by ${drainsBy}`);
      expect(html).toContain(`— by ${sumpBy}`);
    }
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  test("the POST from the List-Unsubscribe header turns the preference off without signing in, and the next run sends nothing", async () => {
    const user = await onboardedUser({ timeZone: "Africa/Abidjan" });
    await runDue("2026-11-27T08:00:00Z");
    const [message] = remindersTo(user);
    const url = unsubscribeUrlOf(message!);

    // GET only asks: a link scanner opening it unsubscribes nobody.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toContain("Unsubscribe?");
    expect(profileResponseSchema.parse((await user.client.get("/api/users/profile")).body).preferences.emailReminders).toBe(true);

    const response = await oneClick(url);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: "emailReminders" });
    expect(profileResponseSchema.parse((await user.client.get("/api/users/profile")).body).preferences.emailReminders).toBe(false);

    await runDue("2026-11-28T08:00:00Z");
    expect(remindersTo(user)).toHaveLength(1);
  });

  test("a forged token, or one altered to name another user, is refused", async () => {
    const victim = await onboardedUser();
    const attacker = await signUp(server);
    const tokens = createUnsubscribeTokens(resolveJwtSecret(server.config));
    const attackerToken = await tokens.issue(attacker.user.id, "emailReminders");
    const [header, payload, signature] = attackerToken.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    const retargeted = Buffer.from(JSON.stringify({ ...claims, sub: victim.user.id })).toString("base64url");
    const foreign = await createUnsubscribeTokens("another secret that is long enough to sign").issue(victim.user.id, "emailReminders");
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${retargeted}.`;
    // The signature's first character changed: it carries six whole bits of the first byte. Its last
    // characters would not do: the decoder drops the final character's spare bits, so a changed ending
    // decoded to the very signature about once in a thousand runs, and the test failed at random.
    const alteredSignature = `${header}.${payload}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`;

    for (const token of [`${header}.${retargeted}.${signature}`, foreign, unsigned, alteredSignature]) {
      const response = await oneClick(new URL(`/api/email/unsubscribe/${token}`, server.baseURL));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("UNSUBSCRIBE_LINK_INVALID");
      expect((await fetch(new URL(`/api/email/unsubscribe/${token}`, server.baseURL))).status).toBe(400);
    }
    expect(profileResponseSchema.parse((await victim.client.get("/api/users/profile")).body).preferences.emailReminders).toBe(true);

    // The attacker's own valid token unsubscribes the attacker only.
    expect((await oneClick(new URL(`/api/email/unsubscribe/${attackerToken}`, server.baseURL))).status).toBe(200);
    expect(profileResponseSchema.parse((await victim.client.get("/api/users/profile")).body).preferences.emailReminders).toBe(true);
  });
});

describe("time zone and reminder preferences", () => {
  test("sign-up and sign-in store the browser's X-Time-Zone; PUT /api/users/preferences changes it and the window", async () => {
    const user = await signUp(server, {});
    expect(profileResponseSchema.parse((await user.client.get("/api/users/profile")).body).preferences).toMatchObject({ timeZone: "UTC", reminderDays: 3 });
    const login = await user.client.post("/api/auth/login", { email: user.email, password: user.password }, { headers: { "X-Time-Zone": "America/Chicago" } });
    expect(login.status).toBe(200);
    expect(profileResponseSchema.parse((await user.client.get("/api/users/profile")).body).preferences.timeZone).toBe("America/Chicago");

    const changed = await user.client.put("/api/users/preferences", { timeZone: "Asia/Kolkata", reminderDays: 7 });
    expect(preferencesResponseSchema.parse(changed.body).preferences).toMatchObject({ timeZone: "Asia/Kolkata", reminderDays: 7 });
    expect((await user.client.put("/api/users/preferences", { timeZone: "Mars/Olympus" })).status).toBe(400);
    expect((await user.client.put("/api/users/preferences", { reminderDays: 2 })).status).toBe(400);
  });

  test("a zone chosen in Settings stays through a sign-in from a browser elsewhere; until one is chosen, sign-ins move it", async () => {
    const zoneOf = async (client: typeof user.client) => profileResponseSchema.parse((await client.get("/api/users/profile")).body).preferences.timeZone;
    const user = await signUp(server, {});
    const signIn = (zone: string) => user.client.post("/api/auth/login", { email: user.email, password: user.password }, { headers: { "X-Time-Zone": zone } });
    expect((await signIn("Europe/Paris")).status).toBe(200);
    expect(await zoneOf(user.client)).toBe("Europe/Paris");

    // A holiday home's zone, chosen from home.
    expect((await user.client.put("/api/users/preferences", { timeZone: "America/New_York" })).status).toBe(200);
    expect((await signIn("Europe/Paris")).status).toBe(200);
    expect(await zoneOf(user.client)).toBe("America/New_York");
    // Another preference changed later does not undo the choice.
    expect((await user.client.put("/api/users/preferences", { reminderDays: 1 })).status).toBe(200);
    expect((await signIn("Asia/Tokyo")).status).toBe(200);
    expect(await zoneOf(user.client)).toBe("America/New_York");
  });
});

describe("GET /api/ready", () => {
  test("reports the job queue", async () => {
    const app = createApp({ config: server.config, database: server.database, logger: createLogger(server.config), jobs: work.queue });
    const listening: Server = await new Promise((resolve) => {
      const started = app.listen(0, "127.0.0.1", () => resolve(started));
    });
    try {
      const response = await fetch(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/api/ready`);
      expect(response.status).toBe(200);
      expect(readyResponseSchema.parse(await response.json())).toEqual({ ok: true, jobs: "running" });
    } finally {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
