import type { z } from "zod";
import { apiRouteOf, type ApiRouteId, type ApiRouteOf } from "@domain/contract/route-table.ts";
import type { ApiRoute } from "@domain/contract/routes.ts";
import { ApiError, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE } from "./api-failure.ts";
import { invalidAnswerMessageOf, routePathOf, type RouteCallAnswer } from "./call-route.ts";
import { API_BASE_URL } from "./early-requests.ts";
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, readDocumentCookie, type ApiClient } from "./http-client.ts";

/*
 * Files to and from the API (docs/product.md §4.19): an upload is a multipart form sent with
 * XMLHttpRequest, the one browser API that reports how much of a request body has gone; a download is
 * fetched as a blob, since the session's token is a header a plain link could not send. Both send the
 * client's Bearer token and, on a 401, ask the client for a fresh one and try once more, as its JSON calls do.
 */

/** How much of an upload has gone, in bytes. */
export type UploadProgress = { sentBytes: number; totalBytes: number };

type PathParams = Record<string, string | number | boolean | undefined>;

type Answer = { status: number; statusText: string; text: string };

const unreachable = (details?: unknown) =>
  new ApiError({ code: NETWORK_ERROR_CODE, message: "Unable to reach the server. Please check your connection and try again.", details });

const errorOf = async ({ status, statusText, text }: Answer): Promise<ApiError> => (await import("./error-from-response.ts")).errorFromResponse(status, statusText, text);

function postForm(url: string, form: FormData, bearer: string | null, onProgress: ((progress: UploadProgress) => void) | undefined, signal: AbortSignal | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    if (bearer) request.setRequestHeader("Authorization", `Bearer ${bearer}`);
    const csrf = readDocumentCookie(CSRF_COOKIE_NAME);
    if (csrf) request.setRequestHeader(CSRF_HEADER_NAME, csrf);
    if (onProgress) request.upload.addEventListener("progress", (event) => onProgress({ sentBytes: event.loaded, totalBytes: event.lengthComputable ? event.total : 0 }));
    request.addEventListener("load", () => resolve({ status: request.status, statusText: request.statusText, text: request.responseText }));
    request.addEventListener("error", () => reject(unreachable()));
    request.addEventListener("abort", () => reject(new DOMException("The upload was cancelled", "AbortError")));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

/** Trades a refused token for a fresh one; undefined when the session is over (the refusal stands). */
const freshToken = (client: ApiClient): Promise<string | undefined> => client.refreshAccessToken().catch(() => undefined);

/**
 * Uploads a multipart form to a route of the table and answers its JSON, checked by the route's schema;
 * `onProgress` hears how much of the body has gone. A refusal rejects with the server's error as an
 * `ApiError` (its code and words: too large, wrong type, quota full).
 */
export async function sendRouteForm<Id extends ApiRouteId>(
  client: ApiClient,
  id: Id,
  { params, form, onProgress, signal, baseUrl = API_BASE_URL }: { params?: PathParams; form: FormData; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal; baseUrl?: string },
): Promise<RouteCallAnswer<ApiRouteOf<Id>>> {
  const url = `${baseUrl.replace(/\/+$/, "")}${routePathOf(id, params ? { params } : {})}`;
  let answer = await postForm(url, form, client.tokens.get(), onProgress, signal);
  if (answer.status === 401) {
    const token = await freshToken(client);
    if (token) answer = await postForm(url, form, token, onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) throw await errorOf(answer);
  const route: ApiRoute = apiRouteOf(id);
  const schema = route.response as z.ZodType<RouteCallAnswer<ApiRouteOf<Id>>> | undefined;
  const invalid = () => new ApiError({ code: INVALID_RESPONSE_CODE, message: invalidAnswerMessageOf(id) ?? "The server sent an answer this app does not understand", status: answer.status });
  let data: unknown;
  try {
    data = answer.text === "" ? undefined : (JSON.parse(answer.text) as unknown);
  } catch {
    throw invalid();
  }
  if (!schema) return data as RouteCallAnswer<ApiRouteOf<Id>>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

/** A downloaded file: its bytes and the name the server gave it. */
export type DownloadedFile = { blob: Blob; fileName: string | undefined };

/** The file name of a `Content-Disposition` header: its UTF-8 `filename*` when it has one, else its `filename`. */
export function fileNameOfDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;\s]+)/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2];
  return name || undefined;
}

/** Fetches a route's file (a download) as a blob, with the session's token. */
export async function fetchRouteFile<Id extends ApiRouteId>(
  client: ApiClient,
  id: Id,
  { params, signal, baseUrl = API_BASE_URL, fetch: fetchImpl = (...args) => globalThis.fetch(...args) }: { params?: PathParams; signal?: AbortSignal; baseUrl?: string; fetch?: typeof fetch },
): Promise<DownloadedFile> {
  const url = `${baseUrl.replace(/\/+$/, "")}${routePathOf(id, params ? { params } : {})}`;
  const get = async (bearer: string | null) => {
    try {
      return await fetchImpl(url, { credentials: "include", headers: bearer ? { Authorization: `Bearer ${bearer}` } : {}, ...(signal ? { signal } : {}) });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw unreachable(error instanceof Error ? error.message : undefined);
    }
  };
  let response = await get(client.tokens.get());
  if (response.status === 401) {
    const token = await freshToken(client);
    if (token) response = await get(token);
  }
  if (!response.ok) throw await errorOf({ status: response.status, statusText: response.statusText, text: await response.text() });
  return { blob: await response.blob(), fileName: fileNameOfDisposition(response.headers.get("Content-Disposition")) };
}

/** Hands the browser a file to save, never to open: the object URL goes to a link with `download`. */
export function saveFile(blob: Blob, fileName: string): void {
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
