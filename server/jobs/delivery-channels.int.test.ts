import { timingSafeEqual } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deliveriesResponseSchema, deliveryChannelsResponseSchema, deliveryResponseSchema, vapidPublicKeyResponseSchema, webhookChannelResponseSchema } from "@domain/contract/index.ts";
import { findDelivery } from "../db/repositories/delivery-channels-repository.ts";
import { webhookHeaders, webhookSignature } from "../notify/senders.ts";
import { browserSubscription, startReceiver, type Received, type Receiver } from "../../test-support/notification-receiver.ts";
import { fixedClock } from "../../test-support/server/fixture-catalog.ts";
import { homeIdOf, joinHome } from "../../test-support/server/households.ts";
import { verifyAddress } from "../../test-support/server/address-verification.ts";
import { startMailingServer, type MailingServer } from "../../test-support/server/mailing-server.ts";
import { logIn, signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { createScratchDatabase, startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

// Tasks are scheduled on this Sunday; the fixture catalogue puts the furnace filter and the detector test on 2026-11-29.
const clock = fixedClock("2026-11-22T15:00:00Z");
const appUrl = "https://hearthkeep.example";
const everyKind = ["furnace", "central-ac", "drains-sinks", "sump-pump", "termite-pest-control", "smoke-co-detectors"];

let mailing: MailingServer;
let server: TestServer;
let pushService: Receiver;

beforeAll(async () => {
  pushService = await startReceiver();
  // The receivers of these tests listen on 127.0.0.1, which only an operator's ALLOW_PRIVATE_NOTIFICATION_URLS lets through.
  mailing = await startMailingServer({ clock, appUrl, overrides: { allowPrivateNotificationUrls: true, deliveryRetryDelaySeconds: 1 } });
  server = mailing.server;
}, 300_000);
afterAll(async () => {
  await mailing?.close();
  await pushService?.close();
});

async function onboardedUser(): Promise<SignedInClient> {
  const user = await signUp(server);
  await verifyAddress(server, mailing.smtp, user.email);
  expect((await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: everyKind.map((type) => ({ type })) })).status).toBe(200);
  return user;
}

async function taskNames(user: SignedInClient): Promise<string[]> {
  const body = (await user.client.get("/api/tasks/for-dashboard")).body as { data: { name: string; dueDate: string }[] };
  return body.data.filter((task) => task.dueDate <= "2026-11-30").map((task) => task.name);
}

async function subscribe(user: SignedInClient, path: string) {
  const browser = browserSubscription(`${pushService.url}${path}`);
  const answer = await user.client.post("/api/delivery-channels/push", browser.json);
  expect(answer.status).toBe(201);
  return { browser, deviceId: (answer.body as { data: { id: string } }).data.id };
}

async function channels(user: SignedInClient) {
  return deliveryChannelsResponseSchema.parse((await user.client.get("/api/delivery-channels")).body);
}

const pushedTo = (path: string) => pushService.received.filter((request) => request.path === path);

describe("Web Push", () => {
  test("a subscription made with real P-256 keys receives the day's reminder, encrypted (aes128gcm) and signed with the server's VAPID key", async () => {
    const user = await onboardedUser();
    const { browser, deviceId } = await subscribe(user, "/push/reminder");
    const { publicKey } = vapidPublicKeyResponseSchema.parse((await user.client.get("/api/delivery-channels/vapid-public-key")).body);

    await mailing.runDue("2026-11-27T08:00:00Z");
    const [push, ...more] = pushedTo("/push/reminder");
    expect(more).toHaveLength(0);
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const payload = JSON.parse(browser.decrypt(push!.body)) as { title: string; body: string; url: string };
    expect(payload.title).toBe("2 tasks due soon");
    for (const name of await taskNames(user)) expect(payload.body).toContain(name);
    expect(payload.url).toBe(`${appUrl}/dashboard`);

    const [device] = (await channels(user)).devices;
    expect(device).toMatchObject({ id: deviceId, lastDelivery: { status: "sent", eventKind: "reminder" } });
    expect(device!.lastSuccessAt).not.toBeNull();

    // The same day again (a retry, a second server, the next quarter hour): no second reminder. Asked for
    // every zone, the dispatch also brings the week's summary, whose arrival is pushed as well.
    await mailing.runDue("2026-11-27T08:15:00Z");
    await mailing.runDue("2026-11-27T08:00:00Z", { allZones: true });
    const titles = pushedTo("/push/reminder").map((request) => (JSON.parse(browser.decrypt(request.body)) as { title: string }).title);
    expect(titles).toEqual(["2 tasks due soon", "Weekly summary ready"]);
  });

  test.each([410, 404])("a push service answering %i deletes the subscription, and the log says why", async (status) => {
    const user = await onboardedUser();
    const endpointPath = `/push/ended-${status}`;
    await subscribe(user, endpointPath);
    pushService.answer = (request) => (request.path === endpointPath ? status : 201);
    try {
      await mailing.runDue("2026-11-27T08:00:00Z");
    } finally {
      pushService.answer = () => 201;
    }
    expect(pushedTo(endpointPath)).toHaveLength(1);
    expect((await channels(user)).devices).toEqual([]);
    const [delivery] = deliveriesResponseSchema.parse((await user.client.get("/api/delivery-channels/deliveries")).body).data;
    expect(delivery).toMatchObject({ channel: "push", eventKind: "reminder", status: "gone", attempts: 1 });
    expect(delivery!.error).toBe(`the push service answered ${status}: the browser's subscription has ended`);
  });

  test("a 500 is tried again with backoff and the reminder is delivered once", async () => {
    const user = await onboardedUser();
    await subscribe(user, "/push/flaky");
    let failures = 1;
    pushService.answer = (request) => (request.path === "/push/flaky" && failures-- > 0 ? 500 : 201);
    try {
      await mailing.runDue("2026-11-27T08:00:00Z");
    } finally {
      pushService.answer = () => 201;
    }
    expect(pushedTo("/push/flaky")).toHaveLength(2);
    const [delivery] = deliveriesResponseSchema.parse((await user.client.get("/api/delivery-channels/deliveries")).body).data;
    expect(delivery).toMatchObject({ status: "sent", attempts: 2, error: null });
  });

  test("a device is the subscriber's own: another account's id answers 404", async () => {
    const owner = await onboardedUser();
    const stranger = await signUp(server);
    const { deviceId } = await subscribe(owner, "/push/owned");
    expect((await stranger.client.delete(`/api/delivery-channels/push/${deviceId}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/delivery-channels/push/${deviceId}/test`, {})).status).toBe(404);
    expect((await owner.client.delete(`/api/delivery-channels/push/${deviceId}`)).status).toBe(204);
    expect((await channels(owner)).devices).toEqual([]);
  });
});

/** Verifies a webhook request as a receiver should: the signature over timestamp and body, and a timestamp within 5 minutes. */
function verifiedWebhook(request: Received, secret: string, now: Date): boolean {
  const timestamp = String(request.headers[webhookHeaders.timestamp]);
  const signature = Buffer.from(String(request.headers[webhookHeaders.signature]));
  const expected = Buffer.from(webhookSignature(secret, timestamp, request.body.toString("utf8")));
  const fresh = Math.abs(now.getTime() / 1000 - Number(timestamp)) <= 300;
  return fresh && signature.length === expected.length && timingSafeEqual(signature, expected);
}

describe("webhooks", () => {
  test("receive the reminder once, signed and stamped, with two job workers running", async () => {
    const receiver = await startReceiver();
    const secondWorker = await mailing.startWorker();
    try {
      const user = await onboardedUser();
      const saved = await user.client.put("/api/delivery-channels/channel/webhook", { url: `${receiver.url}/hook` });
      expect(saved.status).toBe(200);
      const { secret } = webhookChannelResponseSchema.parse(saved.body);
      // The secret is shown once: the channel's read never carries it.
      expect(JSON.stringify(await channels(user))).not.toContain(secret);

      // Both workers dispatch the same instant and each queues the deliveries it found.
      const [first, second] = await Promise.all([
        mailing.work.messages.dispatch(new Date("2026-11-28T08:00:00Z")),
        secondWorker.messages.dispatch(new Date("2026-11-28T08:00:00Z")),
      ]);
      const ids = [...new Set([...first.toDeliver, ...second.toDeliver])];
      expect(ids.length).toBeGreaterThan(0);
      await Promise.all([mailing.work.queue.enqueueDeliveries(ids), secondWorker.queue.enqueueDeliveries(ids)]);
      await expect
        .poll(async () => {
          const rows = await Promise.all(ids.map((id) => findDelivery(server.database.db, id)));
          // Both queued jobs have run (one sent, the other found it sent), not just the first.
          const jobs = await server.database.db.execute(
            sql`select count(*)::int as open from pgboss.job where name = 'deliver-notification' and state not in ('completed', 'failed')`,
          );
          const open = (jobs as { rows: { open: number }[] }).rows[0]?.open;
          return rows.every((row) => row && ["sent", "failed", "gone"].includes(row.status)) && open === 0;
        }, { timeout: 60_000, interval: 100 })
        .toBe(true);

      const hooks = receiver.received.filter((request) => request.path === "/hook");
      expect(hooks).toHaveLength(1);
      expect(verifiedWebhook(hooks[0]!, secret, clock.now())).toBe(true);
      expect(verifiedWebhook(hooks[0]!, "whsec_not-the-secret", clock.now())).toBe(false);
      // A replay a day later fails the receiver's timestamp check though its signature holds.
      expect(verifiedWebhook(hooks[0]!, secret, new Date(clock.now().getTime() + 86_400_000))).toBe(false);
      const event = JSON.parse(hooks[0]!.body.toString("utf8")) as { event: string; title: string; body: string; url: string; id: string };
      expect(event).toMatchObject({ event: "reminder", url: `${appUrl}/dashboard` });
      expect(hooks[0]!.headers[webhookHeaders.delivery]).toBe(event.id);
      for (const name of await taskNames(user)) expect(event.body).toContain(name);

      // Removed, the webhook hears nothing more (and the later days of these tests knock on no closed port).
      expect((await user.client.delete("/api/delivery-channels/channel/webhook")).status).toBe(204);
      expect((await channels(user)).webhook).toBeNull();
      expect((await user.client.delete("/api/delivery-channels/channel/webhook")).status).toBe(404);
    } finally {
      await secondWorker.queue.stop();
      await receiver.close();
    }
  });

  test("send a test answers the real result: sent, or failed with the receiver's answer in words", async () => {
    const receiver = await startReceiver();
    try {
      const user = await signUp(server);
      expect((await user.client.put("/api/delivery-channels/channel/webhook", { url: `${receiver.url}/test-hook` })).status).toBe(200);
      const sent = deliveryResponseSchema.parse((await user.client.post("/api/delivery-channels/channel/webhook/test", {})).body).data;
      expect(sent).toMatchObject({ channel: "webhook", eventKind: "test", status: "sent" });
      receiver.answer = () => 503;
      const failed = deliveryResponseSchema.parse((await user.client.post("/api/delivery-channels/channel/webhook/test", {})).body).data;
      expect(failed).toMatchObject({ status: "failed", attempts: 1 });
      expect(failed.error).toContain("the webhook answered 503");
      expect((await channels(user)).webhook?.lastDelivery).toMatchObject({ id: failed.id, status: "failed" });
    } finally {
      await receiver.close();
    }
  });
});

describe("ntfy", () => {
  test("an ntfy-shaped receiver gets the reminder with its title, click URL and access token", async () => {
    const receiver = await startReceiver();
    try {
      const user = await onboardedUser();
      // Push and webhooks left out: this person wants reminders on ntfy only.
      const choices = { reminder: ["ntfy"], "weekly-summary": [], achievement: ["ntfy"] };
      expect((await user.client.put("/api/delivery-channels/choices", choices)).status).toBe(200);
      expect((await user.client.put("/api/delivery-channels/channel/ntfy", { url: `${receiver.url}/hearthkeep-alerts`, token: "tk_secret" })).status).toBe(200);
      await mailing.runDue("2026-11-29T08:00:00Z");
      const [message, ...more] = receiver.received.filter((request) => request.path === "/hearthkeep-alerts");
      expect(more).toHaveLength(0);
      expect(message!.headers.title).toMatch(/tasks? (due soon|overdue)/);
      expect(message!.headers.click).toBe(`${appUrl}/dashboard`);
      expect(message!.headers.authorization).toBe("Bearer tk_secret");
      for (const name of await taskNames(user)) expect(message!.body.toString("utf8")).toContain(name);
      expect((await channels(user)).ntfy).toMatchObject({ hasToken: true, lastDelivery: { status: "sent", eventKind: "reminder" } });
    } finally {
      await receiver.close();
    }
  });
});

describe("achievements", () => {
  test("an unlocked achievement reaches the channels chosen for achievements, once", async () => {
    const receiver = await startReceiver();
    try {
      const user = await onboardedUser();
      expect((await user.client.put("/api/delivery-channels/choices", { reminder: [], "weekly-summary": [], achievement: ["ntfy"] })).status).toBe(200);
      expect((await user.client.put("/api/delivery-channels/channel/ntfy", { url: `${receiver.url}/wins` })).status).toBe(200);
      const [task] = ((await user.client.get("/api/tasks/for-dashboard")).body as { data: { id: string }[] }).data;
      expect((await user.client.put(`/api/tasks/${task!.id}/complete`, {})).status).toBe(200);
      // The app reads the achievements after a change; that read unlocks them (decision 038). Twice: still once.
      expect((await user.client.get("/api/achievements")).status).toBe(200);
      expect((await user.client.get("/api/achievements")).status).toBe(200);
      const log = async () => deliveriesResponseSchema.parse((await user.client.get("/api/delivery-channels/deliveries")).body).data;
      await expect.poll(async () => (await log()).length > 0 && (await log()).every((delivery) => delivery.status === "sent"), { timeout: 30_000, interval: 100 }).toBe(true);
      const deliveries = await log();
      expect(deliveries.every((delivery) => delivery.eventKind === "achievement" && delivery.channel === "ntfy")).toBe(true);
      // One message per unlocked achievement, each once.
      const messages = receiver.received.filter((request) => request.path === "/wins");
      expect(messages).toHaveLength(deliveries.length);
      expect(messages.every((message) => message.headers.title === "Achievement unlocked")).toBe(true);
      expect(messages.map((message) => message.body.toString("utf8"))).toContain("First task done: Completed your first maintenance task.");
    } finally {
      await receiver.close();
    }
  });
});

describe("household activity (docs/product.md §6.5)", () => {
  test("a member's completion reaches another member's webhook once when chosen for household activity, and not when not", async () => {
    const receiver = await startReceiver();
    try {
      const alex = await onboardedUser();
      const sam = await signUp(server, { name: "Sam Lee" });
      await joinHome(server, sam, await homeIdOf(server, alex));
      expect((await alex.client.put("/api/delivery-channels/channel/webhook", { url: `${receiver.url}/household` })).status).toBe(200);
      const log = async () => deliveriesResponseSchema.parse((await alex.client.get("/api/delivery-channels/deliveries")).body).data.filter((row) => row.eventKind === "household");
      const completeOne = async () => {
        const [task] = ((await sam.client.get("/api/tasks/for-dashboard")).body as { data: { id: string }[] }).data;
        expect((await sam.client.put(`/api/tasks/${task!.id}/complete`, {})).status).toBe(200);
      };

      // Not chosen (a person who never chose has household activity on no channel): only the notification center hears of it.
      await completeOne();
      expect(await log()).toEqual([]);

      const choices = { reminder: [], "weekly-summary": [], achievement: [], household: ["webhook"] };
      expect((await alex.client.put("/api/delivery-channels/choices", choices)).body).toEqual({ data: choices });
      await completeOne();
      await expect.poll(async () => (await log()).map((row) => row.status), { timeout: 30_000, interval: 100 }).toEqual(["sent"]);
      // Sam's own achievements go to Sam's channels, none of which is set: the webhook heard the completion alone.
      const hooks = receiver.received.filter((request) => request.path === "/household");
      expect(hooks).toHaveLength(1);
      expect(JSON.parse(hooks[0]!.body.toString("utf8"))).toMatchObject({ event: "household", title: "Sam Lee completed a task", url: `${appUrl}/dashboard` });
      const [delivery] = await log();
      expect(delivery).toMatchObject({ channel: "webhook", title: "Sam Lee completed a task", attempts: 1 });
      // The actor hears nothing of their own completion.
      expect((await sam.client.get("/api/delivery-channels/deliveries")).body).toEqual({ data: [] });
    } finally {
      await receiver.close();
    }
  });

  test("choices saved before household activity existed still read, with household activity on no channel", async () => {
    const user = await signUp(server);
    await server.database.db.execute(
      sql`insert into delivery_choices (user_id, choices) values (${user.user.id}, ${JSON.stringify({ reminder: ["ntfy"], "weekly-summary": [], achievement: ["push"] })}::jsonb)`,
    );
    expect((await channels(user)).choices).toEqual({ reminder: ["ntfy"], "weekly-summary": [], achievement: ["push"], household: [] });
  });
});

describe("a receiver that never answers", () => {
  test("is given up on after the request's time, and the log says so in words", async () => {
    // Takes every request and answers none; its connections are cut when the test ends.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    // The server's 5 seconds, shortened so the test does not wait them out.
    const impatient = await startTestServer({ allowPrivateNotificationUrls: true, notificationTimeoutMs: 300 });
    try {
      const user = await signUp(impatient);
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`;
      expect((await user.client.put("/api/delivery-channels/channel/webhook", { url })).status).toBe(200);
      const failed = deliveryResponseSchema.parse((await user.client.post("/api/delivery-channels/channel/webhook/test", {})).body).data;
      expect(failed).toMatchObject({ channel: "webhook", status: "failed", attempts: 1, error: "no answer within 0.3 seconds" });
      const [logged] = deliveriesResponseSchema.parse((await user.client.get("/api/delivery-channels/deliveries")).body).data;
      expect(logged).toMatchObject({ id: failed.id, status: "failed", error: "no answer within 0.3 seconds" });
    } finally {
      await impatient.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("the VAPID key pair", () => {
  test("generated once, is the same after a restart on the same data, and the device stays subscribed", { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-vapid-"));
    // On PostgreSQL the data lives in one scratch database both servers use; on PGlite, on disk in DATA_DIR.
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    const options = { dataDir, databaseUrl: scratch?.url, allowPrivateNotificationUrls: true };
    try {
      const first = await startTestServer(options);
      const user = await signUp(first, { name: "Kept" });
      const { publicKey } = vapidPublicKeyResponseSchema.parse((await user.client.get("/api/delivery-channels/vapid-public-key")).body);
      expect((await user.client.post("/api/delivery-channels/push", browserSubscription(`${pushService.url}/push/kept`).json)).status).toBe(201);
      await first.close();

      const second = await startTestServer(options);
      try {
        const again = await logIn(second, user.email);
        const after = vapidPublicKeyResponseSchema.parse((await again.client.get("/api/delivery-channels/vapid-public-key")).body);
        expect(after.publicKey).toBe(publicKey);
        expect((await channels(again)).devices).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the address guard", () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await guarded?.close();
  });

  test.each([
    ["loopback", "https://127.0.0.1/hook"],
    ["a private network", "https://10.1.2.3/hook"],
    ["link-local (cloud metadata)", "https://169.254.169.254/latest"],
    ["IPv6 loopback", "https://[::1]/hook"],
    ["an IPv4 address inside IPv6", "https://[::ffff:10.0.0.1]/hook"],
    ["a name that resolves to loopback", "https://localhost/hook"],
    ["plain http", "http://example.com/hook"],
  ])("refuses a webhook URL on %s unless the operator allows it", async (_what, url) => {
    const user = await signUp(guarded);
    const answer = await user.client.put("/api/delivery-channels/channel/webhook", { url });
    expect(answer.status).toBe(400);
    expect((await user.client.get("/api/delivery-channels")).body).toMatchObject({ webhook: null });
  });

  test("refuses an ntfy topic and a push endpoint on a private network alike", async () => {
    const user = await signUp(guarded);
    expect((await user.client.put("/api/delivery-channels/channel/ntfy", { url: "https://192.168.1.20/topic" })).status).toBe(400);
    expect((await user.client.post("/api/delivery-channels/push", browserSubscription("https://10.0.0.8/push/1").json)).status).toBe(400);
  });
});
