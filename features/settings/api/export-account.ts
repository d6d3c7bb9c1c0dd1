import { useMutation } from "@tanstack/react-query";
import { type AccountExport } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";

export const EXPORT_FILE_NAME = "hearthkeep-export.json";

export function exportAccount(client: ApiClient): Promise<AccountExport> {
  return callRoute(client, "exportAccount", {});
}

/** Hands the browser a JSON file to save. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; releasing it at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches everything (with the session's token, which a plain link could not send) and saves it as a file. */
export function useExportAccount() {
  const { client } = useAuth();
  return useMutation({
    mutationFn: () => exportAccount(client),
    onSuccess: (data) => downloadJson(data, EXPORT_FILE_NAME),
  });
}
