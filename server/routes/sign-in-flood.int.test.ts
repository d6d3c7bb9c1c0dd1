import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { authResponseSchema, errorBodySchema } from "@domain/contract/index.ts";
import { createHashingGate, type HashingPriority } from "../security/hashing-gate.ts";
import { createPasswordHashing } from "../security/password.ts";
import { quickPasswordHashParameters, startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { signUp, TestClient, testPassword, uniqueEmail, type SignedInClient, type TestResponse } from "../../test-support/server/test-client.ts";

/*
 * 150 sign-ins at once from 150 addresses, each within every limit, while the owner signs in from a browser
 * the account used before. The test servers hash at a lower cost, so what is watched is the queue: one
 * hash at a time, a few waiting, the rest refused at once, and the owner admitted before every stranger
 * who was waiting (docs/decisions/045-password-work-admitted-in-order.md).
 */
const waitingBound = 20;
const admissions: HashingPriority[] = [];
const gate = createHashingGate({
  concurrency: 1,
  maxWaiting: waitingBound,
  // Waits are bounded by the queue's length here; a slow machine must not turn them into refusals.
  maxWaitMs: 600_000,
  retryAfterSeconds: 5,
  onAdmit: (priority) => admissions.push(priority),
});

let server: TestServer;
let owner: SignedInClient;
beforeAll(async () => {
  server = await startTestServer({}, { passwordHashing: createPasswordHashing(quickPasswordHashParameters, gate) });
  owner = await signUp(server);
  // An unknown address is checked against a hash of no account, made at the first such sign-in.
  expect((await signInFrom("192.0.2.1", new TestClient(server.baseURL), uniqueEmail("nobody"), "not the right passphrase")).status).toBe(401);
});
afterAll(() => server.close());

/** Takes the gate's one slot until the returned function is called, so the flood queues behind it. */
async function holdTheSlot(): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  void gate.run("stranger", () => held);
  await vi.waitFor(() => expect(gate.load().running).toBe(1));
  return release;
}

/** A sign-in from its own address (the app trusts the loopback proxy's X-Forwarded-For). */
function signInFrom(address: string, client: TestClient, email: string, password: string) {
  return client.post("/api/auth/login", { email, password }, { headers: { "x-forwarded-for": address } });
}

describe("a flood of sign-ins from many addresses", () => {
  test("refuses the excess at once with 503 and Retry-After, and admits the owner's known device before the strangers waiting", async () => {
    const strangers = Array.from({ length: 150 }, () => new TestClient(owner.client.baseURL));
    await Promise.all(strangers.map((stranger) => stranger.get("/api/health")));
    const ownersBrowser = new TestClient(server.baseURL);
    // The browser the owner signed up on: its device cookie, without the session (signed out).
    ownersBrowser.cookies.set("known_device", owner.client.cookies.get("known_device")!);
    await ownersBrowser.get("/api/health");
    expect(ownersBrowser.cookies.get("known_device")).toBeDefined();

    const release = await holdTheSlot();
    admissions.length = 0;
    const refused: TestResponse[] = [];
    const flood = strangers.map((stranger, index) =>
      signInFrom(`10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`, stranger, uniqueEmail("stranger"), "not the right passphrase").then((answer) => {
        if (answer.status === 503) refused.push(answer);
        return answer;
      }),
    );
    // The queue is full and the excess was refused without waiting for any hash.
    await vi.waitFor(() => expect(refused.length).toBe(150 - waitingBound), { timeout: 120_000, interval: 20 });
    expect(gate.load().waiting.stranger).toBe(waitingBound);

    const ownerSignsIn = signInFrom("192.0.2.7", ownersBrowser, owner.email, testPassword);
    await vi.waitFor(() => expect(gate.load().waiting["known-device"]).toBe(1), { timeout: 60_000, interval: 20 });
    release();

    const ownersAnswer = await ownerSignsIn;
    expect(ownersAnswer.status).toBe(200);
    expect(authResponseSchema.parse(ownersAnswer.body).user.id).toBe(owner.user.id);
    // First in after the slot was freed, ahead of all twenty strangers who were waiting before it.
    expect(admissions[0]).toBe("known-device");

    const answers = await Promise.all(flood);
    expect(admissions.filter((priority) => priority === "stranger")).toHaveLength(waitingBound);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(waitingBound);
    for (const answer of refused) {
      expect(errorBodySchema.parse(answer.body).error.code).toBe("SERVER_BUSY");
      expect(answer.headers.get("retry-after")).toBe("5");
    }
  });

  test("a device cookie of another account, or a forged one, gives no place ahead", async () => {
    const neighbour = await signUp(server);
    const forged = `${owner.user.id}.${"A".repeat(43)}`;
    const release = await holdTheSlot();
    admissions.length = 0;
    try {
      const otherAccountsDevice = new TestClient(server.baseURL);
      otherAccountsDevice.cookies.set("known_device", neighbour.client.cookies.get("known_device")!);
      const forgedDevice = new TestClient(server.baseURL);
      forgedDevice.cookies.set("known_device", { value: forged, path: "/api/auth" });
      const signIns = [
        signInFrom("192.0.2.8", otherAccountsDevice, owner.email, testPassword),
        signInFrom("192.0.2.9", forgedDevice, owner.email, testPassword),
      ];
      await vi.waitFor(() => expect(gate.load().waiting.stranger).toBe(2), { timeout: 60_000, interval: 20 });
      expect(gate.load().waiting["known-device"]).toBe(0);
      release();
      expect((await Promise.all(signIns)).map((answer) => answer.status)).toEqual([200, 200]);
      expect(admissions).toEqual(["stranger", "stranger"]);
    } finally {
      release();
    }
  });
});
