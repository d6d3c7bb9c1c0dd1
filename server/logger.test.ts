import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, test } from "vitest";
import { redactedPaths, redactQuery, requestLogSerializers } from "./logger.ts";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ redact: { paths: redactedPaths, censor: "[redacted]" } }, stream), lines };
}

describe("log redaction (docs/product.md §8.7)", () => {
  test.each([
    [{ email: "ana@example.com" }],
    [{ user: { email: "ana@example.com" } }],
    [{ body: { password: "hunter22", token: "abc.def.ghi" } }],
    [{ accessToken: "eyJhbGciOi.secret" }],
    [{ session: { refreshToken: "opaque-refresh" } }],
    [{ req: { headers: { authorization: "Bearer eyJ.secret", cookie: "refresh_token=opaque-refresh" } } }],
  ])("blanks personal data and secrets in %j", (fields) => {
    const { logger, lines } = capture();
    logger.info(fields, "message");
    const line = lines.join("");
    for (const secret of ["ana@example.com", "hunter22", "abc.def.ghi", "eyJhbGciOi.secret", "opaque-refresh", "eyJ.secret"]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain("[redacted]");
  });

  test.each([
    ["/forgot-password?token=abc123", "/forgot-password?token=[redacted]"],
    ["/api/x?email=ana%40example.com&page=2", "/api/x?email=[redacted]&page=[redacted]"],
    ["/api/health", "/api/health"],
  ])("request URLs lose their query values: %s", (url, expected) => {
    expect(redactQuery(url)).toBe(expected);
  });

  test("the request serializer keeps no headers but the user agent", () => {
    const serialized = requestLogSerializers.req({
      id: 1,
      method: "POST",
      url: "/api/auth/login?next=x",
      headers: { cookie: "refresh_token=secret", authorization: "Bearer secret", "user-agent": "test" },
    });
    expect(JSON.stringify(serialized)).not.toContain("secret");
    expect(serialized).toMatchObject({ method: "POST", url: "/api/auth/login?next=[redacted]", userAgent: "test" });
  });
});
