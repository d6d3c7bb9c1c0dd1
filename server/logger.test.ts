import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import { createLogger, redactQuery, redactUrl, requestLogSerializers, scrubText, serializeError } from "./logger.ts";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger({ logLevel: "info", nodeEnv: "production" }, stream), lines };
}

describe("log redaction (docs/product.md §8.7)", () => {
  test.each([
    [{ email: "ana@example.com" }],
    [{ user: { email: "ana@example.com" } }],
    [{ body: { password: "hunter22", token: "abc.def.ghi" } }],
    [{ accessToken: "eyJhbGciOi.secret" }],
    [{ session: { refreshToken: "opaque-refresh" } }],
    [{ deep: { deeper: { deepest: { account: { email: "ana@example.com", password: "hunter22" } } } } }],
    [{ list: [{ token: "abc.def.ghi" }, { refreshToken: "opaque-refresh" }] }],
  ])("blanks personal data and secrets in %j", (fields) => {
    const { logger, lines } = capture();
    logger.info(fields, "message");
    const line = lines.join("");
    for (const secret of ["ana@example.com", "hunter22", "abc.def.ghi", "eyJhbGciOi.secret", "opaque-refresh", "eyJ.secret"]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain("[redacted]");
  });

  // Objects of a class, as Node's IncomingMessage and ServerResponse are, which the field scrub leaves to
  // the serializers, and plain records.
  class Message {
    constructor(readonly headers: Record<string, string>) {}
  }
  test.each([
    ["objects of a class", { req: new Message({ authorization: "Bearer eyJ.secret", "x-csrf-token": "csrf-secret" }), res: new Message({ "set-cookie": "refresh_token=opaque-refresh" }) }],
    ["plain records", { req: { headers: { authorization: "Bearer eyJ.secret", cookie: "refresh_token=opaque-refresh", "x-csrf-token": "csrf-secret" } }, res: { headers: { "set-cookie": "refresh_token=opaque-refresh" } } }],
  ])("a request and a response logged as %s keep none of their headers", (_, fields) => {
    const { logger, lines } = capture();
    logger.info(fields, "message");
    const line = lines.join("");
    for (const secret of ["eyJ.secret", "csrf-secret", "opaque-refresh"]) expect(line).not.toContain(secret);
  });

  test("a child logger's own fields are blanked too", () => {
    const { logger, lines } = capture();
    logger.child({ session: { accessToken: "eyJhbGciOi.secret" } }).child({ owner: "ana@example.com" }).info("message");
    const line = lines.join("");
    expect(line).not.toContain("eyJhbGciOi.secret");
    expect(line).not.toContain("ana@example.com");
  });

  test.each([
    ["/forgot-password?token=abc123", "/forgot-password?token=[redacted]"],
    ["/api/x?email=ana%40example.com&page=2", "/api/x?email=[redacted]&page=[redacted]"],
    ["/api/health", "/api/health"],
  ])("request URLs lose their query values: %s", (url, expected) => {
    expect(redactQuery(url)).toBe(expected);
  });

  test.each([
    ["/api/calendar/AA1iAILcSYQQ3lCUQtATcS5PuNgRJIoa5mh5iyZaSA0.ics", "/api/calendar/[redacted].ics"],
    ["/api/calendar/AA1iAILcSYQQ3lCUQtATcS5PuNgRJIoa5mh5iyZaSA0.ics?x=1", "/api/calendar/[redacted].ics?x=[redacted]"],
    ["/api/email/unsubscribe/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl", "/api/email/unsubscribe/[redacted]"],
    ["/api/email/unsubscribe/not-even-a-token", "/api/email/unsubscribe/[redacted]"],
    ["/api/users/victim@example.com", "/api/users/[e-mail]"],
    ["/api/tasks/for-dashboard", "/api/tasks/for-dashboard"],
  ])("a credential or an e-mail in the path stays out of the log: %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(requestLogSerializers.req({ url }).url).toBe(expected);
  });

  const secret = "AA1iAILcSYQQ3lCUQtATcS5PuNgRJIoa5mh5iyZaSA0";
  test.each([
    [`/api/calendar/${secret}.ics/`, "/api/calendar/[redacted].ics/"],
    [`/API/calendar/${secret}.ics`, "/API/calendar/[redacted].ics"],
    [`/api/Calendar/${secret}.ics`, "/api/Calendar/[redacted].ics"],
    [`/api/calendar/${secret}.ICS`, "/api/calendar/[redacted].ICS"],
    [`/api//calendar/${secret}.ics`, "/api/calendar/[redacted].ics"],
    [`//api/calendar/${secret}.ics`, "/api/calendar/[redacted].ics"],
    [`/api/./calendar/${secret}.ics`, "/api/calendar/[redacted].ics"],
    [`/api/users/../calendar/${secret}.ics`, "/api/calendar/[redacted].ics"],
    [`/api\\calendar\\${secret}.ics`, "/api/calendar/[redacted].ics"],
    [`/api/%63alendar/${secret}.ics`, "/api/calendar/[redacted].ics"],
    [`/api%2Fcalendar%2F${secret}.ics`, "/api/calendar/[redacted].ics"],
    [`/api/calendar%252F${secret}.ics`, "/api/calendar/[redacted].ics"],
    [`/api/calendar/${secret}%2Eics`, "/api/calendar/[redacted].ics"],
    [`/api/calendar/${secret}`, "/api/calendar/[redacted]"],
    [`/api/calendar/${secret}.ics/extra/${secret}`, "/api/calendar/[redacted]"],
    [`/api/calendar/${secret}.ics;x=1`, "/api/calendar/[redacted]"],
    [`http://hearthkeep.example/api/calendar/${secret}.ics`, "http://hearthkeep.example/api/calendar/[redacted].ics"],
    [`/api/Email/Unsubscribe/${secret}/`, "/api/Email/Unsubscribe/[redacted]"],
  ])("the calendar secret (or an unsubscribe token) in any form of its path stays out of the log: %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(JSON.stringify(requestLogSerializers.req({ url }))).not.toContain(secret);
  });

  test.each(["/api/users/calendar", "/api/users/calendar/regenerate", "/api/calendar", "/api/calendar/", "/calendar/x.ics"])("a path with no credential is kept as it came: %s", (url) => {
    expect(redactUrl(url)).toBe(url);
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

describe("errors in the log (docs/product.md §8)", () => {
  const hash = "scrypt$131072$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5";
  const email = "ana@example.com";
  const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";

  /** What Drizzle throws when a query fails: its message lists the parameters; the cause is the database's error. */
  function failedQuery() {
    const cause = Object.assign(new Error('new row for relation "users" violates check constraint "users_name_refused"'), {
      code: "23514",
      constraint: "users_name_refused",
      detail: `Failing row contains (7b0c, ${email}, ${hash}, Refused).`,
      params: [email, hash],
    });
    return Object.assign(new Error(`Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ${email},${hash}`), {
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: [email, hash],
      cause,
    });
  }

  test("a failed query is logged with its SQL and the database's diagnosis, never its parameters or row", () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: "info", nodeEnv: "test" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    logger.error({ err: failedQuery(), body: { user: { passwordHash: hash, note: `write to ${email}` } } }, `signup failed for ${email} with ${jwt}`);
    const line = lines.join("");
    expect(line).toContain("users_name_refused");
    expect(line).toContain('insert into \\"users\\"');
    for (const secret of [email, hash, jwt, "scrypt$"]) expect(line).not.toContain(secret);
  });

  test.each([
    [`Key (email)=(${email}) already exists.`, "Key (email)=([redacted]) already exists."],
    [`Bearer ${jwt}`, "Bearer [redacted]"],
    [`token ${jwt} for ${email}`, "token [token] for [e-mail]"],
    [`stored ${hash}`, "stored [password hash]"],
  ])("scrubs %s", (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  test("an error keeps its type, message and stack, scrubbed", () => {
    const serialized = serializeError(failedQuery()) as { type: string; message: string; stack: string; params?: unknown; cause: { detail: string; constraint: string } };
    expect(serialized.type).toBe("Error");
    expect(serialized.message).toBe('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted]');
    expect(serialized.stack).not.toContain(email);
    expect(serialized.params).toBeUndefined();
    expect(serialized.cause).toMatchObject({ constraint: "users_name_refused", detail: "Failing row contains ([redacted])." });
  });
});
