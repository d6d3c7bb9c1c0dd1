import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema } from "@domain/contract/index.ts";
import { startTestServer, type TestServer } from "./test-support/test-server.ts";
import { signUp, TestClient, uniqueEmail } from "./test-support/test-client.ts";

/*
 * Logs never hold secrets or personal data (docs/product.md §8). A database error used to be logged with
 * its parameters (the e-mail and the whole password hash) and with the row PostgreSQL failed to
 * write. Here the users table is made to refuse one name, so real queries fail, and the log is read.
 */
const logLines: string[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
const log = () => logLines.join("");

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logLevel: "info" }, { logDestination });
  await server.database.db.execute(sql`alter table users add constraint users_name_refused check (name is distinct from 'Refused')`);
}, 600_000);
afterAll(() => server.close());

describe("a failing query", () => {
  test("at sign-up answers 500 and logs the error without the e-mail, the password or its hash", async () => {
    const email = uniqueEmail("secret-owner");
    const password = "a long and secret passphrase";
    logLines.length = 0;
    const response = await new TestClient(server.baseURL).post("/api/auth/signup", { email, password, name: "Refused" });
    expect(response.status).toBe(500);
    expect(errorBodySchema.parse(response.body).error.code).toBe("INTERNAL");
    // The error is in the log, with what helps (the constraint), and without what must not be there.
    expect(log()).toContain("users_name_refused");
    expect(log()).not.toContain(email);
    expect(log()).not.toContain(password);
    expect(log()).not.toMatch(/scrypt\$/);
    expect(log()).not.toMatch(/@example\.com/);
    // Outside production the answer carries the stack for the developer: scrubbed the same way.
    expect(JSON.stringify(response.body)).not.toContain(email);
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt\$/);
  });

  test("by a signed-in user logs neither the access token, the refresh cookie nor the CSRF token", async () => {
    const { client, email } = await signUp(server);
    logLines.length = 0;
    const response = await client.put("/api/users/profile", { name: "Refused" });
    expect(response.status).toBe(500);
    expect(log()).toContain("users_name_refused");
    for (const secret of [client.accessToken!, client.refreshToken!, client.csrfToken!, email]) expect(log()).not.toContain(secret);
    expect(log()).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});
