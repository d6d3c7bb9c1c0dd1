import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultRateLimits } from "../config.ts";
import { answerAsSent } from "../../test-support/server/answer-as-sent.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/*
 * A browser asks for every answer compressed. The dashboard, the app's most frequent read, is compressed
 * in one call with the fastest settings rather than through the compression middleware's stream, which
 * cost the server nearly as much as the rest of the answer (docs/decisions/041-api-answers-compressed-in-one-call.md).
 */
let server: TestServer;
let user: SignedInClient;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } } });
  user = await signUp(server);
  const onboarding = await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "refrigerator" }, { type: "dishwasher" }] });
  expect(onboarding.status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

/** The dashboard as a browser asks for it, its bytes as sent. */
const dashboardAsSent = (acceptEncoding: string) =>
  answerAsSent(`${server.baseURL}/api/tasks/for-dashboard`, { "accept-encoding": acceptEncoding, authorization: `Bearer ${user.client.accessToken}`, "x-time-zone": "America/New_York" });

describe("GET /api/tasks/for-dashboard, as a browser asks for it", () => {
  test("is sent compressed in one call, and decodes to the same dashboard as an uncompressed answer", async () => {
    const plain = await dashboardAsSent("identity");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const compressed = await dashboardAsSent("gzip, deflate, br, zstd");
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["vary"]).toContain("Accept-Encoding");
    expect(compressed.headers["etag"]).toBe(plain.headers["etag"]);
    expect(brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true);
    // The bytes of the one-call settings; the middleware's stream (quality 4) writes others.
    const oneCall = brotliCompressSync(plain.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 1,
        [constants.BROTLI_PARAM_LGWIN]: 16,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.body.length,
      },
    });
    expect(compressed.body.equals(oneCall)).toBe(true);
  });
});
