import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SignJWT } from "jose";
import { sql } from "drizzle-orm";
import { authResponseSchema, errorBodySchema, meResponseSchema, profileSchema, refreshResponseSchema, sessionResponseSchema } from "@domain/contract/index.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { logIn, signUp, TestClient, testPassword, uniqueEmail } from "../../test-support/server/test-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const errorCode = (body: unknown) => errorBodySchema.parse(body).error.code;

/** The password hash a server's database holds for a user. */
async function storedHash(where: TestServer, userId: string): Promise<string> {
  const result = await where.database.db.execute(sql`select password_hash from users where id = ${userId}`);
  return (result as { rows: { password_hash: string }[] }).rows[0]!.password_hash;
}

describe("POST /api/auth/signup, /login, GET /api/auth/me", () => {
  test("signup then login then me answers the same user, on the free plan, with a normalised e-mail", async () => {
    const email = uniqueEmail("Ana").toUpperCase();
    const signedUp = await signUp(server, { email: `  ${email} `, name: "Ana" });
    expect(signedUp.user).toMatchObject({ email: email.toLowerCase(), name: "Ana", plan: "free", hasCompletedOnboarding: false, avatarUrl: null });
    expect(signedUp.client.refreshToken).toBeDefined();

    const loggedIn = await logIn(server, email, testPassword);
    expect(loggedIn.user.id).toBe(signedUp.user.id);

    const me = await loggedIn.client.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(meResponseSchema.parse(me.body).user).toMatchObject({ id: signedUp.user.id, email: email.toLowerCase() });
    expect(JSON.stringify(me.body)).not.toMatch(/password|hash/i);

    const passwordHash = await storedHash(server, signedUp.user.id);
    expect(passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(passwordHash).not.toContain(testPassword);
  });

  test("an account starts with the theme the browser chose before it existed; an unknown one is refused", async () => {
    const themeOf = async (client: TestClient) => profileSchema.parse((await client.get("/api/users/profile")).body).preferences.theme;
    const client = new TestClient(server.baseURL);
    const signedUp = await client.post("/api/auth/signup", { email: uniqueEmail("dark"), password: testPassword, theme: "dark" });
    expect(signedUp.status).toBe(201);
    client.accessToken = authResponseSchema.parse(signedUp.body).accessToken;
    expect(await themeOf(client)).toBe("dark");

    const refused = await new TestClient(server.baseURL).post("/api/auth/signup", { email: uniqueEmail("sepia"), password: testPassword, theme: "sepia" });
    expect(refused.status).toBe(400);
    expect(errorCode(refused.body)).toBe("VALIDATION_FAILED");
  });

  test("the app stores a password at OWASP's scrypt parameters, and one stored at lower parameters is hashed anew at the next login", async () => {
    // This file's server hashes at a test's lower cost (test-support/server/test-server.ts); this one as the app does.
    const app = await startTestServer({}, { appPasswordHashing: true });
    try {
      const email = uniqueEmail("owasp");
      const { user } = await signUp(app, { email });
      expect(await storedHash(app, user.id)).toMatch(/^scrypt\$131072\$8\$1\$/);

      // The same password hashed at lower parameters, as an older version would have stored it.
      const lower = await signUp(server, { email: uniqueEmail("lower") });
      const weak = await storedHash(server, lower.user.id);
      expect(weak).toMatch(/^scrypt\$1024\$8\$1\$/);
      await app.database.db.execute(sql`update users set password_hash = ${weak} where id = ${user.id}`);

      expect((await logIn(app, email, testPassword)).user.id).toBe(user.id);
      expect(await storedHash(app, user.id)).toMatch(/^scrypt\$131072\$8\$1\$/);
    } finally {
      await app.close();
    }
  });

  test("the refresh cookie is httpOnly, SameSite=Lax and scoped to /api/auth", async () => {
    const client = new TestClient(server.baseURL);
    await client.get("/api/health");
    const response = await fetch(`${server.baseURL}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `csrf_token=${client.csrfToken}`, "x-csrf-token": client.csrfToken! },
      body: JSON.stringify({ email: uniqueEmail(), password: testPassword }),
    });
    expect(response.status).toBe(201);
    const refreshCookie = response.headers.getSetCookie().find((line) => line.startsWith("refresh_token="));
    expect(refreshCookie).toMatch(/HttpOnly/);
    expect(refreshCookie).toMatch(/SameSite=Lax/);
    expect(refreshCookie).toMatch(/Path=\/api\/auth/);
    expect(refreshCookie).not.toMatch(/Secure/);
  });

  test("a taken e-mail, in any case and spacing, answers 409", async () => {
    const { email } = await signUp(server);
    const client = new TestClient(server.baseURL);
    const response = await client.post("/api/auth/signup", { email: ` ${email.toUpperCase()}`, password: testPassword });
    expect(response.status).toBe(409);
    expect(errorCode(response.body)).toBe("EMAIL_TAKEN");
  });

  test("an unknown e-mail and a wrong password get the same answer, in about the same time", async () => {
    const { email } = await signUp(server);
    const client = new TestClient(server.baseURL);
    const timed = async (body: unknown) => {
      const started = performance.now();
      const response = await client.post("/api/auth/login", body);
      return { response, ms: performance.now() - started };
    };
    // Warm the dummy hash so the first measurement is not its creation.
    await timed({ email: uniqueEmail(), password: "whatever" });
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const wrong = await timed({ email, password: "wrong password" });
      const unknown = await timed({ email: uniqueEmail(), password: "wrong password" });
      expect(wrong.response.status).toBe(401);
      expect(unknown.response.status).toBe(401);
      expect(unknown.response.body).toEqual(wrong.response.body);
      wrongTimes.push(wrong.ms);
      unknownTimes.push(unknown.ms);
    }
    // Medians of interleaved rounds; skipping the hash for unknown e-mails would make them ~50x faster.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    const [fast, slow] = [median(wrongTimes), median(unknownTimes)].sort((a, b) => a - b) as [number, number];
    expect(fast / slow).toBeGreaterThan(0.33);
  });
});

describe("POST /api/auth/refresh", () => {
  test("rotates: each refresh answers a new access token and replaces the refresh cookie", async () => {
    const { client, user } = await signUp(server);
    const first = client.refreshToken;
    const response = await client.post("/api/auth/refresh", undefined, { auth: false });
    expect(response.status).toBe(200);
    const { accessToken } = refreshResponseSchema.parse(response.body);
    expect(client.refreshToken).toBeDefined();
    expect(client.refreshToken).not.toBe(first);

    client.accessToken = accessToken;
    const me = await client.get("/api/auth/me");
    expect(meResponseSchema.parse(me.body).user.id).toBe(user.id);

    const again = await client.post("/api/auth/refresh", undefined, { auth: false });
    expect(again.status).toBe(200);
  });

  test("a token spent less than a minute ago is answered again with the same successor, and the family lives on", async () => {
    // The browser that spent it may never have stored the answer: a navigation or a lost connection
    // dropped it, and its next check presents the same token (docs/decisions/026).
    const { client } = await signUp(server);
    const spent = client.refreshToken!;
    expect((await client.post("/api/auth/refresh")).status).toBe(200);
    const answeredFirst = client.refreshToken!;

    const sameBrowserAgain = new TestClient(server.baseURL);
    sameBrowserAgain.cookies.set("refresh_token", { value: spent, path: "/api/auth" });
    const again = await sameBrowserAgain.post("/api/auth/refresh");
    expect(again.status).toBe(200);
    refreshResponseSchema.parse(again.body);
    expect(sameBrowserAgain.refreshToken).toBe(answeredFirst);

    // The family was not revoked: its one live token goes on.
    expect((await client.post("/api/auth/refresh")).status).toBe(200);
  });

  test("reusing a refresh token spent more than a minute ago revokes the whole family, including the newest token", async () => {
    const { client, user } = await signUp(server);
    const stolen = client.refreshToken!;
    expect((await client.post("/api/auth/refresh")).status).toBe(200);
    const legitimateNext = client.refreshToken!;
    await server.database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '61 seconds' where user_id = ${user.id} and used_at is not null`,
    );

    const attacker = new TestClient(server.baseURL);
    attacker.cookies.set("refresh_token", { value: stolen, path: "/api/auth" });
    const replay = await attacker.post("/api/auth/refresh");
    expect(replay.status).toBe(401);
    expect(errorCode(replay.body)).toBe("SESSION_INVALID");

    const owner = new TestClient(server.baseURL);
    owner.cookies.set("refresh_token", { value: legitimateNext, path: "/api/auth" });
    const afterRevocation = await owner.post("/api/auth/refresh");
    expect(afterRevocation.status).toBe(401);
  });

  test("an expired refresh token answers 401 and clears the cookie", async () => {
    const { client, user } = await signUp(server);
    await server.database.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const response = await client.post("/api/auth/refresh");
    expect(response.status).toBe(401);
    expect(client.refreshToken).toBeUndefined();
  });

  test("without a cookie answers 401", async () => {
    const response = await new TestClient(server.baseURL).post("/api/auth/refresh");
    expect(response.status).toBe(401);
  });
});

describe("GET /api/auth/session", () => {
  test("answers ok with the user and a fresh access token from the cookie, and ok false without one", async () => {
    const { client, user } = await signUp(server);
    const probe = await client.get("/api/auth/session", { auth: false });
    const body = sessionResponseSchema.parse(probe.body);
    expect(body.ok && body.user.id).toBe(user.id);

    const anonymous = await new TestClient(server.baseURL).get("/api/auth/session");
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ ok: false });
  });

  test("sets the csrf_token cookie (not httpOnly) for the first state-changing call", async () => {
    const response = await fetch(`${server.baseURL}/api/auth/session`);
    const csrfCookie = response.headers.getSetCookie().find((line) => line.startsWith("csrf_token="));
    expect(csrfCookie).toBeDefined();
    expect(csrfCookie).not.toMatch(/HttpOnly/);
  });
});

describe("POST /api/auth/logout", () => {
  test("revokes the session and clears the cookie: refresh and the probe then fail", async () => {
    const { client } = await signUp(server);
    const token = client.refreshToken!;
    const response = await client.post("/api/auth/logout");
    expect(response.status).toBe(204);
    expect(client.refreshToken).toBeUndefined();

    const replay = new TestClient(server.baseURL);
    replay.cookies.set("refresh_token", { value: token, path: "/api/auth" });
    expect((await replay.post("/api/auth/refresh")).status).toBe(401);
    expect((await replay.get("/api/auth/session")).body).toEqual({ ok: false });
  });
});

describe("access tokens", () => {
  test("a tampered access token answers 401", async () => {
    const { client } = await signUp(server);
    const [header, payload, signature] = client.accessToken!.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "00000000-0000-4000-8000-000000000000" })).toString("base64url");
    client.accessToken = `${header}.${forged}.${signature}`;
    const response = await client.get("/api/auth/me");
    expect(response.status).toBe(401);
    expect(errorCode(response.body)).toBe("UNAUTHORIZED");
  });

  test("an expired access token answers 401", async () => {
    const { client, user } = await signUp(server);
    // Signed with the server's own secret, so only the expiry is wrong.
    const { resolveJwtSecret } = await import("../security/access-token.ts");
    const key = new TextEncoder().encode(resolveJwtSecret(server.config));
    const longAgo = Math.floor(Date.now() / 1000) - 3600;
    client.accessToken = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuer("hearthkeep")
      .setAudience("hearthkeep-api")
      .setIssuedAt(longAgo - 900)
      .setExpirationTime(longAgo)
      .sign(key);
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });

  test("a token signed with another secret, or with alg none, answers 401", async () => {
    const { client, user } = await signUp(server);
    client.accessToken = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuer("hearthkeep")
      .setAudience("hearthkeep-api")
      .setExpirationTime("15m")
      .sign(new TextEncoder().encode("another secret that is long enough to sign"));
    expect((await client.get("/api/auth/me")).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from(JSON.stringify({ sub: user.id, exp: 9999999999 })).toString("base64url")}.`;
    client.accessToken = none;
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });

  test("the access token expires 15 minutes after issue", async () => {
    const { client } = await signUp(server);
    const claims = JSON.parse(Buffer.from(client.accessToken!.split(".")[1]!, "base64url").toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });
});

describe("CSRF", () => {
  test("a state-changing request without the X-CSRF-Token header answers 403 and changes nothing", async () => {
    const client = new TestClient(server.baseURL);
    await client.get("/api/health");
    const email = uniqueEmail();
    const response = await client.post("/api/auth/signup", { email, password: testPassword }, { csrf: false });
    expect(response.status).toBe(403);
    expect(errorCode(response.body)).toBe("CSRF_FAILED");
    const login = await client.post("/api/auth/login", { email, password: testPassword });
    expect(login.status).toBe(401);
  });

  test("a wrong X-CSRF-Token header answers 403", async () => {
    const { client } = await signUp(server);
    const response = await client.put("/api/users/profile", { name: "Changed" }, { headers: { "x-csrf-token": "x".repeat(43) } });
    expect(response.status).toBe(403);
    const profile = await client.get<{ name?: string }>("/api/users/profile");
    expect(profile.body.name).toBeUndefined();
  });

  test("a header without the cookie answers 403", async () => {
    const response = await fetch(`${server.baseURL}/api/auth/logout`, { method: "POST", headers: { "x-csrf-token": "a".repeat(43) } });
    expect(response.status).toBe(403);
  });
});

describe("POST /api/auth/dev-login", () => {
  test("does not exist outside development (404)", async () => {
    const response = await new TestClient(server.baseURL).post("/api/auth/dev-login", { email: uniqueEmail() });
    expect(response.status).toBe(404);
  });

  test("in development signs in as the address, creating it, and reset starts afresh", async () => {
    const development = await startTestServer({ nodeEnv: "development", logLevel: "silent" });
    try {
      const email = uniqueEmail("dev");
      const client = new TestClient(development.baseURL);
      const first = authResponseSchema.parse((await client.post("/api/auth/dev-login", { email })).body);
      const again = authResponseSchema.parse((await client.post("/api/auth/dev-login", { email })).body);
      expect(again.user.id).toBe(first.user.id);
      const reset = authResponseSchema.parse((await client.post("/api/auth/dev-login", { email, reset: true })).body);
      expect(reset.user.id).not.toBe(first.user.id);

      // A caller from elsewhere (here: through a proxy on this machine) does not find it.
      const remote = await client.post("/api/auth/dev-login", { email }, { headers: { "x-forwarded-for": "203.0.113.7" } });
      expect(remote.status).toBe(404);
      // The same answer as for a route that does not exist: nothing tells the caller the helper is there.
      expect(remote.body).toEqual({ error: { code: "NOT_FOUND", message: "No API route for POST /auth/dev-login" } });
      const outbox = await client.get("/api/dev/outbox", { headers: { "x-forwarded-for": "203.0.113.7" } });
      expect(outbox.status).toBe(404);
      expect(outbox.body).toEqual({ error: { code: "NOT_FOUND", message: "No API route for GET /dev/outbox" } });
    } finally {
      await development.close();
    }
  });
});

describe("Cache-Control on /api/auth", () => {
  test("every answer under /api/auth, success or refusal, is no-store", async () => {
    const email = uniqueEmail("NoStore");
    const client = new TestClient(server.baseURL);
    await client.get("/api/health");
    const answers = {
      signup: await client.post("/api/auth/signup", { email, password: testPassword }),
      login: await client.post("/api/auth/login", { email, password: testPassword }),
      refresh: await client.post("/api/auth/refresh"),
      session: await client.get("/api/auth/session"),
      me: await client.get("/api/auth/me"),
      "forgot-password": await client.post("/api/auth/forgot-password", { email }),
      "reset-password (bad token)": await client.post("/api/auth/reset-password", { token: "not-a-token", password: testPassword }),
      "login (wrong password)": await client.post("/api/auth/login", { email, password: `${testPassword}!` }),
      "login (no CSRF header)": await client.post("/api/auth/login", { email, password: testPassword }, { csrf: false }),
      logout: await client.post("/api/auth/logout"),
      "unknown auth path": await client.get("/api/auth/nothing-here"),
    };
    const cacheControl = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, `${answer.status} ${answer.headers.get("cache-control")}`]));
    for (const [name, line] of Object.entries(cacheControl)) expect(line, name).toMatch(/^\d{3} no-store$/);
    expect(answers.signup.status).toBe(201);
    expect(answers.refresh.status).toBe(200);
    expect(answers["login (no CSRF header)"].status).toBe(403);
  });
});
