import { useMutation } from "@tanstack/react-query";
import { ACCOUNT_EXPORT_FILE_NAMES, type AccountExport } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { downloadFile } from "../calendar-feed/api/download-calendar-file.ts";

export function exportAccount(client: ApiClient): Promise<AccountExport> {
  return callRoute(client, "exportAccount", {});
}

/** The file "Download my data" saves: the JSON alone, or a ZIP of it and the documents' files. */
export type AccountExportFile = { content: BlobPart; fileName: string; type: string };

/**
 * Everything about the person as one file (docs/decisions/100-documents-in-the-account-export.md): when
 * their homes hold documents, the ZIP of the JSON and the files, a folder per home; else the JSON, as
 * before documents (and always in local mode, which keeps none).
 */
export async function accountExportFile(client: ApiClient): Promise<AccountExportFile> {
  const exported = await exportAccount(client);
  if ((exported.records.documents ?? []).length === 0) {
    return { content: JSON.stringify(exported, null, 2), fileName: ACCOUNT_EXPORT_FILE_NAMES.json, type: "application/json" };
  }
  const archive = await callRoute(client, "exportAccountArchive", {});
  return { content: archive, fileName: ACCOUNT_EXPORT_FILE_NAMES.zip, type: "application/zip" };
}

/** Fetches everything (with the session's token, which a plain link could not send) and saves it as a file. */
export function useExportAccount() {
  const { client } = useAuth();
  return useMutation({
    mutationFn: () => accountExportFile(client),
    onSuccess: ({ content, fileName, type }) => downloadFile(content, fileName, type),
  });
}
