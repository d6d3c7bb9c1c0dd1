import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { errorBodySchema } from "@domain/contract/index.ts";
import { outboxEntrySchema, type OutboxEntry } from "../mail/mailer.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { logIn, signUp, TestClient, uniqueEmail } from "../../test-support/server/test-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function outbox(of: TestServer = server): Promise<OutboxEntry[]> {
  const response = await new TestClient(of.baseURL).get<{ messages: unknown[] }>("/api/dev/outbox");
  expect(response.status).toBe(200);
  return response.body.messages.map((message) => outboxEntrySchema.parse(message));
}

/** The reset e-mail is sent after the answer; it lands in the outbox a moment later. */
async function waitForMailTo(email: string, sentBy: TestServer = server): Promise<OutboxEntry> {
  // Waits on the e-mail, not on a number of attempts: on a busy machine it may take seconds.
  return vi.waitFor(
    async () => {
      // The sign-up's verification e-mail went to the same address before: only a reset e-mail will do.
      const message = (await outbox(sentBy)).find((entry) => entry.to === email && entry.subject === "Reset your Hearthkeep password");
      if (!message) throw new Error(`no e-mail to ${email} yet`);
      return message;
    },
    { timeout: 60_000, interval: 50 },
  );
}

describe("POST /api/auth/forgot-password then /api/auth/reset-password", () => {
  test("a forgot-password e-mail arrives in the outbox and its link works once", async () => {
    const { email, client: oldSession } = await signUp(server);
    const anonymous = new TestClient(server.baseURL);
    const asked = await anonymous.post("/api/auth/forgot-password", { email: email.toUpperCase() });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ ok: true });

    const message = await waitForMailTo(email);
    expect(message.subject).toBe("Reset your Hearthkeep password");
    const link = /(http\S+\/forgot-password\?token=[A-Za-z0-9_%-]+)/.exec(message.text)?.[1];
    expect(link).toBeDefined();
    expect(link!.startsWith(server.config.appUrl)).toBe(true);
    expect(message.html).toContain(link!.replace(/&/g, "&#38;"));
    const token = new URL(link!).searchParams.get("token")!;

    const newPassword = "a brand new passphrase";
    const reset = await anonymous.post("/api/auth/reset-password", { token, password: newPassword });
    expect(reset.status).toBe(200);
    await logIn(server, email, newPassword);
    expect((await anonymous.post("/api/auth/login", { email, password: "correct horse battery staple" })).status).toBe(401);

    // Resetting signs the user out everywhere.
    expect((await oldSession.post("/api/auth/refresh")).status).toBe(401);

    const second = await anonymous.post("/api/auth/reset-password", { token, password: "yet another passphrase" });
    expect(second.status).toBe(400);
    expect(errorBodySchema.parse(second.body).error.code).toBe("RESET_TOKEN_INVALID");
    await logIn(server, email, newPassword);
  });

  test("an unknown address gets the same 202 and no e-mail", async () => {
    const email = uniqueEmail("nobody");
    const response = await new TestClient(server.baseURL).post("/api/auth/forgot-password", { email });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ ok: true });
    // A reset asked after it for an existing account: once its e-mail has arrived, one started for the
    // unknown address (before its answer, as every send is) would have arrived too.
    const { email: known } = await signUp(server);
    expect((await new TestClient(server.baseURL).post("/api/auth/forgot-password", { email: known })).status).toBe(202);
    await waitForMailTo(known);
    expect((await outbox()).some((entry) => entry.to === email)).toBe(false);
  });

  test("a made-up token answers 400", async () => {
    const response = await new TestClient(server.baseURL).post("/api/auth/reset-password", { token: "x".repeat(43), password: "long enough password" });
    expect(response.status).toBe(400);
  });

  test("an expired link does not work", async () => {
    const { email } = await signUp(server);
    await new TestClient(server.baseURL).post("/api/auth/forgot-password", { email });
    const token = new URL(/(http\S+)/.exec((await waitForMailTo(email)).text)![1]!).searchParams.get("token")!;
    await server.database.db.execute(`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    const response = await new TestClient(server.baseURL).post("/api/auth/reset-password", { token, password: "long enough password" });
    expect(response.status).toBe(400);
  });
});

describe("POST /api/auth/reset-password/check", () => {
  const tokenIn = async (email: string) => new URL(/(http\S+)/.exec((await waitForMailTo(email)).text)![1]!).searchParams.get("token")!;
  const check = (token: string) => new TestClient(server.baseURL).post("/api/auth/reset-password/check", { token });

  test("says a fresh link works without using it; once used, or replaced by a newer one, it says it does not", async () => {
    const { email } = await signUp(server);
    const anonymous = new TestClient(server.baseURL);
    await anonymous.post("/api/auth/forgot-password", { email });
    const token = await tokenIn(email);

    const fresh = await check(token);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ ok: true });
    // Checking twice uses nothing up: the link still sets the password.
    expect((await check(token)).status).toBe(200);
    expect((await anonymous.post("/api/auth/reset-password", { token, password: "a brand new passphrase" })).status).toBe(200);

    const used = await check(token);
    expect(used.status).toBe(400);
    expect(errorBodySchema.parse(used.body).error).toMatchObject({ code: "RESET_TOKEN_INVALID", message: "This reset link is invalid or has expired" });
  });

  test("a link works for one hour of the server's clock, and its e-mail is dated by that clock", async () => {
    let instant = Date.parse("2026-12-01T12:00:00Z");
    const clocked = await startTestServer({}, { clock: { now: () => new Date(instant) } });
    try {
      const { email } = await signUp(clocked);
      await new TestClient(clocked.baseURL).post("/api/auth/forgot-password", { email });
      const message = await waitForMailTo(email, clocked);
      expect(message.createdAt).toBe("2026-12-01T12:00:00.000Z");
      const token = new URL(/(http\S+)/.exec(message.text)![1]!).searchParams.get("token")!;
      const checkOn = (clock: number) => {
        instant = clock;
        return new TestClient(clocked.baseURL).post("/api/auth/reset-password/check", { token });
      };
      expect((await checkOn(Date.parse("2026-12-01T12:59:59Z"))).status).toBe(200);
      expect(errorBodySchema.parse((await checkOn(Date.parse("2026-12-01T13:00:01Z"))).body).error.code).toBe("RESET_TOKEN_INVALID");
    } finally {
      await clocked.close();
    }
  });

  test("an expired link, a made-up one and an empty one are refused", async () => {
    const { email } = await signUp(server);
    await new TestClient(server.baseURL).post("/api/auth/forgot-password", { email });
    const token = await tokenIn(email);
    await server.database.db.execute(`update password_reset_tokens set expires_at = now() - interval '1 second' where used_at is null`);
    expect(errorBodySchema.parse((await check(token)).body).error.code).toBe("RESET_TOKEN_INVALID");
    expect(errorBodySchema.parse((await check("x".repeat(43))).body).error.code).toBe("RESET_TOKEN_INVALID");
    const empty = await check("");
    expect(empty.status).toBe(400);
    expect(errorBodySchema.parse(empty.body).error.code).toBe("VALIDATION_FAILED");
  });
});

/** Every reset e-mail to `email`, once there are at least `count`, oldest first, as the tokens of their links. */
async function resetTokensMailedTo(email: string, count: number): Promise<string[]> {
  return vi.waitFor(
    async () => {
      // The outbox lists the newest first; the sign-up's verification e-mail is not a reset.
      const messages = (await outbox()).filter((entry) => entry.to === email && entry.subject === "Reset your Hearthkeep password").reverse();
      if (messages.length < count) throw new Error(`${messages.length} e-mails to ${email} yet`);
      return messages.map((message) => new URL(/(http\S+\/forgot-password\?token=[A-Za-z0-9_%-]+)/.exec(message.text)![1]!).searchParams.get("token")!);
    },
    { timeout: 60_000, interval: 50 },
  );
}

const askFrom = (address: string, client: TestClient, email: string) =>
  client.post("/api/auth/forgot-password", { email }, { headers: { "x-forwarded-for": address } });

describe("password reset requests of others", () => {
  test("use up an address's new links, after which its owner's request sends the link that still works again, and a known device gets a new one", async () => {
    const owner = await signUp(server);
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      expect((await askFrom(address, new TestClient(server.baseURL), owner.email)).status).toBe(202);
    }
    const newLinks = await resetTokensMailedTo(owner.email, 3);
    expect(new Set(newLinks).size).toBe(3);
    const stillWorking = newLinks[2]!;

    // The owner, from a browser the account never used: no 429, and the link that works comes again.
    const ownersRequest = await askFrom("198.51.100.7", new TestClient(server.baseURL), owner.email);
    expect(ownersRequest.status).toBe(202);
    expect((await resetTokensMailedTo(owner.email, 4))[3]).toBe(stillWorking);
    // Sent again a few times at most, so nobody can flood the inbox with it.
    for (const address of ["203.0.113.4", "203.0.113.5", "203.0.113.6"]) {
      expect((await askFrom(address, new TestClient(server.baseURL), owner.email)).status).toBe(202);
    }
    expect((await resetTokensMailedTo(owner.email, 6)).slice(3)).toEqual([stillWorking, stillWorking, stillWorking]);

    // From the browser the owner signed up on: a new link, whatever others asked for.
    expect((await owner.client.post("/api/auth/forgot-password", { email: owner.email })).status).toBe(202);
    const mailed = await resetTokensMailedTo(owner.email, 7);
    expect(mailed).toHaveLength(7);
    const fromKnownDevice = mailed[6]!;
    expect(newLinks).not.toContain(fromKnownDevice);
    expect((await new TestClient(server.baseURL).post("/api/auth/reset-password/check", { token: stillWorking })).status).toBe(400);
    expect((await new TestClient(server.baseURL).post("/api/auth/reset-password", { token: fromKnownDevice, password: "a brand new passphrase" })).status).toBe(200);
  });

  test("reset-password counts apart from forgot-password: a household that used up its requests can still use its link", async () => {
    const { email, client } = await signUp(server);
    const household = "198.51.100.40";
    expect((await askFrom(household, client, email)).status).toBe(202);
    const [token] = await resetTokensMailedTo(email, 1);
    for (let request = 1; request < server.config.rateLimits.forgotPasswordPerIp.limit; request += 1) {
      expect((await askFrom(household, new TestClient(server.baseURL), uniqueEmail("housemate"))).status).toBe(202);
    }
    expect((await askFrom(household, new TestClient(server.baseURL), uniqueEmail("housemate"))).status).toBe(429);

    const reset = await new TestClient(server.baseURL).post("/api/auth/reset-password", { token, password: "a brand new passphrase" }, { headers: { "x-forwarded-for": household } });
    expect(reset.status).toBe(200);
  });
});
