import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contactMessageResponseSchema } from "@domain/contract/index.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { TestClient } from "../../test-support/server/test-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("POST /api/contact", () => {
  test("stores a valid message, trimmed, with a normalised e-mail, and answers 201 with its id", async () => {
    const response = await new TestClient(server.baseURL).post("/api/contact", {
      name: " Ana ",
      email: " Ana@Example.com",
      subject: "Filters",
      message: "Which filter fits my furnace?",
    });
    expect(response.status).toBe(201);
    const { id } = contactMessageResponseSchema.parse(response.body);
    const result = await server.database.db.execute(`select name, email, subject, message from contact_messages where id = '${id}'`);
    expect((result as { rows: unknown[] }).rows).toEqual([
      { name: "Ana", email: "ana@example.com", subject: "Filters", message: "Which filter fits my furnace?" },
    ]);
  });
});
