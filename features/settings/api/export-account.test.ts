import { describe, expect, test, vi } from "vitest";
import type { AccountExport } from "@domain/contract/index.ts";
import type { ApiClient } from "@lib/http/index.ts";
import { accountExportFile } from "./export-account.ts";

const exportWith = (records: AccountExport["records"]): AccountExport => ({
  exportedAt: "2026-12-07T12:00:00.000Z",
  user: { id: "user-1", email: "sam@example.com", plan: "free", createdAt: "2026-01-01T00:00:00.000Z" } as AccountExport["user"],
  preferences: {} as AccountExport["preferences"],
  home: { id: "home-1", homeType: "house", createdAt: "2026-01-01T00:00:00.000Z" },
  homes: [{ id: "home-1", name: null, role: "owner", homeType: "house", createdAt: "2026-01-01T00:00:00.000Z" }],
  records,
});

function clientAnswering(exported: AccountExport) {
  const archive = new Blob(["PK"], { type: "application/zip" });
  const get = vi.fn((path: string) => Promise.resolve(path.endsWith("/export.zip") ? archive : exported));
  return { client: { get } as unknown as ApiClient, get, archive };
}

describe("accountExportFile", () => {
  test("is the JSON alone when no home holds a document", async () => {
    const exported = exportWith({ tasks: [{ id: "task-1" }], documents: [] });
    const { client, get } = clientAnswering(exported);
    const file = await accountExportFile(client);
    expect(file).toEqual({ content: JSON.stringify(exported, null, 2), fileName: "hearthkeep-export.json", type: "application/json" });
    expect(get).toHaveBeenCalledTimes(1);
  });

  test("is the ZIP of the JSON and the files when a home holds documents", async () => {
    const { client, get, archive } = clientAnswering(exportWith({ documents: [{ id: "document-1" }] }));
    expect(await accountExportFile(client)).toEqual({ content: archive, fileName: "hearthkeep-export.zip", type: "application/zip" });
    expect(get.mock.calls.map(([path]) => path)).toEqual(["/users/me/export", "/users/me/export.zip"]);
  });
});
