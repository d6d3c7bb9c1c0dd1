import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultRateLimits } from "../config.ts";
import { hashingConcurrency, hashingQueueLength } from "../security/password.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { TestClient, uniqueEmail } from "../../test-support/server/test-client.ts";

let server: TestServer;
beforeAll(async () => {
  // The app's own hashing, at full cost: the burst must fill the pool.
  server = await startTestServer({ rateLimits: { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } } }, { appPasswordHashing: true });
});
afterAll(async () => {
  // Closed by the test itself; closing twice is harmless.
  await server.close().catch(() => undefined);
});

describe("password hashing under a burst", () => {
  // Each full scrypt takes a moment on a busy machine, so the limits are generous.
  test("50 sign-ups at once keep GET /api/health answering while they wait for the hashing queue or are refused", { timeout: 300_000 }, async () => {
    // One sign-up first: it loads the password-strength dictionaries, a one-off cost of the first sign-up.
    expect((await new TestClient(server.baseURL).post("/api/auth/signup", { email: uniqueEmail("warm-up"), password: "copper kettle on the hob" })).status).toBe(201);
    const signUps = Array.from({ length: 50 }, (_, index) =>
      new TestClient(server.baseURL).post("/api/auth/signup", { email: uniqueEmail(`burst-${index}`), password: "copper kettle on the hob" }),
    );
    // The queue is bounded in length and in wait, so the burst ends within seconds: admitted or refused.
    const settled = signUps.map((signUp) => signUp.catch(() => undefined));
    // The pool is full and sign-ups are queueing behind it.
    await expect.poll(() => hashingQueueLength(), { timeout: 300_000, interval: 50 }).toBeGreaterThan(hashingConcurrency);

    const startedAt = performance.now();
    const health = await new TestClient(server.baseURL).get("/api/health");
    const waited = performance.now() - startedAt;
    expect(health.status).toBe(200);
    // Answered while the burst was still being hashed, not after it…
    expect(hashingQueueLength()).toBeGreaterThan(0);
    // …and promptly: the target is under a second; the bound is generous for a machine busy with other work.
    expect(waited).toBeLessThan(10_000);

    // The queue works through what it admitted; the excess was refused at once with 503 and Retry-After.
    const answers = await Promise.all(signUps);
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    for (const answer of answers.filter((each) => each.status !== 201)) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    await server.close();
    await Promise.all(settled);
  });
});
