import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRouteFile, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { documentKeys } from "./keys.ts";

/** A blob as a `data:` address: a thumbnail is a few kilobytes, and such an address needs no releasing. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener("load", () => resolve(typeof reader.result === "string" ? reader.result : ""));
    reader.addEventListener("error", () => reject(reader.error ?? new Error("The thumbnail could not be read")));
    reader.readAsDataURL(blob);
  });
}

/**
 * `GET /api/documents/{id}/thumbnail`: a photo's small JPEG, fetched with the session's token (which an
 * `<img>` could not send), as an address an `<img>` can show.
 */
export async function getDocumentThumbnail(client: ApiClient, id: string): Promise<string> {
  return dataUrlOf((await fetchRouteFile(client, "getDocumentThumbnail", { params: { id } })).blob);
}

export function documentThumbnailQueryOptions(client: ApiClient, id: string) {
  // A thumbnail never changes while its document lives.
  return queryOptions({ queryKey: documentKeys.thumbnail(id), queryFn: () => getDocumentThumbnail(client, id), staleTime: Infinity });
}

/** A photo's thumbnail as an image address; nothing is asked for a document without one. */
export function useDocumentThumbnail(id: string, { enabled }: { enabled: boolean }) {
  const { client } = useAuth();
  return useQuery({ ...documentThumbnailQueryOptions(client, id), enabled });
}
