import { describe, expect, test, vi } from "vitest";
import { createAccessTokenStore } from "./access-token.ts";
import { ApiError } from "./api-failure.ts";
import { fetchRouteFile, fileNameOfDisposition } from "./file-transfer.ts";
import type { ApiClient } from "./http-client.ts";

describe("fileNameOfDisposition", () => {
  test.each([
    ['attachment; filename="Furnace manual.pdf"', "Furnace manual.pdf"],
    ["attachment; filename=plate.jpg", "plate.jpg"],
    ['attachment; filename="Caf? receipt.pdf"; filename*=UTF-8\'\'Caf%C3%A9%20receipt.pdf', "Café receipt.pdf"],
    ['attachment; filename="say \\"hi\\".pdf"', 'say "hi".pdf'],
    ["attachment", undefined],
    [null, undefined],
  ])("%s names %s", (header, name) => {
    expect(fileNameOfDisposition(header)).toBe(name);
  });
});

function clientWith(token: string | null, refresh: () => Promise<string>) {
  const tokens = createAccessTokenStore();
  tokens.set(token);
  const refreshAccessToken = vi.fn(refresh);
  return { client: { tokens, refreshAccessToken } as unknown as ApiClient, refreshAccessToken };
}

describe("fetchRouteFile", () => {
  const id = "00000000-0000-4000-9000-000000000001";

  test("sends the session's token and answers the bytes with the name the server gave", async () => {
    const fetch = vi.fn((_url: string | URL | Request, _init?: RequestInit) =>
      Promise.resolve(new Response("%PDF-1.7", { headers: { "Content-Disposition": 'attachment; filename="Manual.pdf"' } })),
    );
    const file = await fetchRouteFile(clientWith("access", () => Promise.resolve("fresh")).client, "downloadDocument", { params: { id }, fetch, baseUrl: "/api" });
    expect(fetch).toHaveBeenCalledWith(`/api/documents/${id}/file`, expect.objectContaining({ headers: { Authorization: "Bearer access" } }));
    expect(file.fileName).toBe("Manual.pdf");
    expect(await file.blob.text()).toBe("%PDF-1.7");
  });

  test("after a 401, asks for a fresh token and tries once more", async () => {
    const fetch = vi
      .fn<(url: string | URL | Request, init?: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(new Response("", { status: 401 }))
      .mockResolvedValueOnce(new Response("bytes"));
    const { client, refreshAccessToken } = clientWith("expired", () => Promise.resolve("fresh"));
    await fetchRouteFile(client, "downloadDocument", { params: { id }, fetch });
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ headers: { Authorization: "Bearer fresh" } });
  });

  test("a refusal rejects with the server's code and words", async () => {
    const fetch = () => Promise.resolve(Response.json({ error: { code: "NOT_FOUND", message: "Document not found" } }, { status: 404 }));
    const failure = fetchRouteFile(clientWith("access", () => Promise.resolve("fresh")).client, "downloadDocument", { params: { id }, fetch });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: "NOT_FOUND", message: "Document not found", status: 404 });
  });
});
