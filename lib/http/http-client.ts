import type { z } from "zod";
import type { SessionResponse } from "@domain/contract/index.ts";
import { COOKIE_NAMES } from "@domain/entities/browser-storage-names.ts";
import { VALIDATION_MESSAGES } from "@domain/messages.ts";
import { ApiError, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE, normaliseError } from "./api-failure.ts";
import type { AccessTokenStore } from "./access-token.ts";
import { HOME_HEADER } from "@domain/contract/home-header.ts";
import { browserTimeZone, DEFAULT_API_BASE_URL, SESSION_PATH, type EarlyRequests } from "./early-requests.ts";
import type { PendingSignOut } from "./pending-sign-out.ts";

/*
 * The contract's schemas that reading an answer needs arrive with the first request rather than with
 * the page, so a page that makes no call (the landing page) paints without them.
 */
const loadResponseRules = () => import("./response-rules.ts");

export { DEFAULT_API_BASE_URL, SESSION_PATH } from "./early-requests.ts";
export const REFRESH_PATH = "/auth/refresh";
export const LOGOUT_PATH = "/auth/logout";
/** The code of a refresh refused in the browser: this device signed out, so its refresh cookie buys nothing. */
export const SIGNED_OUT_CODE = "SIGNED_OUT";
export const CSRF_COOKIE_NAME = COOKIE_NAMES.csrfToken;
export const CSRF_HEADER_NAME = "X-CSRF-Token";

type HeaderNames = Pick<Awaited<ReturnType<typeof loadResponseRules>>, "TIME_ZONE_HEADER" | "IDEMPOTENCY_KEY_HEADER">;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestOptions<T> = {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** The domain contract's schema for the answer; a mismatch rejects with `invalidMessage`. */
  schema?: z.ZodType<T>;
  /** The message of docs/product.md §5.1 for an answer that fails its schema ('Invalid login response'…). */
  invalidMessage?: string;
  /**
   * false for the calls that establish a session (login, signup, session probe): they send no Bearer
   * token and a 401 from them is an answer (wrong password), not an expired token to refresh.
   */
  authenticated?: boolean;
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header (docs/product.md §4.13): a task change sent again under the same
   * key (a replay after a lost answer) gets the first answer and changes nothing.
   */
  idempotencyKey?: string;
  /**
   * The home the request reads or changes (docs/product.md §6.5), sent as `X-Home-Id`: "current" for the one
   * this tab shows (nothing is sent while none is chosen, and the server takes the account's first), or a
   * given home (a change kept in the offline queue goes to the home it was made in). Absent: the request
   * is about no one home.
   */
  home?: "current" | { readonly id: string };
  /** "blob" for a file (a route with a `responseContentType`): its bytes as they came, with no schema to check. */
  as?: "blob";
};

export type ApiClientOptions = {
  /** Where the API lives; `/api` on the app's own host unless the build sets VITE_API_BASE_URL. */
  baseUrl?: string;
  tokens: AccessTokenStore;
  fetch?: typeof fetch;
  /** Reads a cookie the page can see; the CSRF token comes from here. */
  readCookie?: (name: string) => string | undefined;
  /** The user's time zone, sent so the server's "today" is the user's calendar day. */
  timeZone?: () => string | undefined;
  /**
   * Answers the page's entry fetched ahead (early-requests.ts); a GET that has one takes it instead of asking
   * again, and a write drops them all.
   */
  earlyRequests?: Pick<EarlyRequests, "claim" | "forget">;
  /**
   * This browser's record of a sign-out the server was not told of (pending-sign-out.ts): while it stands,
   * the refresh cookie buys nothing until the logout has been sent again and answered. The app's client
   * has the browser's; without one (stories, tests) every sign-out is told once, as before.
   */
  pendingSignOut?: PendingSignOut;
  /** The home this tab shows, for a request about the current home; current-home.ts holds the app's. */
  currentHomeId?: () => string | null;
};

export type ApiClient = {
  /** The in-memory access token this client sends as Bearer. */
  readonly tokens: AccessTokenStore;
  request<T = undefined>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  post<T = undefined>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  put<T = undefined>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  delete<T = undefined>(path: string, options?: Omit<RequestOptions<T>, "method">): Promise<T>;
  /**
   * Trades the refresh cookie for a new access token. Concurrent callers share one request, so ten
   * requests failing with 401 at once cause one refresh, not ten (which reuse detection would punish).
   */
  refreshAccessToken(): Promise<string>;
  /**
   * The session probe of docs/product.md §4.1 (`GET /auth/session`): the refresh cookie buys a fresh access
   * token and the user, or `{ ok: false }`. Shares the refresh's queue, see `rotateCookie`.
   */
  probeSession(): Promise<SessionResponse>;
  /** Called when a 401 could not be cured by a refresh: the session is over. Returns the unsubscribe function. */
  onSessionEnded(listener: () => void): () => void;
  /**
   * The record of a sign-out the server was not told of, which the refresh and the probe honour; the
   * session's logout writes it. Only a client that holds a refresh cookie has one (not local mode's).
   */
  readonly pendingSignOut?: PendingSignOut;
};

export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The HTTP client of docs/product.md §7.1. */
export function createApiClient({
  baseUrl = DEFAULT_API_BASE_URL,
  tokens,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  readCookie = readDocumentCookie,
  timeZone = browserTimeZone,
  earlyRequests,
  pendingSignOut,
  currentHomeId = () => null,
}: ApiClientOptions): ApiClient {
  const root = baseUrl.replace(/\/+$/, "");
  const sessionEndedListeners = new Set<() => void>();
  let refreshInFlight: Promise<string> | null = null;
  let probeInFlight: Promise<SessionResponse> | null = null;
  let cookieQueue: Promise<unknown> = Promise.resolve();

  /**
   * The server rotates the refresh cookie on every refresh and session probe, and a spent cookie
   * presented again revokes the whole session (reuse detection). Two such calls in flight at once
   * would both present the same cookie, so they run one after the other.
   */
  function rotateCookie<T>(work: () => Promise<T>): Promise<T> {
    const run = cookieQueue.then(work, work);
    cookieQueue = run.catch(() => undefined);
    return run;
  }

  /** What a request is sent with beyond its method and body. */
  type Extras = { signal?: AbortSignal | undefined; idempotencyKey?: string | undefined; homeId?: string | null | undefined };

  /** The home a request names, resolved when it is sent: the current one is whatever this tab shows then. */
  const homeIdOf = (home: RequestOptions<unknown>["home"]): string | null => (home === undefined ? null : home === "current" ? currentHomeId() : home.id);

  function headersFor(body: unknown, bearer: string | null, csrf: string | undefined, names: HeaderNames, { idempotencyKey, homeId }: Extras): Headers {
    const headers = new Headers({ Accept: "application/json" });
    if (idempotencyKey) headers.set(names.IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    if (homeId) headers.set(HOME_HEADER, homeId);
    if (body !== undefined) headers.set("Content-Type", "application/json");
    if (bearer) headers.set("Authorization", `Bearer ${bearer}`);
    if (csrf) headers.set(CSRF_HEADER_NAME, csrf);
    const zone = timeZone();
    if (zone) headers.set(names.TIME_ZONE_HEADER, zone);
    return headers;
  }

  async function send(path: string, method: Method, body: unknown, bearer: string | null, extras: Extras = {}): Promise<Response> {
    const { signal } = extras;
    const early = method === "GET" ? earlyRequests?.claim(path, bearer, extras.homeId ?? null) : null;
    const answeredAhead = early ? await early : null;
    if (answeredAhead) return answeredAhead;
    try {
      const names = await loadResponseRules();
      const sendWith = (csrf: string | undefined) =>
        fetchImpl(`${root}${path}`, {
          method,
          headers: headersFor(body, bearer, csrf, names, extras),
          credentials: "include",
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          ...(signal ? { signal } : {}),
        });
      // Only state-changing requests are checked against the CSRF cookie, and reading document.cookie
      // blocks the page while the browser fetches it, so reads (the start-up session probe) skip it.
      if (method === "GET") return await sendWith(undefined);
      const csrf = readCookie(CSRF_COOKIE_NAME);
      const response = await sendWith(csrf);
      // A browser reopened with the app from its cache holds no CSRF cookie until the server's first answer
      // sets one, and that may be the refusal of this very write (a change queued offline, a refresh):
      // the server refused it before doing anything, so it is sent once more with the cookie it just set.
      const issued = response.status === 403 ? readCookie(CSRF_COOKIE_NAME) : undefined;
      if (issued === undefined || issued === csrf) return response;
      await response.body?.cancel();
      return await sendWith(issued);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError({
        code: NETWORK_ERROR_CODE,
        message: "Unable to reach the server. Please check your connection and try again.",
        details: normaliseError(error).message,
      });
    }
  }

  async function read<T>(response: Response, options: RequestOptions<T>): Promise<T> {
    // The caller asked for a file (RequestOptions.as): a Blob is what it reads.
    if (options.as === "blob" && response.ok) return (await response.blob()) as T;
    const text = response.status === 204 ? "" : await response.text();
    if (!response.ok) throw (await loadResponseRules()).errorFromResponse(response.status, response.statusText, text);
    if (text === "") {
      if (options.schema) return parseWith(options.schema, undefined, options.invalidMessage, response.status);
      return undefined as T;
    }
    let data: unknown;
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      throw new ApiError({ code: INVALID_RESPONSE_CODE, message: options.invalidMessage ?? "The server sent an answer that is not JSON", status: response.status });
    }
    return options.schema ? parseWith(options.schema, data, options.invalidMessage, response.status) : (data as T);
  }

  function endSession() {
    tokens.set(null);
    for (const listener of [...sessionEndedListeners]) listener();
  }

  /**
   * A sign-out the server was not told of is told first, before the refresh cookie is presented to buy
   * anything: says whether it still stands (the logout got no answer, or one that did not end the session).
   */
  async function signOutStillPending(): Promise<boolean> {
    if (!pendingSignOut?.isPending()) return false;
    tokens.set(null);
    const answer = await send(LOGOUT_PATH, "POST", undefined, null).catch(() => null);
    if (answer?.ok) pendingSignOut.forget();
    // Whatever it came to, this device signed out: the cookie, cleared or not, opens no session here.
    return true;
  }

  function refreshAccessToken(): Promise<string> {
    refreshInFlight ??= rotateCookie(async () => {
      try {
        if (await signOutStillPending()) throw new ApiError({ code: SIGNED_OUT_CODE, message: "Signed out on this device", status: 401 });
        const response = await send(REFRESH_PATH, "POST", undefined, null);
        const { refreshResponseSchema } = await loadResponseRules();
        const { accessToken } = await read(response, {
          schema: refreshResponseSchema,
          invalidMessage: VALIDATION_MESSAGES.invalidRefreshResponse,
        });
        tokens.set(accessToken);
        return accessToken;
      } catch (error) {
        tokens.set(null);
        throw normaliseError(error);
      } finally {
        refreshInFlight = null;
      }
    });
    return refreshInFlight;
  }

  function probeSession(): Promise<SessionResponse> {
    probeInFlight ??= rotateCookie(async () => {
      try {
        // docs/product.md §4.1: this device signed out; the probe would restore the session it ended.
        if (await signOutStillPending()) return { ok: false };
        const response = await send(SESSION_PATH, "GET", undefined, null);
        const { sessionResponseSchema } = await loadResponseRules();
        const session = await read(response, { schema: sessionResponseSchema, invalidMessage: VALIDATION_MESSAGES.invalidUserPayload });
        tokens.set(session.ok ? session.accessToken : null);
        return session;
      } finally {
        probeInFlight = null;
      }
    });
    return probeInFlight;
  }

  async function request<T = undefined>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const method = options.method ?? "GET";
    const authenticated = options.authenticated ?? true;
    const bearer = authenticated ? tokens.get() : null;
    // An answer fetched ahead was read before this write, and may no longer be true after it (decision 027):
    // a home moved to the account at start, say, would leave the dashboard showing the account without it.
    if (method !== "GET") earlyRequests?.forget();
    // The home is read once, so a retry after a refresh goes to the same home even if the tab switched meanwhile.
    const extras: Extras = { signal: options.signal, idempotencyKey: options.idempotencyKey, homeId: homeIdOf(options.home) };
    const response = await send(path, method, options.body, bearer, extras);
    if (response.status !== 401 || !authenticated) return read(response, options);

    // docs/product.md §7.1, §8.2: a 401 runs one refresh and retries once; when that fails, the user is logged out.
    const { errorFromResponse } = await loadResponseRules();
    const unauthorised = errorFromResponse(401, response.statusText, await response.text());
    let fresh: string;
    try {
      fresh = await refreshAccessToken();
    } catch {
      endSession();
      throw unauthorised;
    }
    const retried = await send(path, method, options.body, fresh, extras);
    if (retried.status === 401) {
      const secondRefusal = errorFromResponse(401, retried.statusText, await retried.text());
      endSession();
      throw secondRefusal;
    }
    return read(retried, options);
  }

  return {
    tokens,
    request,
    get: (path, options) => request(path, { ...options, method: "GET" }),
    post: (path, body, options) => request(path, { ...options, method: "POST", body }),
    put: (path, body, options) => request(path, { ...options, method: "PUT", body }),
    delete: (path, options) => request(path, { ...options, method: "DELETE" }),
    refreshAccessToken,
    probeSession,
    onSessionEnded(listener) {
      sessionEndedListeners.add(listener);
      return () => sessionEndedListeners.delete(listener);
    },
    ...(pendingSignOut ? { pendingSignOut } : {}),
  };
}

function parseWith<T>(schema: z.ZodType<T>, data: unknown, invalidMessage: string | undefined, status: number): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    code: INVALID_RESPONSE_CODE,
    message: invalidMessage ?? "The server sent an answer this app does not understand",
    status,
    details: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  });
}
