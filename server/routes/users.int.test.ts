import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { is, sql } from "drizzle-orm";
import {
  accountExportSchema,
  authResponseSchema,
  errorBodySchema,
  preferencesResponseSchema,
  profileResponseSchema,
  subscriptionResponseSchema,
} from "@domain/contract/index.ts";
import * as schema from "../db/schema.ts";
import { homeIdOfMember } from "../security/home-access.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { signUp, TestClient, testPassword, uniqueEmail, type SignedInClient } from "../../test-support/server/test-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Every row in any table whose user, home or e-mail column names this account. */
async function rowsOfAccount(account: { userId: string; homeId: string; email: string }) {
  const found: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const column of config.columns) {
      const value =
        column.name === "user_id" || (config.name === "users" && column.name === "id")
          ? account.userId
          : column.name === "home_id" || (config.name === "homes" && column.name === "id")
            ? account.homeId
            : column.name === "email"
              ? account.email
              : undefined;
      if (value === undefined) continue;
      const result = await server.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from ${sql.identifier(config.name)} where ${sql.identifier(column.name)}::text = ${value}`,
      );
      const count = Number((result as { rows: { count: number }[] }).rows[0]?.count ?? 0);
      if (count > 0) found[`${config.name}.${column.name}`] = count;
    }
  }
  return found;
}

describe("GET /api/users/profile", () => {
  test("answers the profile of §3 with default preferences and empty stats for a new user", async () => {
    const { client, user } = await signUp(server, { name: "Ana" });
    const response = await client.get("/api/users/profile");
    expect(response.status).toBe(200);
    expect(profileResponseSchema.parse(response.body)).toEqual({
      id: user.id,
      email: user.email,
      name: "Ana",
      plan: "free",
      hasCompletedOnboarding: false,
      // Until the link mailed at sign-up is opened (docs/product.md §4.18).
      emailVerified: false,
      preferences: { emailReminders: true, weeklySummary: true, theme: "light", notificationsEnabled: true, timeZone: "UTC", timeZoneFollowsBrowser: true, reminderDays: 3, householdActivity: true },
      appliances: [],
      stats: { applianceCount: 0, activeTaskCount: 0, completedTaskCount: 0, nextTaskDue: null },
    });
  });

  test("without an access token answers 401", async () => {
    const response = await new TestClient(server.baseURL).get("/api/users/profile");
    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(response.body).error.code).toBe("UNAUTHORIZED");
  });
});

describe("PUT /api/users/profile and /api/users/preferences", () => {
  test("change the name and the preferences that were sent, and nothing else", async () => {
    const { client } = await signUp(server);
    const profile = await client.put("/api/users/profile", { name: "  Bea  " });
    expect(profileResponseSchema.parse(profile.body).name).toBe("Bea");

    const preferences = await client.put("/api/users/preferences", { theme: "dark", weeklySummary: false });
    expect(preferencesResponseSchema.parse(preferences.body).preferences).toEqual({
      emailReminders: true,
      weeklySummary: false,
      theme: "dark",
      notificationsEnabled: true,
      timeZone: "UTC",
      timeZoneFollowsBrowser: true,
      reminderDays: 3,
      householdActivity: true,
    });
    const reread = profileResponseSchema.parse((await client.get("/api/users/profile")).body);
    expect(reread.name).toBe("Bea");
    expect(reread.preferences.theme).toBe("dark");

    const cleared = await client.put("/api/users/profile", { name: "" });
    expect(profileResponseSchema.parse(cleared.body).name).toBeUndefined();
  });

  test("a time zone is kept as the time zone database spells it; the token's scheme is read in any case", async () => {
    const { client } = await signUp(server);
    const preferences = await client.put("/api/users/preferences", { timeZone: "europe/paris" });
    expect(preferencesResponseSchema.parse(preferences.body).preferences.timeZone).toBe("Europe/Paris");
    expect((await client.put("/api/users/preferences", { timeZone: "Mars/Olympus" })).status).toBe(400);
    // RFC 9110: the authentication scheme is case-insensitive.
    const token = client.accessToken!;
    for (const scheme of ["bearer", "BEARER"]) {
      const response = await fetch(`${server.baseURL}/api/users/profile`, { headers: { authorization: `${scheme} ${token}` } });
      expect(response.status, scheme).toBe(200);
    }
  });

  test("an empty preferences update answers 400", async () => {
    const { client } = await signUp(server);
    expect((await client.put("/api/users/preferences", {})).status).toBe(400);
  });
});

describe("the time zone: chosen in Settings, or following the browser (docs/product.md §4.17)", () => {
  const preferencesOf = async (client: TestClient) => profileResponseSchema.parse((await client.get("/api/users/profile")).body).preferences;

  /** A sign-in from a browser in `zone` (another device, another trip): the preferences it then finds. */
  async function signInFrom(account: SignedInClient, zone: string) {
    const browser = new TestClient(server.baseURL);
    const response = await browser.post("/api/auth/login", { email: account.email, password: account.password }, { headers: { "X-Time-Zone": zone } });
    expect(response.status).toBe(200);
    browser.accessToken = authResponseSchema.parse(response.body).accessToken;
    return preferencesOf(browser);
  }

  const choose = async (account: SignedInClient, change: Record<string, unknown>) => {
    const response = await account.client.put("/api/users/preferences", change);
    expect(response.status).toBe(200);
    return preferencesResponseSchema.parse(response.body).preferences;
  };

  test("a zone chosen in Settings is kept through a sign-in from a browser in another zone", async () => {
    const account = await signUp(server);
    expect(await signInFrom(account, "Europe/Paris")).toMatchObject({ timeZone: "Europe/Paris", timeZoneFollowsBrowser: true });

    expect(await choose(account, { timeZone: "America/New_York" })).toMatchObject({ timeZone: "America/New_York", timeZoneFollowsBrowser: false });
    expect(await signInFrom(account, "Asia/Tokyo")).toMatchObject({ timeZone: "America/New_York", timeZoneFollowsBrowser: false });
  });

  test("following the browser again takes its zone at once, and the next sign-in takes that browser's", async () => {
    const account = await signUp(server);
    await choose(account, { timeZone: "America/New_York" });

    const following = await choose(account, { timeZoneFollowsBrowser: true, timeZone: "europe/paris" });
    expect(following).toMatchObject({ timeZone: "Europe/Paris", timeZoneFollowsBrowser: true });
    expect(await preferencesOf(account.client)).toEqual(following);
    expect(await signInFrom(account, "Asia/Tokyo")).toMatchObject({ timeZone: "Asia/Tokyo", timeZoneFollowsBrowser: true });
    // Another preference changed later leaves it following.
    expect(await choose(account, { reminderDays: 7 })).toMatchObject({ timeZone: "Asia/Tokyo", timeZoneFollowsBrowser: true, reminderDays: 7 });
    expect(await signInFrom(account, "America/Chicago")).toMatchObject({ timeZone: "America/Chicago", timeZoneFollowsBrowser: true });
  });

  test("turning following off alone keeps the zone it is, as chosen", async () => {
    const account = await signUp(server);
    await signInFrom(account, "Europe/Paris");
    expect(await choose(account, { timeZoneFollowsBrowser: false })).toMatchObject({ timeZone: "Europe/Paris", timeZoneFollowsBrowser: false });
    expect(await signInFrom(account, "Asia/Tokyo")).toMatchObject({ timeZone: "Europe/Paris", timeZoneFollowsBrowser: false });
  });

  test("following without the browser's zone, or with one that is not a zone or a yes or no, answers 400 and changes nothing", async () => {
    const account = await signUp(server);
    const before = await choose(account, { timeZone: "America/New_York" });
    for (const body of [
      { timeZoneFollowsBrowser: true },
      { timeZoneFollowsBrowser: true, timeZone: "Mars/Olympus" },
      { timeZoneFollowsBrowser: true, timeZone: "" },
      { timeZoneFollowsBrowser: "yes", timeZone: "Europe/Paris" },
      { timeZoneFollowsBrowser: null, timeZone: "Europe/Paris" },
    ]) {
      const response = await account.client.put("/api/users/preferences", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(response.body).error.code).toBe("VALIDATION_FAILED");
    }
    expect(await preferencesOf(account.client)).toEqual(before);
  });
});

describe("GET /api/users/subscription", () => {
  test("a new user is on the free plan, active", async () => {
    const { client } = await signUp(server);
    expect(subscriptionResponseSchema.parse((await client.get("/api/users/subscription")).body)).toEqual({
      plan: "free",
      status: "active",
      renewsAt: null,
    });
  });
});

describe("one user, another's data", () => {
  test("user A cannot read or change user B's data: A's calls reach only A's rows", async () => {
    const a = await signUp(server, { name: "Alice" });
    const b = await signUp(server, { name: "Bob" });
    const homeOfA = await homeIdOfMember(server.database.db, a.user.id);
    const homeOfB = await homeIdOfMember(server.database.db, b.user.id);
    expect(homeOfA).toBeDefined();
    expect(homeOfB).toBeDefined();
    expect(homeOfA).not.toBe(homeOfB);

    await a.client.put("/api/users/profile", { name: "Mallory", id: b.user.id, email: b.email });
    await a.client.put("/api/users/preferences", { theme: "dark", userId: b.user.id });
    const profileOfB = profileResponseSchema.parse((await b.client.get("/api/users/profile")).body);
    expect(profileOfB.name).toBe("Bob");
    expect(profileOfB.preferences.theme).toBe("light");

    const exportOfA = JSON.stringify((await a.client.get("/api/users/me/export")).body);
    expect(exportOfA).not.toContain(b.user.id);
    expect(exportOfA).not.toContain(b.email);
    expect(exportOfA).not.toContain(homeOfB);
  });
});

describe("GET /api/users/me/export", () => {
  test("answers everything held about the user as a JSON download, without secrets", async () => {
    const { client, user } = await signUp(server, { name: "Exporter" });
    const response = await client.get("/api/users/me/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const exported = accountExportSchema.parse(response.body);
    expect(exported.user).toMatchObject({ id: user.id, email: user.email, name: "Exporter" });
    expect(exported.records.home_members).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toMatch(/scrypt|password|token_hash|tokenHash/i);
  });

  test("holds the homeowner's own data only, never the server's bookkeeping", async () => {
    const { client } = await signUp(server, { name: "Bookkept" });
    const response = await client.get("/api/users/me/export");
    expect(response.status).toBe(200);
    const exported = accountExportSchema.parse(response.body);
    expect(Object.keys(exported).sort()).toEqual(["exportedAt", "home", "homes", "preferences", "records", "user"]);
    const ownData = ["achievements", "appliances", "completions", "contact_messages", "documents", "home_members", "notifications", "tasks"];
    expect(Object.keys(exported.records).filter((table) => !ownData.includes(table))).toEqual([]);
    expect(JSON.stringify(exported)).not.toMatch(/idempotency|request_?hash|refresh_?token|scheduled_?message|migration_?import|token_?hash|password/i);
  });
});

describe("contact messages of an account", () => {
  test("only what the account sent while signed in is exported and deleted with it, never what a stranger sent under its address", async () => {
    const email = uniqueEmail("owner");
    // Before the address has an account, its owner writes in; someone who later signs up with it must not read this.
    const visitor = new TestClient(server.baseURL);
    expect((await visitor.post("/api/contact", { name: "Owner", email, subject: "Before I signed up", message: "Our alarm code is 4711" })).status).toBe(201);

    const account = await signUp(server, { email });
    expect((await account.client.post("/api/contact", { name: "Me", email: uniqueEmail("typed"), subject: "Signed in", message: "A question" })).status).toBe(201);
    // A stranger, signed out, sends one under the account's address after it exists.
    expect((await new TestClient(server.baseURL).post("/api/contact", { name: "Stranger", email, subject: "Planted", message: "Not theirs" })).status).toBe(201);

    const exported = accountExportSchema.parse((await account.client.get("/api/users/me/export")).body);
    expect(exported.records.contact_messages?.map((row) => row.subject)).toEqual(["Signed in"]);

    expect((await account.client.delete("/api/users/me", { password: testPassword })).status).toBe(204);
    const left = await server.database.db
      .select({ subject: schema.contactMessages.subject, userId: schema.contactMessages.userId })
      .from(schema.contactMessages)
      .where(sql`${schema.contactMessages.email} = ${email} or ${schema.contactMessages.subject} = 'Signed in'`);
    expect(left.map((row) => row.subject).sort()).toEqual(["Before I signed up", "Planted"]);
  });

  test("a deleted account's token still unexpired sends a message as a visitor", async () => {
    const account = await signUp(server);
    expect((await account.client.delete("/api/users/me", { password: testPassword })).status).toBe(204);
    const response = await account.client.post("/api/contact", { name: "Gone", email: account.email, subject: "After deletion", message: "Hello" });
    expect(response.status).toBe(201);
    const [row] = await server.database.db
      .select({ userId: schema.contactMessages.userId })
      .from(schema.contactMessages)
      .where(sql`${schema.contactMessages.subject} = 'After deletion' and ${schema.contactMessages.email} = ${account.email}`);
    expect(row).toEqual({ userId: null });
  });
});

describe("DELETE /api/users/me", () => {
  test("account deletion leaves no row of the user in any table", async () => {
    const { client, user, email } = await signUp(server);
    await client.post("/api/contact", { name: "Me", email, subject: "Hello", message: "A question" });
    await client.post("/api/auth/refresh");
    const homeId = (await homeIdOfMember(server.database.db, user.id))!;
    const before = await rowsOfAccount({ userId: user.id, homeId, email });
    expect(Object.keys(before)).toEqual(expect.arrayContaining(["users.id", "homes.id", "home_members.user_id", "refresh_tokens.user_id", "contact_messages.user_id"]));

    const response = await client.delete("/api/users/me", { password: testPassword });
    expect(response.status).toBe(204);
    expect(await rowsOfAccount({ userId: user.id, homeId, email })).toEqual({});

    expect((await client.get("/api/auth/me")).status).toBe(401);
    // Its access token is still unexpired; the dashboard, which checks the membership in its own read, refuses it too.
    expect((await client.get("/api/tasks/for-dashboard")).status).toBe(401);
    // So do a completion and its undo, which check it in their own statements: before a 404, before a
    // 400 for bad input, and before an Idempotency-Key is stored for the user.
    const someTask = `/api/tasks/${crypto.randomUUID()}`;
    const withKey = { headers: { "Idempotency-Key": crypto.randomUUID() } };
    for (const refused of [
      await client.put(`${someTask}/complete`, {}),
      await client.put(`${someTask}/uncomplete`),
      await client.put(`/api/tasks/not-a-task-id/complete`, {}),
      await client.put(`/api/tasks/${"x".repeat(300)}/uncomplete`),
      await client.put(`${someTask}/complete`, { timeSpentMinutes: -5 }),
      await client.put(`${someTask}/complete`, {}, withKey),
      await client.put(`${someTask}/uncomplete`, undefined, withKey),
    ])
      expect(refused.status).toBe(401);
    expect((await client.post("/api/auth/login", { email, password: testPassword })).status).toBe(401);
  });

  test("with a wrong password answers 403 and deletes nothing", async () => {
    const { client, user } = await signUp(server);
    const response = await client.delete("/api/users/me", { password: "not my password" });
    expect(response.status).toBe(403);
    expect(errorBodySchema.parse(response.body).error.code).toBe("PASSWORD_INCORRECT");
    expect((await client.get("/api/auth/me")).status).toBe(200);
    expect(await homeIdOfMember(server.database.db, user.id)).toBeDefined();
  });
});
