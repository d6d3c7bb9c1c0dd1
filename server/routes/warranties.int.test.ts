import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addApplianceResponseSchema, errorBodySchema } from "@domain/contract/index.ts";
import { documentResponseSchema } from "@domain/contract/documents.ts";
import { WARRANTY_MESSAGES, warrantyResponseSchema } from "@domain/contract/warranties.ts";
import { defaultRateLimits } from "../config.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await server.close();
});

async function applianceOf(user: SignedInClient, type = "water-heater"): Promise<string> {
  const added = await user.client.post("/api/appliances", { type });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return addApplianceResponseSchema.parse(added.body).data.id;
}

const fieldErrorsOf = (body: unknown) => {
  const details = errorBodySchema.parse(body).error.details as { path: (string | number)[]; message: string }[];
  return Object.fromEntries(details.map((issue) => [issue.path.join("."), issue.message]));
};

describe("PUT /api/appliances/:id/warranty", () => {
  test("keeps a warranty by its length and answers the last day it covers", async () => {
    const user = await signUp(server);
    const applianceId = await applianceOf(user);
    expect(warrantyResponseSchema.parse((await user.client.get(`/api/appliances/${applianceId}/warranty`)).body).data).toBeNull();

    const saved = await user.client.put(`/api/appliances/${applianceId}/warranty`, {
      startsOn: "2026-03-04",
      lengthMonths: 12,
      provider: "  Rheem  ",
      coverage: "Tank and parts",
      link: "https://www.rheem.com/warranty",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(warrantyResponseSchema.parse(saved.body).data).toEqual({
      applianceId,
      startsOn: "2026-03-04",
      lengthMonths: 12,
      endsOn: null,
      coveredUntil: "2027-03-03",
      provider: "Rheem",
      coverage: "Tank and parts",
      link: "https://www.rheem.com/warranty",
      documentId: null,
    });
    expect(warrantyResponseSchema.parse((await user.client.get(`/api/appliances/${applianceId}/warranty`)).body).data?.coveredUntil).toBe("2027-03-03");

    // Changed to an end date, the length goes.
    const changed = await user.client.put(`/api/appliances/${applianceId}/warranty`, { startsOn: "2026-03-04", endsOn: "2031-03-04" });
    expect(warrantyResponseSchema.parse(changed.body).data).toMatchObject({ lengthMonths: null, endsOn: "2031-03-04", coveredUntil: "2031-03-04", provider: null, link: null });
  });

  test("refuses a warranty with neither length nor end, with both, ending before it starts, or with a link that is not https", async () => {
    const user = await signUp(server);
    const applianceId = await applianceOf(user);
    const put = (body: unknown) => user.client.put(`/api/appliances/${applianceId}/warranty`, body);

    const neither = await put({ startsOn: "2026-03-04" });
    expect(neither.status).toBe(400);
    expect(fieldErrorsOf(neither.body)).toEqual({ lengthMonths: WARRANTY_MESSAGES.lengthOrEnd });

    expect(fieldErrorsOf((await put({ startsOn: "2026-03-04", lengthMonths: 12, endsOn: "2027-03-04" })).body)).toEqual({ endsOn: WARRANTY_MESSAGES.notBoth });
    expect(fieldErrorsOf((await put({ startsOn: "2026-03-04", endsOn: "2026-03-01" })).body)).toEqual({ endsOn: WARRANTY_MESSAGES.endBeforeStart });
    expect(fieldErrorsOf((await put({ startsOn: "2026-03-04", lengthMonths: 0 })).body)).toEqual({ lengthMonths: WARRANTY_MESSAGES.lengthRange });
    for (const link of ["http://example.com/warranty", "javascript:alert(1)", "not a link"]) {
      expect(fieldErrorsOf((await put({ startsOn: "2026-03-04", lengthMonths: 12, link })).body)).toEqual({ link: WARRANTY_MESSAGES.httpsOnly });
    }
    // Nothing was kept.
    expect(warrantyResponseSchema.parse((await user.client.get(`/api/appliances/${applianceId}/warranty`)).body).data).toBeNull();
  });

  test("points at one of the appliance's own documents only", async () => {
    const user = await signUp(server);
    const heater = await applianceOf(user);
    const furnace = await applianceOf(user, "furnace");
    const form = new FormData();
    form.append("applianceId", furnace);
    form.append("kind", "warranty");
    form.append("file", new Blob([Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n")], { type: "application/pdf" }), "card.pdf");
    const card = documentResponseSchema.parse((await user.client.post("/api/documents", undefined, { form })).body).data;

    const elsewhere = await user.client.put(`/api/appliances/${heater}/warranty`, { startsOn: "2026-03-04", lengthMonths: 12, documentId: card.id });
    expect(elsewhere.status).toBe(400);
    expect(errorBodySchema.parse(elsewhere.body).error.message).toBe(WARRANTY_MESSAGES.documentNotFound);

    const own = await user.client.put(`/api/appliances/${furnace}/warranty`, { startsOn: "2026-03-04", lengthMonths: 12, documentId: card.id });
    expect(warrantyResponseSchema.parse(own.body).data?.documentId).toBe(card.id);
    // The document deleted, the warranty stays without it.
    expect((await user.client.delete(`/api/documents/${card.id}`)).status).toBe(204);
    expect(warrantyResponseSchema.parse((await user.client.get(`/api/appliances/${furnace}/warranty`)).body).data?.documentId).toBeNull();
  });
});

describe("DELETE /api/appliances/:id/warranty", () => {
  test("removes the warranty; a second removal answers 404", async () => {
    const user = await signUp(server);
    const applianceId = await applianceOf(user);
    await user.client.put(`/api/appliances/${applianceId}/warranty`, { startsOn: "2026-03-04", lengthMonths: 24 });
    expect((await user.client.delete(`/api/appliances/${applianceId}/warranty`)).status).toBe(204);
    expect(warrantyResponseSchema.parse((await user.client.get(`/api/appliances/${applianceId}/warranty`)).body).data).toBeNull();
    expect((await user.client.delete(`/api/appliances/${applianceId}/warranty`)).status).toBe(404);
  });

  test("goes with its appliance", async () => {
    const user = await signUp(server);
    const applianceId = await applianceOf(user);
    await user.client.put(`/api/appliances/${applianceId}/warranty`, { startsOn: "2026-03-04", lengthMonths: 24 });
    expect((await user.client.delete(`/api/appliances/${applianceId}`)).status).toBe(204);
    expect((await user.client.get(`/api/appliances/${applianceId}/warranty`)).status).toBe(404);
  });
});

describe("another home's appliance", () => {
  test("answers 404 to reading, saving and removing its warranty, and leaves it as it was", async () => {
    const owner = await signUp(server);
    const applianceId = await applianceOf(owner);
    await owner.client.put(`/api/appliances/${applianceId}/warranty`, { startsOn: "2026-03-04", lengthMonths: 12 });
    const stranger = await signUp(server);
    const path = `/api/appliances/${applianceId}/warranty`;
    expect((await stranger.client.get(path)).status).toBe(404);
    expect((await stranger.client.put(path, { startsOn: "2020-01-01", lengthMonths: 1 })).status).toBe(404);
    expect((await stranger.client.delete(path)).status).toBe(404);
    expect(warrantyResponseSchema.parse((await owner.client.get(path)).body).data?.coveredUntil).toBe("2027-03-03");
  });

  test("a signed-out caller gets 401", async () => {
    const owner = await signUp(server);
    const applianceId = await applianceOf(owner);
    expect((await fetch(`${server.baseURL}/api/appliances/${applianceId}/warranty`)).status).toBe(401);
  });
});
